// Games near their end, for Finish and the win: a deal's winning line (the solver's, in
// Node, replayed through the engine) and the game at the first point of it where the stock
// is out and the engine's foundation-only line (finishLine) wins.
import { type Game, type Move, dealFromNumber, finishLine, newGame, playMove } from '../../src/engine/index';

export interface Endgame {
  /** The whole winning line from the deal. */
  line: Move[];
  /** The game after the first `at` moves of the line: Finish is on offer there. */
  game: Game;
  at: number;
}

const playAll = (game: Game, moves: readonly Move[]): Game =>
  moves.reduce((g, m) => {
    const r = playMove(g, m);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, game);

/** Deal `n`'s winning line as the solver (in Node) finds it, and the solver to ask more. */
export async function solvedDeal(n: number) {
  const { loadSolver } = await import('../../src/solver/node');
  const { solveGame } = await import('../../src/solver/solve');
  const core = await loadSolver(16 << 20);
  const deal = dealFromNumber(n);
  if (!deal.ok) throw new Error(deal.error.message);
  const answer = solveGame(core, deal.value, [], { maxNodes: 2_000_000 });
  if (answer.result !== 'win') throw new Error(`deal ${n} is not proven winnable`);
  /** Asks the solver about the deal after `moves`. */
  const solve = (moves: readonly Move[], maxNodes: number) => solveGame(core, deal.value, moves, { maxNodes });
  return { deal: deal.value, line: answer.line, solve };
}

export async function endgame(dealNumber: number): Promise<Endgame> {
  const { deal, line } = await solvedDeal(dealNumber);
  let game = newGame(deal, dealNumber);
  for (let at = 0; at < line.length; at++) {
    if (game.position.stock.length === 0 && finishLine(game.position)) return { line: [...line], game, at };
    game = playAll(game, [line[at]]);
  }
  throw new Error(`deal ${dealNumber}: no point of its line where Finish is on offer`);
}

export { playAll };
