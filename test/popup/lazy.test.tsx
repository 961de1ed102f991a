// @vitest-environment happy-dom
// popup/loading/lazyComponent.tsx: a component from a chunk loaded on first use — nothing until it arrives,
// then the component with its props; an error notice (not an empty space) when the chunk
// cannot be loaded, and another try the next time it is shown.
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_META } from '../../src/storage/gameSave';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { lazy } from '../../popup/loading/lazyComponent';
import { createSessionStore } from '../../popup/session/store';

afterEach(() => cleanup());

const Greeting = ({ name }: { name: string }) => <p data-testid="greeting">Hello, {name}</p>;

/** A loader whose chunk arrives when the test says so. */
function deferredLoader() {
  const calls: { resolve(c: typeof Greeting): void; reject(e: Error): void }[] = [];
  const load = () => new Promise<typeof Greeting>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('lazy', () => {
  it('renders nothing until the chunk arrives, then the component with its props', async () => {
    const { load, calls } = deferredLoader();
    const Lazy = lazy(load);
    render(<div data-testid="host"><Lazy name="Plot" /></div>);
    expect(screen.getByTestId('host').textContent).toBe('');
    expect(calls).toHaveLength(1);
    calls[0].resolve(Greeting);
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello, Plot');
    // Loaded once: a second instance renders at once, without another load.
    cleanup();
    render(<Lazy name="again" />);
    expect(screen.getByTestId('greeting').textContent).toBe('Hello, again');
    expect(calls).toHaveLength(1);
  });

  it('preload starts the one load that rendering then uses', async () => {
    const { load, calls } = deferredLoader();
    const Lazy = lazy(load);
    const preloaded = Lazy.preload();
    void Lazy.preload();
    render(<Lazy name="early" />);
    expect(calls).toHaveLength(1);
    calls[0].resolve(Greeting);
    expect(await preloaded).toBe(Greeting);
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello, early');
  });

  it('a chunk that arrives between the first render and its effect is still drawn', async () => {
    // A preload (a button's hover) resolving just after the render: outside act(), Preact
    // runs effects after the next frame, so the chunk is there by the time the effect runs.
    const { load, calls } = deferredLoader();
    const Lazy = lazy(load);
    void Lazy.preload();
    const host = document.body.appendChild(document.createElement('div'));
    preactRender(<Lazy name="race" />, host);
    expect(host.textContent).toBe('');
    calls[0].resolve(Greeting);
    await Promise.resolve();
    await Promise.resolve();
    await waitFor(() => expect(host.textContent).toBe('Hello, race'));
    preactRender(null, host);
    host.remove();
  });

  it('a chunk that fails to load shows an error notice, and is tried again when shown again', async () => {
    const { load, calls } = deferredLoader();
    const Lazy = lazy(load);
    render(<Lazy name="Plot" />);
    calls[0].reject(new Error('Failed to fetch dynamically imported module'));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe('This part of Plot could not be loaded. Close the popup and open it again.');
    expect(screen.queryByTestId('greeting')).toBeNull();
    cleanup();
    render(<Lazy name="second try" />);
    expect(calls).toHaveLength(2);
    calls[1].resolve(Greeting);
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello, second try');
  });

  it('a real import(): the lazy chunk gives the component it names', async () => {
    const { PanelHost } = await import('../../popup/loading/onDemandParts');
    const session = createSessionStore({ game: gameFromNumber(1), meta: FRESH_META, stats: EMPTY_STATS, settings: DEFAULT_SETTINGS });
    const none = () => undefined;
    render(
      <PanelHost panel="help" session={session} onOpen={none} onClose={none} onRandom={none} bands={{ searchBand: none, cancelBandSearch: none }}
        onCancelSearch={none} daily={{ start: async () => true }} />,
    );
    expect((await screen.findByTestId('panel-help')).textContent).toContain('H — hint');
  });
});
