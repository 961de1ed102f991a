// Move codes (assembly/abi.ts: MOVE_*, SRC_*, DST_*) read on the TypeScript side, once for
// both players that answer in them: the solver (search/core.ts) and the fair player (fair/core.ts).
// The module makes them in assembly/moveCode.ts from the same constants.
import type { DestId, Move, SourceId } from '../engine/index';
import * as abi from '../../assembly/abi';

/** The engine's move for a module move code. */
export function decodeMove(code: number): Move {
  const src = code >> abi.MOVE_SRC_SHIFT;
  const dst = code & abi.MOVE_DST_MASK;
  if (src === abi.SRC_DEAL) return { kind: 'deal' };
  const from: SourceId = src === abi.SRC_WASTE ? 'w' : src === abi.SRC_RESERVE ? 'r' : (`t${src - abi.SRC_PILE + 1}` as SourceId);
  const to: DestId = dst === abi.DST_FOUNDATION ? 'f' : (`t${dst - abi.DST_PILE + 1}` as DestId);
  return { kind: 'play', from, to };
}
