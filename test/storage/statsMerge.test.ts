// What a step counted, read from the statistics before and after it and counted again on
// another record (src/storage/statsMerge.ts): any counts one window made, counted on any
// record another window wrote, give the same as if they had been made there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATS, type Stats, countGameAbandoned, countGamePlayed, countGameWon, countHint } from '../../src/storage/prefs';
import { type Counted, countOnto } from '../../src/storage/statsMerge';

type Op = { kind: 'played' } | { kind: 'won'; timeMs: number; hints: number } | { kind: 'abandoned' } | { kind: 'hint' };

const apply = (s: Stats, op: Op): Stats =>
  op.kind === 'played' ? countGamePlayed(s) : op.kind === 'won' ? countGameWon(s, op.timeMs, op.hints) : op.kind === 'abandoned' ? countGameAbandoned(s) : countHint(s);

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: 'played' }),
  fc.record({ kind: fc.constant('won' as const), timeMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_600_000 })), hints: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50 })) }),
  fc.constant<Op>({ kind: 'abandoned' }),
  fc.constant<Op>({ kind: 'hint' }),
);

/** A record some window wrote: `ops` made on the empty one. */
const record = fc.array(op, { maxLength: 12 }).map((ops) => ops.reduce(apply, EMPTY_STATS));

/** The steps `ops` make on `from`, each the record before and after it, the streak's breaks said (the session says them). */
function steps(from: Stats, ops: readonly Op[]): Counted[] {
  const out: Counted[] = [];
  let s = from;
  for (const o of ops) {
    const next = apply(s, o);
    out.push({ before: s, after: next, broke: o.kind === 'abandoned' });
    s = next;
  }
  return out;
}

describe('counts made again on another record', () => {
  it('any counts of one window, on any record of another, land as if made there', () => {
    fc.assert(
      fc.property(record, record, fc.array(op, { maxLength: 12 }), (mine, stored, ops) => {
        expect(countOnto(stored, steps(mine, ops))).toEqual(ops.reduce(apply, stored));
      }),
      { numRuns: 300 },
    );
  });

  it('a game left breaks the stored streak even where this window had none', () => {
    const stored = [countGamePlayed, (s: Stats) => countGameWon(s, 60_000)].reduce((s, f) => f(s), EMPTY_STATS);
    expect(countOnto(stored, steps(EMPTY_STATS, [{ kind: 'played' }, { kind: 'abandoned' }]))).toMatchObject({ played: 2, won: 1, currentStreak: 0, bestStreak: 1 });
  });

  it('a step that is no count (a reset) replaces the record; the counts after it are made on it', () => {
    const stored = countGameWon(countGamePlayed(EMPTY_STATS), 60_000);
    const mine = countGamePlayed(countGamePlayed(EMPTY_STATS));
    const reset: Counted = { before: mine, after: EMPTY_STATS };
    expect(countOnto(stored, [reset, ...steps(EMPTY_STATS, [{ kind: 'hint' }])])).toEqual({ ...EMPTY_STATS, hintsUsed: 1 });
  });
});

describe('a game won in two windows', () => {
  it('counts its win once: the second, made on a record that counted it, changes nothing', () => {
    const base = countGamePlayed(EMPTY_STATS);
    const win = (timeMs: number): Counted => ({ before: base, after: countGameWon(base, timeMs), game: '3@5' });
    const once = countOnto(base, [win(60_000)]);
    expect(once).toEqual({ ...countGameWon(base, 60_000), wins: ['3@5'] });
    expect(countOnto(once, [win(61_000)])).toEqual(once);
    // Another play of the same deal is another game: its win counts.
    expect(countOnto(once, [{ ...win(50_000), game: '3@9' }])).toMatchObject({ won: 2, cleanFastestMs: 50_000, wins: ['3@5', '3@9'] });
    // A win that names no game (begun before games were told apart) counts as before.
    expect(countOnto(once, [{ ...win(50_000), game: undefined }]).won).toBe(2);
  });
});
