// The deal of the day's formula, pinned (docs/deal-of-the-day.md): dates → start numbers
// (FNV-1a) → deal numbers (the first the solver proves won within DAILY_NODES nodes), by
// the search (searchDailyDeal). A change to the hash, the budget or the solver that moves
// any of these days fails here. The shipped table of 2026..2036 is checked against the
// search at the end of this file.
import { describe, expect, test } from 'vitest';
import { dealFromNumber } from '../../src/engine/index';
import { DAILY_NODES, dailyStart, dayBefore, dayOf, findDailyDeal, listedDailyDeal, nextCandidate, searchDailyDeal } from '../../src/solver/daily';
import { FIRST_DAY, LAST_DAY, SKIPPED } from '../../src/solver/dailyTable';
import { loadSolver } from '../../src/solver/node';
import { solveGame } from '../../src/solver/search/solve';
import { WORKER_TABLE_BYTES } from '../../src/solver/worker/tables';

/** day → [start number, deal of the day]; two skip a lost deal. */
const GOLDEN: Record<string, [number, number]> = {
  '2000-01-01': [2629323111, 2629323111],
  '2026-01-01': [2049302883, 2049302883],
  '2026-11-30': [1487828, 1487828],
  '2026-12-01': [3172915599, 3172915599],
  '2027-02-28': [4219393026, 4219393026],
  '2028-02-29': [3785314352, 3785314352],
  '2030-07-14': [2080137096, 2080137096],
  '2026-02-25': [1181675722, 1181675723], // 1181675722 is proved lost
  '2026-12-14': [3189840313, 3189840314], // 3189840313 is proved lost
  '2026-07-30': [1134189369, 1134189369], // undecided within the budget before the portfolio (docs/solver.md); won now
};

