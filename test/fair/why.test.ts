// Why the fair player's move (src/solver/fair/why.ts): one test per kind on positions built
// by hand, the evidence of the search, what `plot chance` prints, and that the reason reads
// only what the player can see (permuting the face-down cards never changes it).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Move, type Position, legalMoves, viewOf } from '../../src/engine/index';
import { type FairCore, fairDecide } from '../../src/solver/fair/core';
import { type WhyAnswer, whyMove } from '../../src/solver/fair/why';
import { loadFair } from '../../src/solver/node';
import { chanceJson, whyJson } from '../../src/cli/chance';
import { layout, movesFrom } from '../support/positions';
import { randomPlayed } from '../solver/helpers';
import { hiddenCards, permute, withHidden } from './helpers';

const move = (text: string): Move => movesFrom(text)[0];

/** A searched answer: `best` won `wins[0]` of 100 sampled deals, the other candidates the rest. */
function searched(best: string, wins: number[] = [87, 71], others: string[] = ['deal', 't12>t11', 't11>t12']): WhyAnswer {
  const moves = wins.map((w, i) => ({ move: i === 0 ? move(best) : move(others[i - 1]), wins: w, chance: w / 100 }));
  return { best: move(best), moves, samples: 100, reason: 'search' };
}

/** A forced answer (safe or only): the one move scored. */
const forced = (best: string, reason: 'safe' | 'only'): WhyAnswer =>
  ({ best: move(best), moves: [{ move: move(best), wins: 90, chance: 0.9 }], samples: 100, reason });

const EVIDENCE = { won: 87, next: 71, samples: 100 };

