// The fair player's questions for the meter and the difficulty badge (useFairPlay holds what
// they show): the chance at the deal, always, and where the game stands when the meter is
// on. It runs only once the board is drawn, so it comes with the lazy chunk (popup/loading/onDemand.ts):
// the fair player's worker takes far longer to start than the chunk to load.
import type { Game } from '../../src/engine/index';
import type { SessionStore } from '../session/store';
import { keyOf, onLine } from '../advice/verdicts';
import type { SolverLanes } from '../advice/solverClient';

export interface MeterContext {
  solver: SolverLanes;
  session: SessionStore;
  /** Id of the latest meter question (or search): an answer to an older one is dropped. */
  latest: { current: number };
  setWorking(working: boolean): void;
  /** The interval of the latest chance, with the moves it is about. */
  setSpread(spread: { key: string; low: number; high: number }): void;
}

/** Asks the fair player about the first `at` moves and keeps the chance; false when it is no longer wanted. */
async function note(c: MeterContext, id: number, g: Game, at: number): Promise<boolean> {
  const moves = g.moves.slice(0, at);
  const a = await c.solver.fair.chance({ deal: g.deal, moves });
  if (c.latest.current !== id || a.verdict !== 'chance' || a.chance === undefined) return false;
  if (!onLine(c.session.get().game, g.deal, moves)) return false;
  c.session.dispatch({ type: 'noteChance', at, chance: a.chance });
  if (a.low !== undefined && a.high !== undefined) c.setSpread({ key: keyOf(moves), low: a.low, high: a.high });
  return true;
}

/**
 * Works out what is not known yet (question `id`): the chance at the deal (the difficulty,
 * always), then the chance where the game stands (when the meter is on, or `force`:
 * Winnable? shows it).
 */
export async function refreshChances(c: MeterContext, id: number, force: boolean): Promise<void> {
  const { game, meta, settings } = c.session.get();
  const wanted = [0, game.moves.length].filter((at, i) =>
    (meta.chances?.[at] ?? null) === null && (i === 0 || (at > 0 && (settings.winMeter || force))));
  if (wanted.length === 0) return c.setWorking(false);
  c.setWorking(true);
  for (const at of wanted) if (!(await note(c, id, game, at))) return;
  if (c.latest.current === id) c.setWorking(false);
}
