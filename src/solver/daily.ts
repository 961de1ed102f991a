// The deal of the day (docs/deal-of-the-day.md). THE FORMULA IS FROZEN: everyone playing on
// the same UTC date gets the same deal (test/solver/daily.test.ts pins dates → numbers).
//
// 1. The day is the UTC date written YYYY-MM-DD.
// 2. Its start number: FNV-1a (32-bit) over the day's 10 ASCII characters — h = 0x811C9DC5;
//    for each character c: h = (h XOR c) · 0x01000193 mod 2^32 — then 0 becomes 1.
// 3. The deal of the day is the first of start, start+1, … (after 4294967295 comes 1) whose
//    deal the solver proves won within DAILY_NODES nodes: node budget only, never a time
//    limit, so a slow machine finds the same deal as a fast one. The search is the solver's
//    default (its portfolio's opening, the schedule it had when this was written, covers the
//    whole budget; reproducible for a given table size) with the popup worker's table
//    (WORKER_TABLE_BYTES, src/solver/worker/tables.ts).
import { MAX_DEAL_NUMBER, dealFromNumber, fnv1a } from '../engine/index';
import type { SolverAnswer } from './search/answer';

/** The node budget of the check (no time budget: the answer must not depend on the machine). */
export const DAILY_NODES = 50_000;
/** Candidates tried at most (a day needing more has never been seen; the popup then says so). */
export const DAILY_TRIES = 100;

/** The UTC date of `date` as YYYY-MM-DD. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The day before `day` (YYYY-MM-DD), for streaks. */
export const dayBefore = (day: string): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

/** Step 2: the day's start number, FNV-1a over its characters. */
export function dailyStart(day: string): number {
  const h = fnv1a(day);
  return h === 0 ? 1 : h;
}

/** The candidate after `n` (wrapping to 1). */
export const nextCandidate = (n: number): number => (n >= MAX_DEAL_NUMBER ? 1 : n + 1);

/** Asks whether deal `n` is proved won within DAILY_NODES nodes (a solver in the worker, or in-process). */
export type DailyProof = (n: number, deal: readonly number[]) => Promise<SolverAnswer>;

export type DailyResult =
  | { ok: true; day: string; dealNumber: number; tried: number }
  | { ok: false; day: string; reason: 'cancelled' | 'error' | 'none'; message?: string };

/** Step 3: tries the candidates in order; `onTry` hears each one. */
export async function findDailyDeal(day: string, prove: DailyProof, onTry?: (n: number, tried: number) => void): Promise<DailyResult> {
  let n = dailyStart(day);
  for (let tried = 1; tried <= DAILY_TRIES; tried++, n = nextCandidate(n)) {
    onTry?.(n, tried);
    const deal = dealFromNumber(n);
    if (!deal.ok) return { ok: false, day, reason: 'error', message: deal.error.message };
    const answer = await prove(n, deal.value);
    if (answer.verdict === 'win') return { ok: true, day, dealNumber: n, tried };
    if (answer.verdict === 'cancelled') return { ok: false, day, reason: 'cancelled' };
    if (answer.verdict === 'error') return { ok: false, day, reason: 'error', message: answer.message };
  }
  return { ok: false, day, reason: 'none' };
}
