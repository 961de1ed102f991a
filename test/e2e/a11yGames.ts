// Games for the accessibility tests, made in Node with the engine and the solver: a
// deal's proven winning line (to stop anywhere along it, or play it to the end) and a
// game played into a blocked position.
import { type Game, type Move, dealFromNumber, legalMoves, newGame, playMove, status } from '../../src/engine/index';

export function gameOf(dealNumber: number, moves: readonly Move[] = []): Game {
  const deal = dealFromNumber(dealNumber);
  if (!deal.ok) throw new Error(deal.error.message);
  let game = newGame(deal.value, dealNumber);
  for (const move of moves) {
    const next = playMove(game, move);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

/** `game` with the moves of `line` played until `reached` holds (an error if it never does). */
export function playUntil(game: Game, line: readonly Move[], reached: (g: Game) => boolean): Game {
  let current = game;
  for (const move of line) {
    if (reached(current)) return current;
    const next = playMove(current, move);
    if (!next.ok) throw new Error(next.error.message);
    current = next.value;
  }
  if (!reached(current)) throw new Error('the line never reaches the goal');
  return current;
}

/** The solver's winning line for deal `dealNumber` (replayed through the engine by solveGame). */
export async function winningLine(dealNumber: number): Promise<Move[]> {
  const { loadSolver } = await import('../../src/solver/node');
  const { solveGame } = await import('../../src/solver/search/solve');
  const core = await loadSolver(16 << 20);
  const deal = dealFromNumber(dealNumber);
  if (!deal.ok) throw new Error(deal.error.message);
  const answer = solveGame(core, deal.value, [], { maxNodes: 2_000_000 });
  if (answer.verdict !== 'win') throw new Error(`deal ${dealNumber} is not proven winnable within the budget`);
  return [...answer.line];
}

/**
 * A game that ends blocked: random play (a fixed-seed generator) that never moves a card
 * between tableau piles unless nothing else is legal, tried on deals 1, 2, … until one
 * blocks within 400 moves.
 */
export function blockedGame(): Game {
  let seed = 1;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let n = 1; n <= 50; n++) {
    let game = gameOf(n);
    for (let k = 0; k < 400 && status(game.position) === 'playing'; k++) {
      const all = legalMoves(game.position);
      const onward = all.filter((m) => !(m.kind === 'play' && m.from.startsWith('t') && m.to.startsWith('t')));
      const pool = onward.length > 0 ? onward : all;
      const next = playMove(game, pool[Math.floor(random() * pool.length)]);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    if (status(game.position) === 'blocked') return game;
  }
  throw new Error('no blocked game found on deals 1–50');
}

/**
 * Deal `dealNumber` near the end of its winning line: from its last move onto a tableau
 * pile (so that the rest has a pick-up and drop, and not only foundation plays) to the win.
 */
export async function nearTheEnd(dealNumber: number): Promise<{ start: Game; rest: Move[] }> {
  const line = await winningLine(dealNumber);
  let k = line.length - 1;
  while (k > 0 && !(line[k].kind === 'play' && (line[k] as { to: string }).to.startsWith('t'))) k--;
  return { start: gameOf(dealNumber, line.slice(0, k)), rest: line.slice(k) };
}
