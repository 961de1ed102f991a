// The canonical key of the loaded position: piles as a sorted multiset of (top, length)
// codes, the stock cursor, the reserve cursor and the waste bitmask. Foundations are not
// needed: every card not in the reserve, stock, waste or tableau is on a foundation, which
// fixes how many cards of each rank are up, hence the multiset of foundation heights; and
// f1 is the highest of them (it is complete before any other starts), so f1's height and
// the multiset of f2..f8 heights follow too.
import { PILES } from './abi';
import { pileCode, resPos, stkPos, wm0, wm1 } from './state';
import { zeros } from './fresh';

/** A bit of the key's second word that `computeKey` never sets (search.ts marks nodes reached by a deal with it). */
export const KEY_AFTER_DEAL: u64 = (<u64>1) << 62;

const sortBuf = zeros<i32>(PILES);
export let keyA: u64 = 0;
export let keyB: u64 = 0;
export let keyC: u64 = 0;

/** Sets keyA, keyB, keyC to the key of the loaded position. */
export function computeKey(): void {
  for (let i = 0; i < PILES; i++) {
    const c = pileCode(i);
    let j = i;
    while (j > 0 && unchecked(sortBuf[j - 1]) > c) {
      unchecked((sortBuf[j] = sortBuf[j - 1]));
      j--;
    }
    unchecked((sortBuf[j] = c));
  }
  let a: u64 = 0;
  for (let i = 0; i < 8; i++) a |= (<u64>unchecked(sortBuf[i])) << (<u64>(i * 8));
  let b: u64 = 0;
  for (let i = 8; i < PILES; i++) b |= (<u64>unchecked(sortBuf[i])) << (<u64>((i - 8) * 8));
  b |= (<u64>stkPos) << 32;
  b |= (<u64>resPos) << 39;
  b |= (wm1 & 0x3fff) << 43;
  b |= (<u64>1) << 63;
  keyA = a;
  keyB = b;
  keyC = wm0;
}
