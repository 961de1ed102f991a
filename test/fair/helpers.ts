// Shared by the fair-play tests: the face-down cards of a position, and the same
// position with them in another order.
import type { Card, Position } from '../../src/engine/index';

/** The position's face-down cards, reserve (bottom up, under the top) then stock. */
export const hiddenCards = (pos: Position): Card[] => [...pos.reserve.slice(0, -1), ...pos.stock];

/** The same position with its face-down cards in another order (`hidden`, reserve first). */
export function withHidden(pos: Position, hidden: readonly Card[]): Position {
  const under = Math.max(0, pos.reserve.length - 1);
  return {
    ...pos,
    reserve: pos.reserve.length === 0 ? [] : [...hidden.slice(0, under), pos.reserve[pos.reserve.length - 1]],
    stock: hidden.slice(under),
  };
}

export const permute = <T>(items: readonly T[], keys: readonly number[]): T[] =>
  items.map((item, i) => ({ item, k: keys[i % keys.length] * 1000 + i })).sort((a, b) => a.k - b.k).map((e) => e.item);

