// @vitest-environment happy-dom
// Issue 34's table settings, motion and sound: the felt and the volume are kept (an older
// stored object reads the defaults); a new game's deal is laid out from the stock, not with
// Animations off nor with reduced motion, and a move made while it is under way is taken at
// once (the flying cards end where they lie and let the pointer through meanwhile); no
// AudioContext exists until the volume is above 0.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_KEY, type Settings, loadSettings, readSettings, saveSettings } from '../../src/storage/prefs';
import { memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { closeSound, playSound } from '../../popup/sound/sounds';
import { bootFor, pile, quietSettings, renderApp, renderFromStorage, savedMoves } from './helpers';

/** Element.animate as a recorder: each animation runs until the test (or the page) finishes it. */
interface Flight {
  el: Element;
  finished: boolean;
  finish(): void;
}
let flights: Flight[] = [];
let reduced = false;
/** AudioContexts constructed. */
let contexts = 0;

class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  sampleRate = 8000;
  destination = {};
  constructor() {
    contexts++;
  }
  private node = () => ({ connect: (n: unknown) => n, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, frequency: { value: 0 }, start() {}, stop() {} });
  createGain = this.node;
  createOscillator = this.node;
  createBiquadFilter = this.node;
  createBufferSource = this.node;
  createBuffer = (_c: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  resume = async () => undefined;
  close = async () => undefined;
}

beforeEach(() => {
  flights = [];
  reduced = false;
  contexts = 0;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal('AudioContext', FakeAudioContext);
  HTMLElement.prototype.animate = function (this: Element) {
    const flight = {
      el: this, finished: false, onfinish: null as null | (() => void), oncancel: null,
      finish() {
        flight.finished = true;
        flight.onfinish?.();
      },
    };
    flights.push(flight);
    return flight as unknown as Animation;
  };
});

afterEach(() => {
  cleanup();
  closeSound();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

describe('the felt and the volume are settings', () => {
  it('are kept, and an older stored object (or a bad value) reads the defaults', async () => {
    const store = memoryStore(memoryBacking());
    const chosen: Settings = { ...DEFAULT_SETTINGS, felt: 'slate', volume: 70 };
    await saveSettings(store, chosen);
    expect(await loadSettings(store)).toEqual(chosen);
    const older = { autoPlay: false, animations: true, theme: 'dark' };
    expect(readSettings(older)).toMatchObject({ felt: 'green', volume: 0, theme: 'dark', autoPlay: false });
    expect(readSettings({ felt: 'purple', volume: 400 })).toMatchObject({ felt: 'green', volume: 0 });
    expect(readSettings({ felt: 'blue', volume: 33 })).toMatchObject({ felt: 'blue', volume: 30 });
    expect(DEFAULT_SETTINGS).toMatchObject({ felt: 'green', volume: 0 });
  });
});

describe('Settings → Table', () => {
  it('puts the felt on the page at once, each one previewed as a swatch, and keeps it on reopening', async () => {
    const { backing } = renderApp();
    expect(document.documentElement.dataset.felt).toBe('green');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const felts = await screen.findByTestId('felt');
    expect([...felts.querySelectorAll('.felt-swatch')].map((s) => s.getAttribute('data-felt'))).toEqual(['green', 'blue', 'slate']);
    fireEvent.click(screen.getByLabelText('Slate'));
    expect(document.documentElement.dataset.felt).toBe('slate');
    await waitFor(() => expect((backing.data.get(SETTINGS_KEY) as Settings).felt).toBe('slate'));
    cleanup();
    await renderFromStorage(backing);
    expect(document.documentElement.dataset.felt).toBe('slate');
  });

  it('the volume: Off by default, and raising it plays a sound (the first AudioContext)', async () => {
    const { backing } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const volume = (await screen.findByTestId('volume')) as HTMLInputElement;
    expect(volume.value).toBe('0');
    expect(volume.getAttribute('aria-valuetext')).toBe('Off');
    expect(contexts).toBe(0);
    fireEvent.change(volume, { target: { value: '60' } });
    await waitFor(() => expect((backing.data.get(SETTINGS_KEY) as Settings).volume).toBe(60));
    expect(contexts).toBe(1);
  });
});

/** Deal 2 started from the New game panel, as the player does. */
async function startDealTwo(container: Element) {
  fireEvent.click(screen.getByRole('button', { name: 'New game' }));
  const field = await screen.findByRole('textbox', { name: 'Deal number' });
  fireEvent.input(field, { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Play this deal' }));
  await waitFor(() => expect(screen.getByTestId('deal-number').textContent).toBe('Deal 2'));
  return container;
}

const dealt = () => flights.filter((f) => f.el.closest('[data-pile]') !== null && f.el.classList.contains('card'));

describe('the deal', () => {
  it('lays the cards out from the stock; a move meanwhile is taken at once and ends it', async () => {
    const { container, backing } = renderApp({ boot: bootFor(1, { ...quietSettings, animations: true }) });
    await startDealTwo(container);
    await waitFor(() => expect(dealt().length).toBeGreaterThan(12));
    const flying = dealt();
    // Cards only: the empty places' outlines (a closed foundation's) stay put.
    expect(flying.filter((f) => f.el.classList.contains('slot'))).toEqual([]);
    expect(container.querySelectorAll('[data-pile] .card.slot').length).toBeGreaterThan(0);
    expect(flying.every((f) => !f.finished && (f.el as HTMLElement).style.pointerEvents === 'none')).toBe(true);
    const stockBefore = pile(container, 's').getAttribute('aria-label');
    // The stock's deal, while every card is still in flight: the game changes in the same task.
    fireEvent.click(pile(container, 's'));
    expect(pile(container, 's').getAttribute('aria-label')).not.toBe(stockBefore);
    await waitFor(() => expect(flying.every((f) => f.finished)).toBe(true));
    expect(flying.every((f) => (f.el as HTMLElement).style.pointerEvents === '')).toBe(true);
    await waitFor(async () => expect(await savedMoves(backing)).toBe('deal'));
  });

  it('is not drawn with Animations off, nor with reduced motion', async () => {
    const off = renderApp({ boot: bootFor(1, { ...quietSettings, animations: false }) });
    await startDealTwo(off.container);
    await momentsShown();
    expect(dealt()).toEqual([]);
    cleanup();
    reduced = true;
    const calm = renderApp({ boot: bootFor(1, { ...quietSettings, animations: true }) });
    await startDealTwo(calm.container);
    await momentsShown();
    expect(dealt()).toEqual([]);
    // The control: the same page without reduced motion deals, by the same barrier.
    reduced = false;
    cleanup();
    const shown = renderApp({ boot: bootFor(1, { ...quietSettings, animations: true }) });
    await startDealTwo(shown.container);
    await momentsShown();
    expect(dealt().length).toBeGreaterThan(12);
  });
});

/**
 * The step's moment has been shown: its words are announced by the same callback that shows
 * it (session/useStepReactions.ts), and its motion starts in the next frame.
 */
async function momentsShown() {
  await waitFor(() => expect(screen.getByTestId('live').textContent).toMatch(/2/));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

describe('sound', () => {
  it('makes no AudioContext at volume 0 (the default), one at a volume above 0', async () => {
    expect(DEFAULT_SETTINGS.volume).toBe(0);
    const { container } = renderApp({ boot: bootFor(1, { ...quietSettings, volume: 0 }) });
    await startDealTwo(container);
    fireEvent.click(pile(container, 's'));
    playSound('win', 0);
    // Every step's moment is shown a microtask or so after it: wait for the words it comes with.
    await waitFor(() => expect(screen.getByTestId('live').textContent).not.toBe(''));
    expect(contexts).toBe(0);
    cleanup();
    const loud = renderApp({ boot: bootFor(1, { ...quietSettings, volume: 50 }) });
    fireEvent.click(pile(loud.container, 's'));
    await waitFor(() => expect(contexts).toBe(1));
    playSound('foundation', 50);
    expect(contexts).toBe(1);
  });
});
