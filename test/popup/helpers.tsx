// Shared pieces of the popup's component tests: a fixed deal, an in-memory store and a
// scripted solver.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Move } from '../../src/engine/index';
import { FRESH_META, GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { memoryBacking, memoryStore, type MemoryBacking } from '../../src/storage/memoryStore';
import { DEFAULT_SETTINGS, EMPTY_STATS, type Settings } from '../../src/storage/prefs';
import { App } from '../../popup/App';
import { type Boot, gameFromNumber, loadBoot } from '../../popup/platform/boot';
import { preloadLater } from '../../popup/loading/onDemandParts';
import type { ChanceAnswer, ChanceRequest, Lane, SolverClient, SolverLanes, SolverRequest } from '../../popup/advice/solverClient';
import { type CancelledAnswer, cancelledAnswer } from '../../src/solver/search/answer';
import { type ScriptedAnswer, answer as scripted, fairAnswer } from './answers';

export type { ScriptedAnswer } from './answers';

// The popup's lazily loaded chunk (popup/loading/onDemand.ts) is fetched when the browser is first idle
// after the first paint (popup/main.tsx), so by the time the player clicks, its parts draw at
// once. The same here: loaded before the tests (under vitest that first import also
// transforms its modules, which on a busy machine can outlast findBy's wait).
beforeAll(() => preloadLater(), 30_000);

/** Deal 1: base rank J; t1 7C can go on t8 8C; t1 cannot go on t2 (7H). */
export const DEAL = 1;

export interface FakeSolver extends SolverLanes {
  requests: { lane: string; request: SolverRequest }[];
  chances: { lane: string; request: ChanceRequest }[];
  cancelled: string[];
}


/** The fair player's scripted answer: unless the test says otherwise, 50% with a move (turning the stock), so that no test means the end box. */
export type ScriptedChance = (request: ChanceRequest, lane: string) => ChanceAnswer | Promise<ChanceAnswer>;
const halfChance: ScriptedChance = () => fairAnswer(0.5, { kind: 'deal' });

export function fakeSolver(
  answer: (request: SolverRequest, lane: string) => ScriptedAnswer | Promise<ScriptedAnswer>,
  chance: ScriptedChance = halfChance,
): FakeSolver {
  const requests: FakeSolver['requests'] = [];
  const cancelled: string[] = [];
  const lane = (name: Lane): SolverClient => {
    // As the real client's lane (src/solver/worker/client.ts), one slot: a newer request or a
    // cancel settles the one in it 'cancelled' at once, and its scripted answer is dropped.
    let end: (() => void) | undefined;
    const slot = <A,>(asked: () => A | Promise<A>): Promise<A | CancelledAnswer> => {
      end?.();
      return new Promise((resolve) => {
        const mine = () => resolve(cancelledAnswer());
        end = mine;
        void Promise.resolve(asked()).then((a) => {
          if (end === mine) end = undefined;
          resolve(a);
        });
      });
    };
    return {
      solve(request, onProgress) {
        requests.push({ lane: name, request });
        onProgress?.(1000);
        return slot(async () => scripted(await answer(request, name), 1000));
      },
      chance(request) {
        chances.push({ lane: name, request });
        return slot(() => chance(request, name));
      },
      cancel() {
        cancelled.push(name);
        end?.();
        end = undefined;
      },
      dispose() {},
    };
  };
  const chances: FakeSolver['chances'] = [];
  return { requests, chances, cancelled, front: lane('front'), back: lane('back'), fair: lane('fair') };
}

export const quietSettings: Settings = { ...DEFAULT_SETTINGS, blunderCheck: false, autoPlay: false, winnableOnly: false };

export function bootFor(deal = DEAL, settings: Settings = quietSettings): Boot {
  return { game: gameFromNumber(deal), meta: FRESH_META, stats: EMPTY_STATS, settings };
}

export function renderApp(options: {
  boot?: Boot;
  solver?: SolverLanes;
  backing?: MemoryBacking;
  writer?: string;
  copyText?: (s: string) => Promise<void>;
} = {}) {
  const backing = options.backing ?? memoryBacking();
  const store = memoryStore(backing);
  const solver = options.solver ?? fakeSolver(() => ({ verdict: 'unknown' }));
  const utils = render(
    <App
      store={store}
      solver={solver}
      boot={options.boot ?? bootFor()}
      writer={options.writer ?? 'test-popup'}
      copyText={options.copyText ?? (async () => undefined)}
    />,
  );
  return { ...utils, store, backing, solver };
}

/** Boots from storage the way main.tsx does, then renders. */
export async function renderFromStorage(backing: MemoryBacking, writer = 'reopened', solver?: SolverLanes) {
  const store = memoryStore(backing);
  const boot = await loadBoot(store, writer, readStored, () => 0.5);
  return { boot, ...renderApp({ boot, backing, writer, solver }) };
}

export const pile = (container: Element, id: string): HTMLButtonElement => {
  const el = container.querySelector<HTMLButtonElement>(`[data-pile="${id}"]`);
  if (!el) throw new Error(`no pile ${id}`);
  return el;
};

export const tokens = (moves: readonly Move[]) => moves.map((m) => (m.kind === 'deal' ? 'deal' : `${m.from}>${m.to}`)).join(' ');

/** The moves of the game saved in `backing`, as text (after the store's pending write). */
export const savedMoves = async (backing: MemoryBacking) => {
  await new Promise((r) => setTimeout(r, 0));
  const read = readStored(backing.data.get(GAME_KEY));
  if (!read.ok) throw new Error(read.error.message);
  return tokens(read.value.game.moves);
};

/**
 * Each test of the file sees `Date` at `instant` (timers stay real: the app's own waits run),
 * and what it rendered is removed after it; `after` undoes what else the file set up.
 */
export function dateFixedAt(instant: string, after?: () => void): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    after?.();
  });
}
