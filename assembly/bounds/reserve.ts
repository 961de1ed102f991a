// The reserve bound: a loss proof from the reserve's fixed order (docs/solver.md, pruning
// rule 3).
import { FOUNDATIONS, RANKS } from '../abi';
import { fnd, res, resN, resPos } from '../state';
import { zeros } from '../fresh';

const chainLast = zeros<i32>(FOUNDATIONS);

/**
 * Reserve cards leave in a fixed order and only to foundations. While f1 is incomplete
 * only f1 can take them, and once f1 is complete it takes nothing, so the reserve cards
 * that go to f1 are a prefix of the remaining reserve, strictly increasing from f1's next
 * rank; the rest go to f2..f8, each foundation receiving a strictly increasing
 * subsequence above its current height. If no split into such chains exists, no line can
 * empty the reserve: the position is lost. The chain cover uses the greedy rule (put each
 * card on the chain with the highest last rank below it), which is optimal for covering a
 * sequence by increasing chains with given starting values (exchange argument: any cover
 * can be rearranged into the greedy one).
 */
export function reserveFeasible(): bool {
  if (resPos >= resN) return true;
  const f1 = unchecked(fnd[0]);
  if (f1 == RANKS) return chainsCover(resPos, false);
  // try each prefix length for f1
  let last = f1 - 1;
  let p = resPos;
  while (true) {
    if (chainsCover(p, true)) return true;
    if (p >= resN) return false;
    const c = unchecked(res[p]);
    if (c <= last) return false;
    last = c;
    p++;
  }
}

/** Can res[from..] be covered by increasing chains on f2..f8? `fresh`: all unstarted. */
function chainsCover(from: i32, fresh: bool): bool {
  for (let k = 1; k < FOUNDATIONS; k++) unchecked((chainLast[k] = fresh ? -1 : unchecked(fnd[k]) - 1));
  for (let p = from; p < resN; p++) {
    const c = unchecked(res[p]);
    let best = -1;
    let bestV = -2;
    for (let k = 1; k < FOUNDATIONS; k++) {
      const v = unchecked(chainLast[k]);
      if (v < c && v > bestV) {
        bestV = v;
        best = k;
      }
    }
    if (best < 0) return false;
    unchecked((chainLast[best] = c));
  }
  return true;
}
