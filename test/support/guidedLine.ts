// The guided first game's line (popup/tutorial/guidedDeal.ts), step by step, as its words ask:
// the unit tests play it on the engine, the browser tests by keys and by touch.
/** The player's moves for each step, as the step's words ask (the refusal of step 2 is no move). */
export const GUIDED_LINE: readonly string[] = [
  'r>f1',
  '',
  't1>f1',
  't3>t2',
  'deal w>f1',
  'deal w>t1',
  't2>f1 t2>f1 r>f1 t5>f1 r>f1 t6>f1 r>f1 t7>f1 r>f1',
  't4>f2',
  'deal w>t3',
];
