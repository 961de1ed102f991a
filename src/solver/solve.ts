// What the solver answers, checked: every win line is replayed through the engine before
// it is reported, and a line that does not replay to a won game becomes an error answer
// (a solver bug), never a win. Also the hint: a move and the reason for it.
import {
  type Card, type Move, type Position,
  legalMoves, moveToString, play, relRank, replay, safeFoundationMoves, status, sourceCard,
} from '../engine/index';
import type { CoreAnswer, SearchOptions, SolverCore, Verdict } from './core';

export type SolveAnswer =
  | { result: Verdict; line: Move[]; nodes: number; ms: number }
  | { result: 'error'; message: string; line: Move[]; nodes: number; ms: number };

/** Plays `line` from `pos`; true when every move is legal and the game ends won. */
export function lineWins(pos: Position, line: readonly Move[]): boolean {
  let p = pos;
  for (const m of line) {
    const next = play(p, m);
    if (!next.ok) return false;
    p = next.value;
  }
  return status(p) === 'won';
}

/** Turns a raw core answer into a checked one: a win must replay from `pos`. */
export function checkAnswer(pos: Position, a: CoreAnswer, deal?: readonly Card[], moves?: readonly Move[]): SolveAnswer {
  if (a.result !== 'win') return { ...a, line: [] };
  let good: boolean;
  if (deal && moves) {
    const r = replay(deal, [...moves, ...a.line]);
    good = r.ok && status(r.value) === 'won';
  } else {
    good = lineWins(pos, a.line);
  }
  if (!good) {
    return {
      result: 'error',
      message: `solver bug: its win line does not replay through the engine (${a.line.map(moveToString).join(' ')})`,
      line: [],
      nodes: a.nodes,
      ms: a.ms,
    };
  }
  return a;
}

/** Solves a position synchronously, win lines checked. */
export function solvePosition(core: SolverCore, pos: Position, options: SearchOptions = {}): SolveAnswer {
  if (status(pos) === 'won') return { result: 'win', line: [], nodes: 0, ms: 0 };
  return checkAnswer(pos, core.solveSync(pos, options));
}

/** Solves deal + moves synchronously; the win line is replayed from the deal through the engine. */
export function solveGame(core: SolverCore, deal: readonly Card[], moves: readonly Move[], options: SearchOptions = {}): SolveAnswer {
  const start = replay(deal, moves);
  if (!start.ok) {
    return { result: 'error', message: `move ${(start.error.index ?? 0) + 1}: ${start.error.message}`, line: [], nodes: 0, ms: 0 };
  }
  const pos = start.value;
  if (status(pos) === 'won') return { result: 'win', line: [], nodes: 0, ms: 0 };
  return checkAnswer(pos, core.solveSync(pos, options), deal, moves);
}

// ---------------------------------------------------------------------------------------
// Hints

export interface HintAnswer {
  /** The suggested move, or null when there is none (won or blocked). */
  move: Move | null;
  reason: string;
  result: Verdict | 'error';
  nodes: number;
  ms: number;
}

/**
 * The heuristic score of a move, used for hints when the search is undecided (the same
 * order the search tries moves in, see docs/solver.md): safe foundation plays first, then
 * other foundation plays (reserve, then a tableau card that empties its pile, then other
 * tableau cards, then the waste), then waste to tableau, a base-rank waste card to a space,
 * a tableau move that opens a space, a deal, a non-base waste card to a space, and last
 * the other tableau moves.
 */
export function heuristicScore(pos: Position, move: Move): number {
  if (move.kind === 'deal') return 200;
  if (move.to === 'f' || move.to.startsWith('f')) {
    if (safeFoundationMoves(pos).some((m) => m.kind === 'play' && m.from === move.from)) return 2000;
    if (move.from === 'r') return 1100;
    if (move.from.startsWith('t')) return pos.tableau[Number(move.from.slice(1)) - 1].length === 1 ? 1050 : 1000;
    return 990;
  }
  const target = pos.tableau[Number(move.to.slice(1)) - 1];
  if (move.from === 'w') {
    if (target.length === 0) {
      const c = sourceCard(pos, 'w');
      return c !== undefined && relRank(c, pos.base) === 0 ? 600 : 150;
    }
    return 500;
  }
  return pos.tableau[Number(move.from.slice(1)) - 1].length === 1 ? 400 : 50;
}

const describe = (m: Move): string => moveToString(m);

/** A hint for `pos`: the first move of a win, or the heuristic move, or (lost) the move keeping most options. */
export function hintFor(core: SolverCore, pos: Position, options: SearchOptions = {}): HintAnswer {
  if (status(pos) === 'won' || legalMoves(pos).length === 0) return hintFromAnswer(pos, { result: 'loss', line: [], nodes: 0, ms: 0 });
  return hintFromAnswer(pos, solvePosition(core, pos, options));
}

/** The hint that follows from a (checked) answer for `pos`. */
export function hintFromAnswer(pos: Position, a: SolveAnswer): HintAnswer {
  const moves = legalMoves(pos);
  if (status(pos) === 'won') return { move: null, reason: 'the game is won', result: 'win', nodes: 0, ms: 0 };
  if (moves.length === 0) return { move: null, reason: 'no legal move: the game is blocked (lost)', result: 'loss', nodes: a.nodes, ms: a.ms };
  const byHeuristic = [...moves].sort((x, y) => heuristicScore(pos, y) - heuristicScore(pos, x));
  if (a.result === 'error') return { move: byHeuristic[0], reason: `${a.message}; heuristic move instead`, result: 'error', nodes: a.nodes, ms: a.ms };
  if (a.result === 'win' && a.line.length > 0) {
    return { move: a.line[0], reason: `wins: first move of a winning line of ${a.line.length} moves`, result: 'win', nodes: a.nodes, ms: a.ms };
  }
  if (a.result === 'unknown') {
    return { move: byHeuristic[0], reason: 'undecided within the budget; heuristic choice (safe and foundation plays first, then waste to tableau, then deal)', result: 'unknown', nodes: a.nodes, ms: a.ms };
  }
  // Lost: keep the most options — the move after which the most moves are legal
  // (ties: heuristic order).
  let best = byHeuristic[0];
  let bestCount = -1;
  for (const m of byHeuristic) {
    const next = play(pos, m);
    if (!next.ok) continue;
    const count = legalMoves(next.value).length;
    if (count > bestCount) {
      bestCount = count;
      best = m;
    }
  }
  return { move: best, reason: `lost: no sequence of moves wins from here; ${describe(best)} keeps the most options (${bestCount} moves after it)`, result: 'loss', nodes: a.nodes, ms: a.ms };
}
