// @vitest-environment happy-dom
// Statistics and Settings with sync (popup/platform/syncRelay.ts): everyone's figures when
// another device has written its item, this device's alone when none has or sync is off,
// and what Settings says of it. The two devices' arithmetic is test/storage/deviceSync.test.ts.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceItem, deviceKey, recordAfter } from '../../src/storage/deviceRecord';
import { memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { EMPTY_STATS, SETTINGS_KEY, STATS_KEY, type Stats } from '../../src/storage/prefs';
import { startRelayOn, stopSyncRelay } from '../../popup/platform/syncRelay';
import { bootFor, quietSettings, renderApp } from './helpers';

afterEach(() => (cleanup(), stopSyncRelay()));

const here: Stats = { ...EMPTY_STATS, played: 4, won: 2, currentStreak: 1, bestStreak: 2, cleanWins: 2, cleanTimedWins: 2, cleanTimeMs: 400_000, cleanFastestMs: 150_000 };

/** This device's popup (its stats saved and booted) with a relay to a sync area holding `items`. */
function popupWithSync(items: Record<string, unknown>, settings = quietSettings) {
  const backing = memoryBacking({ [STATS_KEY]: here, [SETTINGS_KEY]: settings });
  const sync = memoryBacking(items);
  const app = renderApp({ boot: { ...bootFor(), stats: here, settings }, backing });
  startRelayOn(memoryStore(backing), memoryStore(sync));
  return { ...app, sync };
}

const other = () => {
  const r = recordAfter('otherdevice', 1_800_000_000_000, 10);
  return { [deviceKey(r.id)]: deviceItem({ ...r, settings: {} }) };
};

describe('Statistics with sync', () => {
  it('another device\'s figures are summed in, and the panel says from how many devices', async () => {
    popupWithSync(other());
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const panel = await screen.findByTestId('panel-stats');
    await waitFor(() => expect(screen.getByTestId('stats-everyone').textContent).toBe('From all your devices: this one and 1 other.'));
    expect(panel.textContent).toContain('Games played14');
    expect(panel.textContent).toContain('Games won12');
    // The other device's streak of 10 came at a known time; this device's 1 is from before it synced.
    expect(panel.textContent).toContain('Current streak10');
    const clean = [...panel.querySelectorAll('[data-testid="stats-kinds"] tr')][1];
    expect([...clean.children].map((c) => c.textContent)).toEqual(['Without hints or help', '7', '43:48', '2:30', '—']);
  });

  it('no other device: this device\'s own figures, and no line about devices', async () => {
    popupWithSync({});
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const panel = await screen.findByTestId('panel-stats');
    expect(panel.textContent).toContain('Games played4');
    expect(screen.queryByTestId('stats-everyone')).toBeNull();
  });

  it('sync off: this device\'s own figures though another device wrote', async () => {
    popupWithSync(other(), { ...quietSettings, sync: false });
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const panel = await screen.findByTestId('panel-stats');
    expect(panel.textContent).toContain('Games played4');
    expect(screen.queryByTestId('stats-everyone')).toBeNull();
  });
});

describe('Settings with sync', () => {
  it('says how many other devices are in, and turning sync off takes this device\'s item out', async () => {
    const { sync, backing } = popupWithSync(other());
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByTestId('sync-status').textContent).toBe('Synced with 1 other device.'));
    await waitFor(() => expect([...sync.data.keys()].length).toBe(2));
    const box = screen.getByLabelText('Sync settings, statistics and goals with my other devices') as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect((backing.data.get(SETTINGS_KEY) as { sync: boolean }).sync).toBe(false));
    await waitFor(() => expect([...sync.data.keys()]).toEqual([deviceKey('otherdevice')]));
    expect(screen.queryByTestId('sync-status')).toBeNull();
  });

  it('a browser whose sync refuses: said, with its reason', async () => {
    const { sync } = popupWithSync({});
    sync.failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(screen.getByLabelText('Animations'));
    await waitFor(() => expect(screen.getByTestId('sync-status').textContent).toMatch(/^This browser's sync cannot be used \(storage failed.*\): this device keeps its own figures\.$/), { timeout: 8000 });
  });
});
