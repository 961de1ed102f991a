// A position given as plain data, checked: the tests' own builders (layout, random late
// positions, determinizations) and the property tests use it to say a position is one the
// rules allow. Built from the engine's public exports only; the engine itself never needs it
// (every position it makes comes from a deal and legal moves), so it is not exported there
// (issue 33: test-only exports gone).
import {
  type Position, type Result,
  FOUNDATIONS, FOUNDATION_FULL, RESERVE_SIZE, STOCK_SIZE, TABLEAU_PILES, cardToString, err, foundationId, ok, relRank, tableauId,
} from '../../src/engine';

/**
 * Checks a position given as plain data: the 104 cards (each card twice), foundations
 * built up from the base rank, f2..f8 empty while f1 is incomplete, and every pile either
 * a lone base-rank card or a descending run without one.
 */
export function positionFromSetup(setup: Position): Result<Position> {
  const { base } = setup;
  if (!Number.isInteger(base) || base < 1 || base > 13) return err(`the base rank must be 1..13, not ${base}`);
  if (setup.foundations?.length !== FOUNDATIONS) return err(`a position has ${FOUNDATIONS} foundations`);
  if (setup.tableau?.length !== TABLEAU_PILES) return err(`a position has ${TABLEAU_PILES} tableau piles`);
  if (setup.reserve.length > RESERVE_SIZE) return err(`the reserve holds at most ${RESERVE_SIZE} cards`);
  if (setup.stock.length > STOCK_SIZE) return err(`the stock holds at most ${STOCK_SIZE} cards`);
  const all = [setup.reserve, setup.stock, setup.waste, ...setup.foundations, ...setup.tableau].flat();
  const counts = new Array<number>(52).fill(0);
  for (const card of all) {
    if (!Number.isInteger(card) || card < 0 || card >= 52) return err(`${card} is not a card`);
    counts[card]++;
  }
  const wrong = counts.findIndex((n) => n !== 2);
  if (wrong >= 0) return err(`${cardToString(wrong)} is there ${counts[wrong]} times, not twice`);
  if (setup.foundations[0].length === 0) return err('f1 is never empty');
  for (const [i, pile] of setup.foundations.entries()) {
    if (pile.length > FOUNDATION_FULL) return err(`${foundationId(i)} holds more than ${FOUNDATION_FULL} cards`);
    if (i > 0 && pile.length > 0 && setup.foundations[0].length < FOUNDATION_FULL) {
      return err(`${foundationId(i)} is started although f1 is incomplete`);
    }
    if (pile.some((card, h) => relRank(card, base) !== h)) {
      return err(`${foundationId(i)} is not built up from the base rank`);
    }
  }
  for (const [i, pile] of setup.tableau.entries()) {
    const ranks = pile.map((card) => relRank(card, base));
    const loneBase = ranks.length === 1 && ranks[0] === 0;
    const run = ranks.every((x, h) => x !== 0 && (h === 0 || ranks[h - 1] === x + 1));
    if (!loneBase && !run) return err(`${tableauId(i)} is neither a lone base-rank card nor a descending run`);
  }
  return ok(setup);
}
