// Finish offered as soon as the rest is decided from what is visible (issue 21). The engine's
// `finishLine` (foundation plays alone) costs nothing and is tried first, by the notices
// themselves. Beyond it, once every card is in sight (the stock empty, the reserve at most its top) the full-deal
// solver reads nothing the player cannot see, so its proof may offer Finish too: asked here
// in the background after each such step, without the player asking. It uses the front lane
// only while the player has no question there (theirs would cancel it: the latest request
// wins), shows no progress, and offers Finish only from a proved win (a line the solver has
// replayed through the engine to the end, src/solver/search/solve.ts), never from "unknown".
// With "Hints may look at face-down cards", any proof the solver already has for the
// position (a hint's or Winnable?'s winning line) offers Finish as well, stock or not.
import { type Game, type Move, allInSight, finishLine, keyOf, status } from '../../src/engine/index';
import type { AdviceWork, FinishView } from './adviceState';
import { BUDGETS } from './budgets';

/** The finish to offer from a proved line about `g`. */
const finishOf = (g: Game, line: readonly Move[]): FinishView => ({ forKey: keyOf(g.moves), line });

/** After a step: a proof the solver has, or (every card in sight) a proof asked for in the background. */
export async function proveFinish(w: AdviceWork): Promise<void> {
  const g = w.session.get().game;
  if (status(g.position) !== 'playing' || (g.position.stock.length === 0 && finishLine(g.position))) return;
  const known = w.cache.get(g.moves);
  if (known?.verdict === 'win' && (allInSight(g.position) || w.session.get().settings.hintsPeek)) {
    w.show({ finish: finishOf(g, known.line) });
    return;
  }
  // Not over the player's question, nor a deal search's (both in the front lane).
  if (!allInSight(g.position) || known || w.shown().busy || w.shown().dealSearch) return;
  const answer = await w.solver.front.solve({ deal: g.deal, moves: g.moves, ...BUDGETS.hint });
  // A question of the player's, or a step, cancels it (the lane's client says so).
  if (answer.verdict === 'cancelled') return;
  w.cache.remember(g.moves, answer);
  if (answer.verdict === 'win') w.show({ finish: finishOf(g, answer.line) });
}
