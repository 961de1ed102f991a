// Counting tests, as chess engines do with perft: the number of distinct legal move
// sequences to depth 1..4 from fixed deals and mid-game positions. Any change to move
// generation shows up here. Mid-game positions are given as game records (deal number +
// moves) so that they stay valid as long as the rules do.
import { describe, expect, test } from 'vitest';
import { dealFromNumber, parseMoves, replay } from '../../src/engine';
import { perft } from '../support/perft';

// Deal 1's seven opening moves were checked by hand against its layout: deal, t1>t8 (7C
// on 8C), t2>t8, t3>t11 (9S on TH), t4>t8, t8>t3 (8C on 9S), t9>t12 (2C on 3H); t10 is the
// JD of the base rank and f1 waits for a queen.
const TABLE = [
  { deal: 1, moves: '', counts: [7, 33, 113, 302] },
  { deal: 2, moves: '', counts: [8, 53, 294, 1395] },
  { deal: 3, moves: '', counts: [15, 196, 2249, 22890] },
  { deal: 42, moves: '', counts: [12, 121, 1056, 8313] },
  { deal: 1000, moves: '', counts: [7, 38, 161, 548] },
  { deal: 4294967295, moves: '', counts: [10, 82, 554, 3150] },
  { deal: 5, moves: 't7>t8 t6>t5 t3>t8 deal w>t4 t4>t12 t12>t4 t4>t12 t12>t4 t4>t12 t12>t4 t4>t12 t12>t4 deal t4>t12 t12>t4 deal w>t2 t9>t2 deal deal deal deal w>f t4>t12 w>t4 w>f deal w>f deal', counts: [3, 9, 27, 81] },
  { deal: 6, moves: 't7>t12 t1>t11 deal deal t11>t10 t10>t11 t3>f w>f r>f t11>t10 t10>t11 t4>t11 deal deal deal deal t12>t11 deal t11>t12 deal t12>t11 w>t11 deal deal deal deal deal deal w>t10 t12>t10 deal deal deal deal deal deal w>t9 deal w>t11 t5>t9 w>t10 deal deal deal deal deal deal w>t8 t8>t9 t9>t8 deal deal w>t12 deal deal t8>t9 t9>t8 w>t9 deal w>t10', counts: [2, 5, 15, 51] },
  { deal: 8, moves: 'deal t7>t9 t11>t6 t4>t1 t2>t10 t5>t8 deal t1>t12 deal t12>t1 t1>t12 deal deal w>t4 w>t10 t6>f deal t6>f deal deal t12>t1 t1>t12 w>t10 t12>t1 deal deal t1>f t1>f r>f t10>f t10>f t10>f deal w>t10 deal deal deal deal deal deal deal deal deal deal w>t10 deal deal w>t9 t9>t8 t8>t9 t9>t8 t8>t9 deal t9>t8 t8>t9 t9>t8 t8>t9 t9>t8 t8>t9 deal deal deal t9>t8 t8>t9 deal t9>t8 deal deal w>t1 t8>t9 deal deal t9>t8 w>t10 w>t9 deal w>f t8>f r>f t9>t8 deal deal deal t8>t9 w>f t9>t8 w>t2 w>t7 w>t6 w>t5 t3>f t8>t9 t1>f w>t3 w>f w>t1 w>t11 t2>f t6>t7 t11>f t1>t10 t4>f t12>t10 w>t2 t9>t8 r>f t8>t9 deal w>t4 w>t11 t10>t11 r>f t3>f t5>t10 t4>f w>t5 w>t12 w>t1 w>t2 t2>t10', counts: [13, 161, 1916, 22052] },
  { deal: 9, moves: 'deal t11>t8 deal t1>f t5>t7 deal t6>t3 r>f t3>t7 t7>t3 t3>t7 deal deal deal deal deal t7>t3 t3>t7 deal deal deal deal deal deal deal deal w>t6 w>f t4>f t7>t3 deal t3>t7 w>t12 t7>t3 deal t3>t7 deal t7>t3 deal w>t7 deal deal deal deal deal deal deal deal deal deal deal deal deal deal w>t7 deal t7>t3 t10>t3 deal deal deal w>t10 deal deal deal deal deal deal deal deal deal deal w>f deal t8>f deal w>t5 t3>t8 t3>t7 t7>f t7>f deal t7>f deal w>t3 t7>f t12>f deal w>t12 t8>t3 t3>t8 deal deal t8>t3 deal deal t3>t8 t8>t3 t3>t8 t8>t3 deal deal w>t12 t3>t8 deal deal deal w>f w>t4 t10>f w>t1 deal w>t7 t5>f t9>f w>t10 t6>f deal w>t5 t8>t3 t5>f t3>t8 w>t5 w>t8 deal t7>f w>t9 w>t6 w>t7 t7>t8 t6>t4 t8>t1 deal t5>f w>t6 w>t6 deal w>t5 w>t11 t1>t8 t4>t12 t5>t3 t2>f t12>t4 w>t5 t4>t12 w>t7 t1>t3 w>t12 deal deal t7>t9 t9>t10 t11>t3 t5>t4 w>t1 t6>f t6>f w>t11 w>t7', counts: [14, 184, 2314, 28195] },
  { deal: 10, moves: 't2>t9 t1>t8 t12>t9 deal w>t8 t11>f t8>t5 t5>t8 deal w>t3 deal deal t8>t5 deal t5>t8 t8>t5 t5>t8 deal t8>t5 t5>t8 w>t8 w>t8 t3>t8 deal t8>t3 t3>t8 deal deal t8>t3 deal deal deal t3>t8 t8>t3 t3>t8 w>t5 deal w>t7 t8>t3 t3>t8 deal t8>t3 deal w>t3 deal deal deal deal w>t5 t8>t5 deal t5>t8 deal w>t6 w>t6 w>t7 t8>t5 t5>t8 t8>t5 w>t7 t8>t7 deal w>t5 deal t3>t5 t7>t8 deal t5>t3 deal w>t9 t9>f t9>f w>t3 t9>f t3>t9 t8>t7 t3>f t3>f t3>f t7>f w>t7 deal deal t8>f deal deal t8>f r>f w>t5 t9>t5 deal w>t7 deal deal t5>t9 deal t9>t5 deal w>t7 t5>t9 t9>t5 t9>t7 deal deal deal t5>t7 deal deal t7>t5 deal deal t5>t7 t7>t5 t5>t7 deal t7>t5 deal t5>t7 t7>t5 deal deal t5>t7 t7>t5 deal deal t5>t7 deal deal deal t7>t5 t5>t7 t7>t5 deal t5>t7 deal deal t7>t5 t5>t7 deal deal t7>t5 t5>t7 deal t7>t5 t5>t7 deal t7>t5 w>t7 deal deal w>f w>t1 deal t4>f t1>f t10>f w>t10 w>t1 t6>f w>f w>t11 t11>t10 deal w>t4 t1>t8 t4>t7 w>t11 w>t4 w>t12 w>t1 w>t2 w>t3 t7>f t11>t8 t4>t2 t7>f t7>f t12>t6 t3>t8 t6>f w>t3 deal w>t9 w>t12 t1>t12 t2>f t2>f w>t4 w>t5 t6>t4 w>t2 t2>t12 t6>t10 t4>f t4>f w>t10 w>t11 w>t2 t12>t7 t7>t12', counts: [10, 101, 1040, 11030] },
  { deal: 11, moves: 't10>f t11>t4 t2>t4 t5>t3 t3>t4 t4>t8 t8>t3 t3>t8 t8>t3 t9>f t3>t6 t6>t8 t8>t3 t1>f t3>t6 deal t6>t8 deal t8>t3 t3>t4 deal t4>t6 deal t6>t3 t3>t8 deal t8>t4 t4>t8 t8>t3 t3>t8 t8>t3 t3>t4 t4>t8 t8>t6 t6>t8 w>t7 t8>t4 deal t4>t3 t3>t4 t4>t8 t8>t4 t4>t3 t3>t4 w>t4 deal deal deal deal w>t4 deal deal deal deal deal deal deal w>f t7>f t7>t4 deal w>t10 t4>f deal deal t4>f t4>f r>f t4>t8 t6>f w>t8 deal deal deal deal deal deal deal deal deal deal w>t6 deal w>t3 t8>t3 t3>t8 t3>t4 t4>t3 deal w>t8 t3>t4 t4>t3 t3>t4 t4>t3 deal deal deal t3>t4 deal deal', counts: [2, 4, 9, 22] },
  { deal: 13, moves: 't11>t1 t8>t2 t3>f deal deal t5>f r>f deal t9>t7 deal t1>t7 deal t7>t1 deal w>t1', counts: [1, 3, 8, 19] },
];

describe('perft: move sequences to depth 1..4', () => {
  for (const row of TABLE) {
    test(`deal ${row.deal}${row.moves ? ` after ${row.moves.split(' ').length} moves` : ''}`, () => {
      const deal = dealFromNumber(row.deal);
      const moves = parseMoves(row.moves);
      if (!deal.ok || !moves.ok) throw new Error('bad fixture');
      const start = replay(deal.value, moves.value);
      if (!start.ok) throw new Error(start.error.message);
      expect([1, 2, 3, 4].map((depth) => perft(start.value, depth))).toEqual(row.counts);
    });
  }
});
