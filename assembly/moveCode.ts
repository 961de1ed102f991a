// A move code (abi.ts: MOVE_*, SRC_*, DST_*) is made and read here only, so the solver and
// the fair player cannot drift apart on its format; src/solver/moveCodec.ts reads it on the
// TypeScript side from the same constants.
import { MOVE_DST_MASK, MOVE_SRC_SHIFT } from './abi';

@inline export function moveCode(src: i32, dst: i32): i32 {
  return (src << MOVE_SRC_SHIFT) | dst;
}
@inline export function moveSrc(code: i32): i32 {
  return code >> MOVE_SRC_SHIFT;
}
@inline export function moveDst(code: i32): i32 {
  return code & MOVE_DST_MASK;
}
