// The fair player's one owner, on the `fair` lane (docs/fair-play.md): the chance at the deal
// (its difficulty), the win-chance meter after each move, deals by difficulty. Its questions
// (fair/fairMeter.ts, fair/bandSearch.ts) come with the on-demand chunk, loaded after the
// first paint. Nothing here holds up play: a move while the fair player works just replaces
// the question (the latest wins), and an answer about a line the game has left is dropped.
// Chances are kept in the session (meta.chances), so a reopened popup still has them.
import { useEffect, useState } from 'preact/hooks';
import type { SolverLanes } from '../advice/solverClient';
import { cell, latestWins, useObserved } from '../session/observable';
import type { SessionStore } from '../session/store';
import type { Fair, FairState, FairWork } from './fairState';
import { keyOf } from '../../src/engine/index';
import { chanceAt } from '../../src/storage/lineNotes';
import type { ReadyDealHost } from '../panels/readyDeal';
import type { KeyValueStore } from '../../src/storage/store';

export interface FairOptions {
  solver: SolverLanes;
  session: SessionStore;
  showFlash(text: string): void;
  random?: () => number;
  /** A deal found for a game begun during the search: asked about first (panels/readyDeal.ts). */
  ready: ReadyDealHost;
  /** Where the accuracy of a finished game is added to its history record (fair/accuracyRun.ts). */
  store?: KeyValueStore;
}

const questions = () => import('../loading/onDemand');

/** The fair player; attach() follows the session (and asks at once) until its return is called. */
export function createFair(options: FairOptions): Fair & { attach(): () => void } {
  const { solver, session } = options;
  const state = cell<FairState>({ working: false });
  const meter = latestWins();
  const bandSearch = latestWins();
  const work: FairWork = {
    ...options,
    show: state.set,
    startBandSearch: bandSearch.start,
    dropMeter: meter.drop,
  };

  const refresh = ({ force = false }: { force?: boolean } = {}): Promise<void> => {
    const latest = meter.start();
    return questions().then((q) => q.refreshChances(work, latest, { force }))
      .finally(() => state.set({ refreshed: (state.get().refreshed ?? 0) + 1 }));
  };

  return {
    get() {
      const { working, spread, stuck, bandSearch: search, refreshed } = state.get();
      const { game, meta } = session.get();
      return {
        working,
        chance: chanceAt(game, meta, game.moves.length),
        interval: spread && spread.key === keyOf(game.moves) ? [spread.low, spread.high] : undefined,
        dealChance: meta.dealChance,
        stuck: stuck === keyOf(game.moves),
        bandSearch: search,
        refreshed,
      };
    },
    subscribe: state.subscribe,
    refresh,
    searchBand(band) {
      const since = session.get().game; // the game as the player asked, whatever the chunk's load takes
      return questions().then((q) => q.searchBand(work, band, since));
    },
    stopBandSearch() {
      bandSearch.drop();
      solver.fair.cancel();
      state.set({ bandSearch: undefined });
    },
    attach() {
      const unsubscribe = session.subscribe(({ session: now, change }, before) => {
        const meterOn = change.kind === 'prefs' && now.settings.winMeter && !before.settings.winMeter;
        // After the render: the board shows the move first, then the question is asked.
        if ((now.game !== before.game && change.kind !== 'noted') || meterOn) setTimeout(() => void refresh(), 0);
      });
      void refresh();
      return unsubscribe;
    },
  };
}

/** The fair player for the component's life, rendering it again on each change. */
export function useFair(options: FairOptions): Fair {
  const [fair] = useState(() => createFair(options));
  useObserved(fair);
  useEffect(() => fair.attach(), [fair]);
  return fair;
}
