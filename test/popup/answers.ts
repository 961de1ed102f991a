// Solver answers as the popup's tests script them: the verdict and what goes with it; the
// effort (nodes, ms) is filled in.
import type { SolverAnswer } from '../../popup/solverClient';

/** An answer without its effort. */
export type ScriptedAnswer = SolverAnswer extends infer A ? (A extends SolverAnswer ? Omit<A, 'nodes' | 'ms'> : never) : never;

export const answer = (a: ScriptedAnswer, nodes = 0): SolverAnswer => ({ nodes, ms: 0, ...a }) as SolverAnswer;
