// Games near their end, for Finish and the win: the game at the first point of a deal's
// winning line (the solver's, in Node, replayed through the engine) where every card is in
// sight (the stock out, nothing under the reserve's top) and the engine's foundation-only
// line (finishLine) wins.
import { type Game, type Move, finishLine, playMove } from '../../src/engine/index';
import { gameOf, winningLine } from '../e2e/a11yGames';

export interface Endgame {
  /** The whole winning line from the deal. */
  line: Move[];
  /** The game after the first `at` moves of the line: Finish is on offer there. */
  game: Game;
  at: number;
}

export async function endgame(dealNumber: number): Promise<Endgame> {
  const line = await winningLine(dealNumber);
  let game = gameOf(dealNumber);
  for (let at = 0; at < line.length; at++) {
    // Every card in sight (the stock out, no card under the reserve's top): a Finish from
    // here reads nothing face down, so the win it ends in is the player's own.
    if (game.position.stock.length === 0 && game.position.reserve.length <= 1 && finishLine(game.position)) return { line, game, at };
    const next = playMove(game, line[at]);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  throw new Error(`deal ${dealNumber}: no point of its line where Finish is on offer`);
}
