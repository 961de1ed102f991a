// What the solver has proved about positions of this deal (the blunder check built on it is
// blunderCheck.ts).
import type { Move } from '../../src/engine/index';
import type { SolverAnswer } from './solverClient';
import { keyOf } from '../../src/engine/index';

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
