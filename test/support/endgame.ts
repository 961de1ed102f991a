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

export async function endgame(dealNumber: number): Promise<Endgame> {
  const { loadSolver } = await import('../../src/solver/node');
  const { solveGame } = await import('../../src/solver/solve');
  const core = await loadSolver(16 << 20);
  const deal = dealFromNumber(dealNumber);
  if (!deal.ok) throw new Error(deal.error.message);
  const answer = solveGame(core, deal.value, [], { maxNodes: 2_000_000 });
  if (answer.result !== 'win') throw new Error(`deal ${dealNumber} is not proven winnable`);
  let game = newGame(deal.value, dealNumber);
  for (let at = 0; at < answer.line.length; at++) {
    if (game.position.stock.length === 0 && finishLine(game.position)) return { line: [...answer.line], game, at };
    game = playAll(game, [answer.line[at]]);
  }
  throw new Error(`deal ${dealNumber}: no point of its line where Finish is on offer`);
}

export { playAll };
