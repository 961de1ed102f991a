// The deal of the day (docs/deal-of-the-day.md). THE FORMULA IS FROZEN: everyone playing on
// the same UTC date gets the same deal (test/solver/daily.test.ts pins dates → numbers).
//
// 1. The day is the UTC date written YYYY-MM-DD.
// 2. Its start number: FNV-1a (32-bit) over the day's 10 ASCII characters — h = 0x811C9DC5;
//    for each character c: h = (h XOR c) · 0x01000193 mod 2^32 — then 0 becomes 1.
// 3. The deal of the day is the first of start, start+1, … (after 4294967295 comes 1) whose
//    deal the solver proves won within DAILY_NODES nodes: node budget only, never a time
//    limit, so a slow machine finds the same deal as a fast one. The search is the solver's
//    default (reproducible for a given table size) with the popup worker's table
//    (WORKER_TABLE_BYTES, src/solver/worker/tables.ts).
//
// Step 3 was run once for every day from 2026-01-01 to 2036-12-31 (scripts/daily-table.mjs)
// and its answers ship as a table (dailyTable.ts, loaded only when a day's deal is asked):
// findDailyDeal reads a day of that range from the table and searches nothing. A day outside
// it (after 2036, or before 2026) is still found by the search, searchDailyDeal.
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

/** The number of days from `from` to `day` (both YYYY-MM-DD), or NaN when either is no date. */
const daysFrom = (from: string, day: string): number => (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** Step 3 as the shipped table has it: the day's deal number, or undefined for a day outside the table. */
export async function listedDailyDeal(day: string): Promise<{ dealNumber: number; tried: number } | undefined> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const { FIRST_DAY, SKIPPED } = await import('./dailyTable');
  const i = daysFrom(FIRST_DAY, day);
  if (!Number.isInteger(i) || i < 0 || i >= SKIPPED.length) return undefined;
  const skipped = Number(SKIPPED[i]);
  let n = dailyStart(day);
  for (let k = 0; k < skipped; k++) n = nextCandidate(n);
  return { dealNumber: n, tried: skipped + 1 };
}

/** The deal of the day: from the shipped table for a day it lists (no search), else by searchDailyDeal. */
export async function findDailyDeal(day: string, prove: DailyProof, onTry?: (n: number, tried: number) => void): Promise<DailyResult> {
  const listed = await listedDailyDeal(day);
  if (listed) return { ok: true, day, ...listed };
  return searchDailyDeal(day, prove, onTry);
}

/** Step 3 by search: tries the candidates in order; `onTry` hears each one. */
export async function searchDailyDeal(day: string, prove: DailyProof, onTry?: (n: number, tried: number) => void): Promise<DailyResult> {
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
