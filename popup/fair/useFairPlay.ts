// The fair player in the background, on the `fair` lane (docs/fair-play.md): the chance at
// the deal (its difficulty), the win-chance meter after each move, deals by difficulty.
// This hook holds what is shown; the questions (popup/fair/fairMeter.ts, advice/dealSearches.ts) come
// with the lazy chunk, loaded after the first paint.
// Nothing here holds up play: a move while the fair player works just replaces the question
// (the latest request wins), and an answer about a line the game has left is dropped.
// Chances are kept in the session (meta.chances), so a reopened popup still has them.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Band } from '../../src/solver/difficulty';
import type { DealSearch } from '../panels/Panels';
import { type SessionStore, useSessionListener } from '../session/store';
import { keyOf } from '../advice/verdicts';
import type { SolverLanes } from '../advice/solverClient';

export interface FairPlayOptions {
  solver: SolverLanes;
  session: SessionStore;
  showFlash(text: string): void;
  random?: () => number;
}

export function useFairPlay({ solver, session, showFlash, random }: FairPlayOptions) {
  const [working, setWorking] = useState(false);
  /** The interval of the latest chance, with the moves it is about. */
  const [interval, setSpread] = useState<{ key: string; low: number; high: number } | undefined>();
  const [bandSearch, setBandSearch] = useState<DealSearch | undefined>();
  /** Ids of the latest meter question and the latest search: older answers are dropped. */
  const latest = useRef(0);
  const searchId = useRef(0);

  /**
   * Works out what is not known yet (popup/fair/fairMeter.ts): the chance at the deal, then where
   * the game stands (with the meter on, or `force`: Winnable? shows it). The latest wins.
   */
  const refresh = (force = false): Promise<void> => {
    const id = ++latest.current;
    return import('../loading/onDemand').then(({ refreshChances }) => refreshChances({ solver, session, latest, setWorking, setSpread }, id, force));
  };

  useSessionListener(session, ({ session: now, change }, before) => {
    const meterOn = change.kind === 'prefs' && now.settings.winMeter && !before.settings.winMeter;
    // After the render: the board shows the move first, then the question is asked.
    if (now.game !== before.game || meterOn) setTimeout(() => void refresh(), 0);
  });

  useEffect(() => {
    void refresh();
  }, []);

  /** Deals random numbers until the fair player's chance at the deal falls in `band` (popup/advice/dealSearches.ts). */
  const searchBand = (band: Band) =>
    import('../loading/onDemand').then(({ searchBand }) => searchBand({ solver, session, showFlash, random, searchId, latest, setBandSearch }, band));

  const cancelBandSearch = () => {
    searchId.current++;
    solver.fair.cancel();
    setBandSearch(undefined);
  };

  const { game, meta } = session.get();
  const key = keyOf(game.moves);
  return {
    /** The chance where the game stands (undefined until known). */
    chance: meta.chances?.[game.moves.length] ?? undefined,
    interval: interval && interval.key === key ? ([interval.low, interval.high] as const) : undefined,
    dealChance: meta.chances?.[0] ?? undefined,
    working,
    refresh,
    bandSearch,
    searchBand,
    cancelBandSearch,
  };
}
