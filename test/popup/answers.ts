// Solver answers as the popup's tests script them: the verdict and what goes with it; the
// effort (nodes, ms) is filled in.
import type { Move } from '../../src/engine/index';
import type { ChanceAnswer, SolverAnswer } from '../../popup/advice/solverClient';

/** An answer without its effort. */
export type ScriptedAnswer = SolverAnswer extends infer A ? (A extends SolverAnswer ? Omit<A, 'nodes' | 'ms'> : never) : never;

export const answer = (a: ScriptedAnswer, nodes = 0): SolverAnswer => ({ nodes, ms: 0, ...a }) as SolverAnswer;

/** The fair player's answer: `chance` for the best move `best` (others given as [move, chance]). */
export const fairAnswer = (chance: number, best?: Move, others: readonly [Move, number][] = []): ChanceAnswer => ({
  verdict: 'chance',
  best,
  chance,
  low: Math.max(0, chance - 0.05),
  high: Math.min(1, chance + 0.05),
  rollout: best ? { share: chance, low: Math.max(0, chance - 0.05), high: Math.min(1, chance + 0.05) } : undefined,
  samples: 100,
  moves: best ? [{ move: best, wins: Math.round(chance * 100), chance }, ...others.map(([move, c]) => ({ move, wins: Math.round(c * 100), chance: c }))] : [],
  reason: best ? 'search' : 'none',
  ms: 1,
});
