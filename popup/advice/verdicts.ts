// What the solver has proved about positions of this deal (the blunder check built on it is
// blunderCheck.ts).
import { type Card, type Game, type Move, movesToString } from '../../src/engine/index';
import type { SolverAnswer } from './solverClient';

/** A position of the current deal, named by the moves that reach it. */
export const keyOf = (moves: readonly Move[]): string => movesToString(moves);

/** Is the position `moves` of `deal` the game `g` now, or one on its way (not undone since, same deal)? */
export const onLine = (g: Game, deal: readonly Card[], moves: readonly Move[]): boolean =>
  moves.length <= g.moves.length && g.deal.join() === deal.join() && keyOf(g.moves.slice(0, moves.length)) === keyOf(moves);

export type Proof = Extract<SolverAnswer, { verdict: 'win' | 'loss' }>;

/** Proved answers (win or loss) by position; anything less is not worth keeping. */
export class VerdictCache {
  private readonly proofs = new Map<string, Proof>();

  get(moves: readonly Move[]): Proof | undefined {
    return this.proofs.get(keyOf(moves));
  }

  remember(moves: readonly Move[], answer: SolverAnswer): void {
    if (answer.verdict === 'win' || answer.verdict === 'loss') this.proofs.set(keyOf(moves), answer);
  }

  /** A new deal: nothing proved about the old one applies. */
  clear(): void {
    this.proofs.clear();
  }
}