// Base rank A throughout: foundations build A 2 3 … K, and an ace sits alone in the tableau.
describe('one reason per kind, on positions built by hand', () => {
  it('safe and only: the answer\'s own reason', () => {
    const pos = layout({ base: 1, foundations: ['AC 2C'], tableau: ['3D', 'KS'] });
    expect(whyMove(pos, forced('t1>f', 'safe'))).toEqual({ kind: 'safe' });
    expect(whyMove(pos, forced('deal', 'only'))).toEqual({ kind: 'only' });
  });

  it('opens: the move completes foundation 1', () => {
    const pos = layout({ base: 1, foundations: ['AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC'], tableau: ['KD', 'KS QH'] });
    expect(whyMove(pos, searched('t1>f'))).toEqual({ kind: 'opens', evidence: EVIDENCE });
  });

  it('reserve: the next reserve card comes into play, or the reserve empties', () => {
    const pos = layout({ base: 1, reserve: '9C 8C 7C 3H', foundations: ['AC 2C'] });
    expect(whyMove(pos, searched('r>f'))).toEqual({ kind: 'reserve', left: 3, evidence: EVIDENCE });
    const last = layout({ base: 1, reserve: '3H', foundations: ['AC 2C'] });
    expect(whyMove(last, searched('r>f'))).toEqual({ kind: 'reserve', left: 0, evidence: EVIDENCE });
  });

  it('frees: the card uncovered goes up next (a pile\'s next card, the waste\'s next card)', () => {
    // f1 needs a 5; the 4 on t3 moves onto t7's 5 and uncovers the 5 on t3.
    const pos = layout({ base: 1, foundations: ['AC 2C 3C 4C'], tableau: ['', '', '5D 4D', '', '', '', '5S'], waste: 'KC 5H 9C', stock: '' });
    expect(whyMove(pos, searched('t3>t7'))).toEqual({ kind: 'frees', rank: 5, foundation: 1, evidence: EVIDENCE });
    // A foundation play from a pile frees the card under it, which the same foundation needs next.
    const up = layout({ base: 1, foundations: ['AC 2C 3C'], tableau: ['', '', '5D 4D'] });
    expect(whyMove(up, searched('t3>f'))).toEqual({ kind: 'frees', rank: 5, foundation: 1, evidence: EVIDENCE });
    // The waste's 9 goes onto a 10 and uncovers a 5.
    const waste = layout({ base: 1, foundations: ['AC 2C 3C 4C'], tableau: ['TD'], waste: 'KC 5H 9C' });
    expect(whyMove(waste, searched('w>t1'))).toEqual({ kind: 'frees', rank: 5, foundation: 1, evidence: EVIDENCE });
  });

  it('space: the move empties a tableau pile', () => {
    const pos = layout({ base: 1, foundations: ['AC'], tableau: ['9H', 'TS'] });
    expect(whyMove(pos, searched('t1>t2'))).toEqual({ kind: 'space', pile: 1, evidence: EVIDENCE });
  });

  it('fill: the waste\'s top goes into a space (a base-rank card while foundation 1 is incomplete)', () => {
    const pos = layout({ base: 1, foundations: ['AC 2C'], tableau: ['9H', 'TS', 'QD'], waste: 'KC AH' });
    expect(whyMove(pos, searched('w>t4'))).toEqual({ kind: 'fill', rank: 1, pile: 4, evidence: EVIDENCE });
  });

  it('waste: the waste\'s top parked on a pile brings the next waste card into play, or clears the waste', () => {
    const pos = layout({ base: 1, foundations: ['AC 2C'], tableau: ['TD'], waste: 'KC 7H 9C' });
    expect(whyMove(pos, searched('w>t1'))).toEqual({ kind: 'waste', rank: 7, evidence: EVIDENCE });
    // The waste cut down to its top (the move reads only the waste's own cards).
    const last = { ...pos, waste: pos.waste.slice(-1) };
    expect(whyMove(last, searched('w>t1'))).toEqual({ kind: 'waste', rank: undefined, evidence: EVIDENCE });
    // In plot chance's JSON: the rank in the card notation, null for an emptied waste.
    expect(whyJson(whyMove(pos, searched('w>t1')))).toMatchObject({ kind: 'waste', rank: '7' });
    expect(whyJson(whyMove(last, searched('w>t1')))).toMatchObject({ kind: 'waste', rank: null });
  });

  it('builds: a foundation play that frees nothing', () => {
    const pos = layout({ base: 1, foundations: ['AC 2C'], tableau: ['9H'], waste: 'KC 3D' });
    expect(whyMove(pos, searched('w>f'))).toEqual({ kind: 'builds', foundation: 1, rank: 3, evidence: EVIDENCE });
    // Once the gate is open, the foundation the card lands on.
    const open = layout({ base: 1, foundations: ['AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC', 'AD 2D', 'AS'], waste: 'KH 2H' });
    expect(whyMove(open, searched('w>f'))).toEqual({ kind: 'builds', foundation: 3, rank: 2, evidence: EVIDENCE });
  });

  it('deal: it won more of the sampled deals than every move in sight; else the evidence alone (search)', () => {
    const pos = layout({ base: 1, foundations: ['AC'], tableau: ['9H 8H', 'TS', '9D'] });
    expect(whyMove(pos, searched('deal', [87, 71, 60], ['t1>t3', 't3>t2']))).toEqual({ kind: 'deal', evidence: EVIDENCE });
    // Another candidate won as many: the search kept the deal (no move was clearly better), and says only that.
    expect(whyMove(pos, searched('deal', [70, 70], ['t1>t3']))).toEqual({ kind: 'search', evidence: { won: 70, next: 70, samples: 100 } });
  });

  it('search: a move that does nothing of the above, chosen by the search; the most any other move won', () => {
    const pos = layout({ base: 1, foundations: ['AC'], tableau: ['9H 8H', 'TS', '9D'] });
    // 8H onto 9D uncovers a 9 that cannot go up: the evidence alone. The next best is the best of the others, whatever their order.
    expect(whyMove(pos, searched('t1>t3', [80, 64, 75], ['deal', 't3>t2']))).toEqual({ kind: 'search', evidence: { won: 80, next: 75, samples: 100 } });
  });

  it('says nothing with no move, and nothing without a search to show for a move of no note', () => {
    const pos = layout({ base: 1, foundations: ['AC'], tableau: ['9H 8H', 'TS', '9D'] });
    expect(whyMove(pos, { best: undefined, moves: [], samples: 0, reason: 'none' })).toBeUndefined();
    // One candidate only (never so in a real search: one candidate is 'only').
    expect(whyMove(pos, searched('t1>t3', [80]))).toBeUndefined();
    expect(whyMove(pos, searched('deal', [80]))).toBeUndefined();
    // The structural reason stands without evidence.
    expect(whyMove(pos, searched('t3>t2', [80]))).toEqual({ kind: 'space', pile: 3 });
  });
});

