// The fair player's questions for the meter and the difficulty badge (fair/fairController.ts
// owns what they show): the chance at the deal, always, and where the game stands when the
// meter is on. It runs only once the board is drawn, so it comes with the on-demand chunk
// (popup/loading/onDemand.ts): the fair player's worker takes far longer to start than the
// chunk to load.
import type { Game, Move, Position } from '../../src/engine/index';
import type { FairAnswer } from '../../src/solver/fair/core';
import type { FairWork } from './fairState';
import { dealPosition, keyOf, onLine, play } from '../../src/engine/index';
import { chanceAt, moveNote } from '../../src/storage/lineNotes';
import { regretOf } from './chanceLine';
import { noteAccuracy } from './accuracyRun';

/**
 * The latest fair answer each meter has in memory, with the position it is about (and that
 * position itself when it was where the game stood, as it mostly is).
 */
const answered = new WeakMap<FairWork, { deal: readonly number[]; moves: readonly Move[]; answer: FairAnswer; pos?: Position }>();

/**
 * Once the move after the remembered answer's position is played, keeps what it cost: the
 * answer's best chance against the played move's, both from the same answer (kept on the move's ply).
 */
function noteRegret(w: FairWork): void {
  const known = answered.get(w);
  const { game } = w.session.get();
  if (!known || game.moves.length <= known.moves.length || !onLine(game, known.deal, known.moves)) return;
  const at = known.moves.length;
  if (moveNote(game, at).regret) return;
  // Replayed from the deal only when the answer's position was not where the game stood: made
  // after every move, the replay of the whole game allocated a position a move played, some 5%
  // of what outlived the page's young collections over moves 20 to 120 (issue 38).
  let pos = known.pos;
  if (!pos) {
    pos = dealPosition(game.deal);
    for (const m of known.moves) {
      const next = play(pos, m);
      if (!next.ok) return;
      pos = next.value;
    }
  }
  const regret = regretOf(pos, known.answer, game.moves[at]);
  if (regret) w.session.dispatch({ type: 'noteRegret', at, regret });
}

/** Asks the fair player about the first `at` moves and keeps the chance; false when it is no longer wanted. */
async function note(w: FairWork, latest: () => boolean, g: Game, at: number): Promise<boolean> {
  const moves = g.moves.slice(0, at);
  const a = await w.solver.fair.chance({ deal: g.deal, moves });
  if (a.verdict === 'chance') {
    answered.set(w, { deal: g.deal, moves, answer: a, ...(at === g.moves.length ? { pos: g.position } : {}) });
    noteRegret(w);
  }
  if (!latest() || a.verdict !== 'chance' || a.chance === undefined) return false;
  if (!onLine(w.session.get().game, g.deal, moves)) return false;
  w.session.dispatch({ type: 'noteChance', at, chance: a.chance });
  if (a.low !== undefined && a.high !== undefined) w.show({ spread: { key: keyOf(moves), low: a.low, high: a.high } });
  // No move the fair player would consider (only shuffles between piles, or nothing): the end
  // of the game in all but name, which the table then says with the ways out.
  if (at > 0 && at === g.moves.length && a.best === undefined && a.chance < 1) w.show({ stuck: keyOf(moves) });
  return true;
}

/**
 * Works out what is not known yet (while `latest()`): the chance at the deal (the difficulty,
 * always), then the chance where the game stands (when the meter is on, or `force`:
 * Winnable? shows it).
 */
export async function refreshChances(w: FairWork, latest: () => boolean, { force }: { force: boolean }): Promise<void> {
  noteRegret(w);
  noteAccuracy(w);
  const { game, meta, settings } = w.session.get();
  const wanted = [0, game.moves.length].filter((at, i) =>
    chanceAt(game, meta, at) === undefined && (i === 0 || (at > 0 && (settings.winMeter || force))));
  if (wanted.length === 0) return w.show({ working: false });
  w.show({ working: true });
  for (const at of wanted) if (!(await note(w, latest, game, at))) return;
  if (latest()) w.show({ working: false });
}
