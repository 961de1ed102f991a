// The fair blunder alert: was a move clearly worse than the fair player's best move, judged
// only from what the player could see? docs/fair-play.md ("The blunder alert") has the rule
// and its figures.
//
// The judge is the fair player's own decision at the position before the move (fairDecide:
// every candidate scored on the same determinizations, seeded by the view's hash), with the
// paired counts between its best move and the move played (judge.ts: the same
// determinizations again). A move is called clearly worse when
//   1. it is not the decision's best move, which is the move the fair hint gives (nor any
//      move the caller says was hinted): structural, checked before any number is read;
//   2. its calibrated chance is at least ALERT_MIN_LOSS below the best move's; and
//   3. a paired sign test over the shared determinizations says the best move wins more
//      often: of the samples exactly one of the two won, the best move's lead b − w must
//      exceed ALERT_Z standard deviations, √(b + w).
// A safe foundation play or the only move is never searched, so nothing is judged there;
// nor is a move the fair search leaves out (a pile-to-pile shuffle that could go round in
// circles). Everything read is a function of the view, so the alert is too. Pure: the
// popup judges the worker's answer with it.
import { type Move, type Position, type TableauId, cardRank, pileIndex } from '../../engine/index';
import type { FairAnswer, MoveChance } from './core';
import { clearlyMore } from '../interval';

/** The least chance a move must lose against the best move to be called out (calibrated, 0..1). */
export const ALERT_MIN_LOSS = 0.1;
/** Standard deviations of the paired sign test (one-sided, about 2.3% under the normal approximation). */
export const ALERT_Z = 2;

/** What the alert says: the move played, the fair best move, and the chance the first lost. */
export interface FairAlert {
  played: MoveChance;
  best: MoveChance;
  /** best.chance − played.chance (calibrated, 0..1). */
  cost: number;
}

/** The sign test's counts between the best move and `move`, on the decision's determinizations. */
export interface PairedCounts {
  move: Move;
  /** Samples the best move won and `move` lost. */
  better: number;
  /** Samples `move` won and the best move lost. */
  worse: number;
}

/** What the alert reads: the fair decision, and the paired counts for the move played (a ChanceAnswer with `judge` carries both). */
export type FairScores = Pick<FairAnswer, 'best' | 'moves' | 'samples' | 'reason'> & { readonly paired?: PairedCounts };

/**
 * A move's place among the fair search's candidates, as the module tells them apart
 * (assembly/fair/search.ts, `signature`): its source and destination up to the numbering of
 * the piles. A pile is its top card's rank and its length (cards under a top are the ranks
 * above it); every foundation play of one source is one choice.
 */
export function choiceKey(table: Pick<Position, 'tableau'>, move: Move): string {
  if (move.kind === 'deal') return 'deal';
  const pile = (id: TableauId) => {
    const p = table.tableau[pileIndex(id)];
    return p.length === 0 ? 'space' : `${cardRank(p[p.length - 1])}x${p.length}`;
  };
  const from = move.from === 'w' || move.from === 'r' ? move.from : pile(move.from);
  const to = move.to.startsWith('f') ? 'f' : pile(move.to as TableauId);
  return `${from}>${to}`;
}

/** Do `a` and `b` make the same choice from a position or its view (choiceKey reads only the piles)? */
export const sameChoice = (table: Pick<Position, 'tableau'>, a: Move, b: Move): boolean => choiceKey(table, a) === choiceKey(table, b);

/** The paired sign test: did the best move win clearly more of the samples exactly one of the two won? */
export const clearlyWorse = ({ better, worse }: Pick<PairedCounts, 'better' | 'worse'>, z = ALERT_Z): boolean => clearlyMore(better, worse, z);

/**
 * The alert for `played` from `pos`, judged by `scores` (the fair decision at `pos`), or
 * undefined when the move was not clearly worse. Never for the decision's best move, nor for
 * `hinted` (a fair hint shown at `pos`).
 */
export function fairAlert(pos: Position, scores: FairScores, played: Move, hinted?: Move): FairAlert | undefined {
  if (scores.best === undefined || sameChoice(pos, played, scores.best)) return undefined;
  if (hinted !== undefined && sameChoice(pos, played, hinted)) return undefined;
  if (scores.reason !== 'search' || scores.samples <= 0 || scores.moves.length === 0) return undefined;
  const best = scores.moves[0];
  const mine = scores.moves.find((m) => sameChoice(pos, m.move, played));
  const paired = scores.paired;
  if (mine === undefined || paired === undefined || !sameChoice(pos, paired.move, played)) return undefined;
  const cost = best.chance - mine.chance;
  if (cost < ALERT_MIN_LOSS - 1e-9 || !clearlyWorse(paired)) return undefined;
  return { played: mine, best, cost };
}
