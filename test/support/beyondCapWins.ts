// Winning lines for the two deals the study leaves undecided at its 50 M-node cap although
// their searches complete f1 (docs/solver-log.md, "29557 and 30970 are won"). Found by
// `plot solve --deal-number N --max-nodes 100000000000 --max-ms 2400000 --table-mb 512`:
// 29557 after 621,789,072 nodes (303 s), 30970 after 1,059,784,143 nodes (486 s).
export const BEYOND_CAP_WINS: readonly { deal: number; line: string }[] = [
  {
    deal: 29557,
    line: [
      't11>f t3>t7 t2>f t6>t5 t8>t7 deal deal deal deal w>f deal deal w>t4 deal deal deal w>t10',
      'deal w>t5 deal deal deal deal deal deal deal deal w>t7 t7>t12 t12>f t7>f deal deal w>f',
      'deal deal deal deal w>t7 r>f deal deal deal deal deal deal deal deal deal deal deal deal',
      'deal w>t9 deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal',
      'deal deal deal deal deal deal deal deal deal w>t12 deal deal w>t4 deal w>t9 w>t10 deal',
      'deal deal deal deal deal deal w>t4 deal w>t12 deal w>t7 deal deal w>t10 deal w>f t4>f',
      'w>t2 t4>f t4>f t12>t7 t4>f t1>f t2>f t5>f t5>t7 deal deal w>t1 t9>f t9>f t5>f t12>f',
      't12>t1 t7>f w>t2 t9>t2 t7>f t1>f t7>f t7>t1 t7>f w>t3 t1>f t1>t3 t3>f w>t1 t3>f t7>f',
      'w>t3 w>t2 w>t4 w>t5 w>t6 w>t7 t3>t7 w>t3 w>t6 t1>t2 t3>t6 w>t1 w>t3 t1>t3 w>t6 w>f r>f',
      'w>t1 w>t8 t6>t8 w>t9 w>t11 w>t12 w>f t2>f t2>f t2>t6 t8>f t6>t2 t8>f r>f w>f t2>t6 w>t8',
      'w>f w>t6 w>t1 t5>t6 t8>t1 t3>t1 t11>t3 w>t5 w>f w>f w>t8 t6>f w>t11 t6>f t6>t2 t8>t2',
      'w>t8 t6>t8 t6>t7 t8>t7 t6>t11 t8>t11 t9>t11 w>t6 w>t8 w>f w>t9 w>t7 w>t9 w>t4 t2>t7',
      't2>t11 t6>t11 w>t6 w>t9 t2>t9 w>t4 w>t2 w>f w>t5 t7>f t3>t4 t3>t5 t2>t5 w>t2 w>t3 w>t11',
      't7>f t3>t12 w>t3 t7>f t2>t7 w>t2 w>f w>f t1>f w>f t4>f r>f w>t5 t5>t2 t1>f t1>f w>t2',
      'w>t6 t8>t4 t6>f r>f w>t4 w>t12 t2>f t1>f t6>f t12>f w>t1 t12>f t2>t5 r>f r>f t4>t2 t4>f',
      't1>f t7>f r>f r>f t11>f t11>f t11>f t9>f t11>f t7>f t9>f t11>f t7>f t9>f t11>f t7>f t9>f',
      't11>f t2>f t5>f r>f r>f t2>f t5>f t10>f t4>f t5>f t10>f r>f r>f t4>f t5>f t10>f t3>f',
      't4>f t5>f t10>f t12>f',
    ].join(' '),
  },
  {
    deal: 30970,
    line: [
      't3>t4 t4>f t8>t2 deal w>t4 deal deal deal deal deal w>t10 t6>f deal deal w>t2 deal deal',
      'deal deal deal deal deal deal deal w>t2 deal deal deal w>t2 t2>t10 w>t10 w>t10 deal w>f',
      't2>f t2>f t2>f w>f deal deal w>t1 deal deal w>t3 deal w>t7 deal deal deal deal w>t1',
      't2>t1 deal deal w>t2 deal w>t1 t1>t9 deal deal deal deal deal w>t6 t9>t1 deal w>f deal',
      'deal deal deal w>t7 t9>t7 t1>t11 deal deal deal w>t1 deal deal deal w>t7 deal deal deal',
      'w>t11 deal w>f r>f t11>t1 deal deal deal deal deal deal w>f t1>t11 deal deal deal deal',
      'deal deal w>t11 deal deal deal deal deal deal deal w>t8 deal w>t1 t11>t1 deal deal deal',
      'w>f t2>f t3>f t6>f t8>f deal w>t2 t5>f t4>f t10>f t4>f t12>f w>t2 t1>t11 w>t3 t10>f deal',
      'w>t4 t10>t11 w>t5 w>t6 w>t8 t4>t2 w>t4 t4>t3 w>f w>t3 t10>f w>t1 t11>t1 t1>f t1>f t1>f',
      't1>f t10>t5 t1>f w>t4 w>f t1>t8 t8>t2 t5>f w>t9 t2>t8 t7>f t8>t1 t1>f t2>f t8>t9 t7>f',
      't7>t3 w>t8 t3>f t1>t2 w>t7 w>f r>f t4>f t2>t1 r>f w>t4 w>t10 t8>t10 t7>t3 t2>f w>t1 w>t8',
      't10>f w>t12 t2>t10 t8>t11 t3>t7 t12>t3 w>t2 w>f t11>t2 t3>t9 w>t8 w>t12 t1>t3 t2>f t3>t1',
      't11>f t11>f t8>f t11>f t11>f t1>f t7>t3 w>t8 w>f t3>t1 r>f w>t11 w>t10 r>f t3>t10',
      't11>t10 w>t11 r>f t2>f t10>t7 w>t2 t1>t10 w>f t10>t1 t3>f t3>f t1>t10 w>t3 t10>t1 w>f',
      'w>t3 w>t4 t2>t4 w>t5 t5>f w>f t4>f t4>f w>t2 t1>t10 w>t2 t4>f r>f t7>f w>t4 t1>f t1>f',
      't2>f t5>f r>f t2>f t10>t7 t7>f t7>f w>t1 t7>f w>t2 w>t5 t1>t4 w>t6 w>t1 t8>t6 w>t1 w>f',
      'w>t12 w>f t3>f t4>f t3>f t4>f t12>f t12>f t5>t11 t9>t10 t1>t10 t11>f t11>f r>f r>f t6>f',
      't6>f t6>f t10>f t1>f t10>f t9>f t10>f t9>f t10>f r>f r>f t10>f r>f t2>f t10>f',
    ].join(' '),
  },
];