describe('`plot chance` prints the reason', () => {
  it('as `why`: its kind, the rank in the card notation\'s letters, the numbers; null when there is none', () => {
    const pos = layout({ base: 1, foundations: ['AC 2C 3C 4C'], tableau: ['', '', '5D 4D', '', '', '', '5S'] });
    const a = { ...searched('t3>t7'), chance: 0.87, low: 0.8, high: 0.9, rollout: { share: 0.87, low: 0.8, high: 0.9 } };
    const j = JSON.parse(chanceJson(a, 0, pos));
    expect(j.why).toEqual({ kind: 'frees', rank: '5', foundation: 1, evidence: EVIDENCE });
    expect(Object.keys(j)).toEqual(['chance', 'low', 'high', 'samples', 'best', 'reason', 'why', 'moves', 'ms']);
    const none = { ...a, best: undefined, moves: [], reason: 'none' as const };
    expect(JSON.parse(chanceJson(none, 0, pos)).why).toBeNull();
    // Without the position, no `why` (the worker's answers compared field by field).
    expect(Object.keys(JSON.parse(chanceJson(a, 0)))).not.toContain('why');
  });
});

describe('the reason reads only what the player can see', () => {
  const arbPlayed = fc.record({ n: fc.integer({ min: 1, max: 5000 }), steps: fc.integer({ min: 0, max: 150 }), seed: fc.integer({ min: 1, max: 1e6 }) });
  const keys = fc.array(fc.nat(1000), { minLength: 1, maxLength: 104 });

  it('is identical for every legal move as the best when the face-down cards are permuted', () => {
    fc.assert(
      fc.property(arbPlayed, keys, ({ n, steps, seed }, k) => {
        const { pos } = randomPlayed(n, steps, seed);
        const other: Position = withHidden(pos, permute(hiddenCards(pos), k));
        const legal = legalMoves(pos);
        for (const m of legal) {
          const answer: WhyAnswer = { best: m, moves: legal.map((x, i) => ({ move: x, wins: 50 + ((i * 7) % 13), chance: 0.5 })), samples: 100, reason: 'search' };
          expect(whyMove(other, answer)).toEqual(whyMove(pos, answer));
        }
      }),
      { numRuns: 150 },
    );
  });

  describe('with the fair player\'s own answers', () => {
    let core: FairCore;
    beforeAll(async () => {
      core = await loadFair();
    });

    it('the same view, the same answer, the same reason', () => {
      fc.assert(
        fc.property(arbPlayed, keys, ({ n, steps, seed }, k) => {
          const { pos } = randomPlayed(n, steps, seed);
          const other = withHidden(pos, permute(hiddenCards(pos), k));
          const a = fairDecide(core, viewOf(pos), { samples: 6, scoreForced: true });
          const b = fairDecide(core, viewOf(other), { samples: 6, scoreForced: true });
          expect(whyMove(other, b)).toEqual(whyMove(pos, a));
          expect(chanceJson(b, 0, other)).toBe(chanceJson(a, 0, pos));
          if (a.best !== undefined && a.reason !== 'none') expect(whyMove(pos, a)).toBeDefined();
        }),
        { numRuns: 25 },
      );
    });
  });
});
