// The fair player in the background, on the `fair` lane (docs/fair-play.md): the chance at
// the deal (its difficulty), the win-chance meter after each move, deals by difficulty
// (the search itself in popup/bandSearch.ts, loaded after the first paint).
// Nothing here holds up play: a move while the fair player works just replaces the question
// (the latest request wins), and an answer about a line the game has left is dropped.
// Chances are kept in the session (meta.chances), so a reopened popup still has them.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Card, Game, Move } from '../src/engine/index';
import type { Band } from '../src/solver/difficulty';
import type { DealSearch } from './components/Panels';
import { type SessionStore, useSessionListener } from './session/store';
import { keyOf } from './session/verdicts';
import type { SolverLanes } from './solverClient';

export interface FairPlayOptions {
  solver: SolverLanes;
  session: SessionStore;
  showFlash(text: string): void;
  random?: () => number;
}

/** Whether the chance asked about `moves` of `deal` still describes the game's line. */
const onLine = (g: Game, deal: readonly Card[], moves: readonly Move[]): boolean =>
  moves.length <= g.moves.length && g.deal.join() === deal.join() && keyOf(g.moves.slice(0, moves.length)) === keyOf(moves);

export function useFairPlay({ solver, session, showFlash, random }: FairPlayOptions) {
  const [working, setWorking] = useState(false);
  /** The interval of the latest chance, with the moves it is about. */
  const [interval, setSpread] = useState<{ key: string; low: number; high: number } | undefined>();
  const [bandSearch, setBandSearch] = useState<DealSearch | undefined>();
  /** Ids of the latest meter question and the latest search: older answers are dropped. */
  const latest = useRef(0);
  const searchId = useRef(0);

  /** Asks the fair player about the first `at` moves and keeps the chance; false when it is no longer wanted. */
  const note = async (id: number, g: Game, at: number): Promise<boolean> => {
    const moves = g.moves.slice(0, at);
    const a = await solver.fair.chance({ deal: g.deal, moves });
    if (latest.current !== id || a.verdict !== 'chance' || a.chance === undefined) return false;
    const now = session.get().game;
    if (!onLine(now, g.deal, moves)) return false;
    session.dispatch({ type: 'noteChance', at, chance: a.chance });
    if (a.low !== undefined && a.high !== undefined) setSpread({ key: keyOf(moves), low: a.low, high: a.high });
    return true;
  };

  /**
   * Works out what is not known yet: the chance at the deal (the difficulty, always), then
   * the chance where the game stands (when the meter is on, or `force`: Winnable? shows it).
   */
  const refresh = async (force = false) => {
    const id = ++latest.current;
    const { game, meta, settings } = session.get();
    const wanted = [0, game.moves.length].filter((at, i) =>
      (meta.chances?.[at] ?? null) === null && (i === 0 || (at > 0 && (settings.winMeter || force))));
    if (wanted.length === 0) return setWorking(false);
    setWorking(true);
    for (const at of wanted) if (!(await note(id, game, at))) return;
    if (latest.current === id) setWorking(false);
  };

  useSessionListener(session, ({ session: now, change }, before) => {
    const meterOn = change.kind === 'prefs' && now.settings.winMeter && !before.settings.winMeter;
    // After the render: the board shows the move first, then the question is asked.
    if (now.game !== before.game || meterOn) setTimeout(() => void refresh(), 0);
  });

  useEffect(() => {
    void refresh();
  }, []);

  /** Deals random numbers until the fair player's chance at the deal falls in `band` (popup/bandSearch.ts). */
  const searchBand = (band: Band) =>
    import('./later').then(({ searchBand }) => searchBand({ solver, session, showFlash, random, searchId, latest, setBandSearch }, band));

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