describe('the deal of the day', () => {
  test('the day is the UTC date; the day before crosses months and leap days', () => {
    expect(dayOf(new Date('2026-12-01T23:59:59-05:00'))).toBe('2026-12-02');
    expect(dayOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  test('start numbers: FNV-1a of the date, in 1..2^32-1; candidates wrap after the largest deal number', () => {
    for (const [day, [start]] of Object.entries(GOLDEN)) expect(dailyStart(day), day).toBe(start);
    expect(nextCandidate(0xffffffff)).toBe(1);
    expect(nextCandidate(41)).toBe(42);
  });

  test('dates → deal numbers, proved won within the node budget (the popup worker\'s table, and a smaller one agrees)', async () => {
    const tables = [await loadSolver(WORKER_TABLE_BYTES), await loadSolver(8 << 20)];
    for (const core of tables) {
      for (const [day, [start, dealNumber]] of Object.entries(GOLDEN)) {
        const tried: number[] = [];
        const found = await searchDailyDeal(day, async (_n, deal) => solveGame(core, deal, [], { maxNodes: DAILY_NODES }), (n) => tried.push(n));
        expect(found, day).toMatchObject({ ok: true, dealNumber });
        expect(tried[0]).toBe(start);
      }
    }
    // the skipped ones are skipped for the stated reason
    const core = tables[0];
    const verdict = (n: number) => {
      const d = dealFromNumber(n);
      if (!d.ok) throw new Error(d.error.message);
      return solveGame(core, d.value, [], { maxNodes: DAILY_NODES }).verdict;
    };
    expect(verdict(1181675722)).toBe('loss');
    expect(verdict(1134189369)).toBe('win');
  });

  // Every day of two years, so that a solver change moving any day of them shows here, not
  // only one moving a pinned day: each is its start number except these, which skip one.
  const SKIPS_ONE = new Set([
    '2026-02-25', '2026-03-07', '2026-04-22', '2026-05-30', '2026-08-10', '2026-08-17',
    '2026-12-14', '2027-01-12', '2027-04-02', '2027-05-18', '2027-08-09', '2027-09-30',
  ]);
  test('every day of 2026 and 2027: the start, or (12 days) the candidate after it', async () => {
    const core = await loadSolver(WORKER_TABLE_BYTES);
    const moved: string[] = [];
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2028-01-01T00:00:00Z'); t += 86_400_000) {
      const day = dayOf(new Date(t));
      const found = await searchDailyDeal(day, async (_n, deal) => solveGame(core, deal, [], { maxNodes: DAILY_NODES }));
      const expected = SKIPS_ONE.has(day) ? nextCandidate(dailyStart(day)) : dailyStart(day);
      if (!found.ok || found.dealNumber !== expected) moved.push(`${day}: ${found.ok ? found.dealNumber : found.reason}, not ${expected}`);
    }
    expect(moved).toEqual([]);
  });

  test('a solver that fails or is cancelled ends the search without a deal', async () => {
    expect(await searchDailyDeal('2026-12-01', async () => ({ verdict: 'error', message: 'no wasm', nodes: 0, ms: 0 }))).toMatchObject({ ok: false, reason: 'error', message: 'no wasm' });
    expect(await searchDailyDeal('2026-12-01', async () => ({ verdict: 'cancelled', nodes: 0, ms: 0 }))).toMatchObject({ ok: false, reason: 'cancelled' });
    let asked = 0;
    expect(await searchDailyDeal('2026-12-01', async () => (asked++, { verdict: 'loss', nodes: 0, ms: 0 }))).toMatchObject({ ok: false, reason: 'none' });
    expect(asked).toBe(100);
  });

  // The shipped table (src/solver/dailyTable.ts, written once by scripts/daily-table.mjs):
  // the popup and findDailyDeal read it and search nothing for its days.
  test('the shipped table covers 2026-01-01 to 2036-12-31, a day a digit', () => {
    expect([FIRST_DAY, LAST_DAY]).toEqual(['2026-01-01', '2036-12-31']);
    expect(SKIPPED).toMatch(/^[0-9]+$/);
    expect(SKIPPED.length).toBe((Date.parse(`${LAST_DAY}T00:00:00Z`) - Date.parse(`${FIRST_DAY}T00:00:00Z`)) / 86_400_000 + 1);
  });

  test('the table agrees with the pinned days and the skipping days of 2026 and 2027, and asks no solver for them', async () => {
    const never = async (): Promise<never> => { throw new Error('no solver asked for a listed day'); };
    for (const [day, [, dealNumber]] of Object.entries(GOLDEN)) {
      if (day < FIRST_DAY || day > LAST_DAY) continue;
      expect(await findDailyDeal(day, never), day).toMatchObject({ ok: true, dealNumber });
    }
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2028-01-01T00:00:00Z'); t += 86_400_000) {
      const day = dayOf(new Date(t));
      expect((await listedDailyDeal(day))?.dealNumber, day).toBe(SKIPS_ONE.has(day) ? nextCandidate(dailyStart(day)) : dailyStart(day));
    }
  });

  test('days outside the table, or no date, are not listed; findDailyDeal searches them', async () => {
    for (const day of ['2025-12-31', '2037-01-01', '2000-01-01', 'yesterday', '2026-13-01', '']) expect(await listedDailyDeal(day), day).toBeUndefined();
    const asked: number[] = [];
    const found = await findDailyDeal('2037-01-01', async (n) => (asked.push(n), { verdict: 'win', line: [], nodes: 1, ms: 0 }));
    expect(found).toMatchObject({ ok: true, dealNumber: dailyStart('2037-01-01'), tried: 1 });
    expect(asked).toEqual([dailyStart('2037-01-01')]);
  });

  test('the table is the search\'s answer: 30 days spread over 2026..2036 and every pinned day in it, searched again', async () => {
    const core = await loadSolver(WORKER_TABLE_BYTES);
    const first = Date.parse(`${FIRST_DAY}T00:00:00Z`);
    const span = SKIPPED.length - 1;
    const sample = new Set(Array.from({ length: 30 }, (_, i) => dayOf(new Date(first + Math.round((i * span) / 29) * 86_400_000))));
    for (const day of Object.keys(GOLDEN)) if (day >= FIRST_DAY && day <= LAST_DAY) sample.add(day);
    // and the table's own skipping days after 2027, the ones most likely to move
    for (let i = 730; i < SKIPPED.length; i++) if (SKIPPED[i] !== '0') sample.add(dayOf(new Date(first + i * 86_400_000)));
    const differ: string[] = [];
    for (const day of sample) {
      const searched = await searchDailyDeal(day, async (_n, deal) => solveGame(core, deal, [], { maxNodes: DAILY_NODES }));
      const listed = await listedDailyDeal(day);
      if (!searched.ok || searched.dealNumber !== listed?.dealNumber) differ.push(`${day}: searched ${searched.ok ? searched.dealNumber : searched.reason}, listed ${listed?.dealNumber}`);
    }
    expect(sample.size).toBeGreaterThan(60);
    expect(differ).toEqual([]);
  });
});
