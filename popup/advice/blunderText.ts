// What a blunder lost, in words. The fair alert's (the default): the move, the chance it
// cost and the fair best move. The full-deal solver's: the move, and the card it buried that
// the winning line needed. Pure (engine only), so the tests check it on real positions.
import { type Card, type Game, type Move, type PileId, type TableauId, type Position, pileIndex, play, sourceCard } from '../../src/engine/index';
import type { FairAlert } from '../../src/solver/fair/alert';
import { percent } from '../fair/fairViews';
import { t, tn } from '../platform/i18n';
import { landingPile } from '../input/moves';
import { cardThe, fromPlace } from '../table/names';
import { toPlace } from '../input/moveWords';
import { hintedMove } from './solverViews';

/** The stack a move puts a card on top of, covering what was there: a tableau pile, or the waste for a deal. */
const coveredStack = (move: Move): PileId | undefined => (move.kind === 'deal' ? 'w' : move.to.startsWith('t') ? (move.to as PileId) : undefined);

/**
 * "in tableau pile 8", "en el descarte": where a card lies, inside a sentence. The game has
 * two of every card, so a sentence that names one says where it is. (Here, not in
 * table/names.ts: only the warnings say it, and they load after the first paint.)
 */
export const inPlace = (id: PileId): string => (id === 'w' ? t('inWaste') : t('inPile', Number(id.slice(1))));

const stackOf = (pos: Position, id: PileId): readonly Card[] => (id === 'w' ? pos.waste : pos.tableau[pileIndex(id as TableauId)]);

/**
 * The card `move` buried that `line` (a winning line from `before`) needed: the first card
 * the line takes from under the spot the move covered (a tableau pile, or the waste for a
 * deal). Piles are stacks, so the cards that were there stay the bottom `k` of it while the
 * line plays on; the first time the line moves one of them, that is the card. Undefined
 * when the move covers nothing (a foundation play) or the line never reaches under it.
 */
export function buriedCard(before: Position, move: Move, line: readonly Move[]): Card | undefined {
  const stack = coveredStack(move);
  if (!stack) return undefined;
  const k = stackOf(before, stack).length;
  let pos = before;
  for (const m of line) {
    const from = m.kind === 'play' ? m.from : undefined;
    const height = stackOf(pos, stack).length;
    if (from === stack && height <= k) return sourceCard(pos, from);
    const next = play(pos, m);
    if (!next.ok) return undefined;
    pos = next.value;
  }
  return undefined;
}

/**
 * "Moving the seven of diamonds from tableau pile 1 to foundation 1 cost about 19 points of
 * win chance: the best move, to move the seven of diamonds from tableau pile 9 to foundation
 * 1, kept about 93%." Both moves say where their card comes from: with two decks, the best
 * move may take the twin of the card played. The points are the difference of the two
 * percentages as shown (the best move's, and the move's), at least 1.
 */
export function fairBlunderText(before: Game, move: Move, alert: FairAlert): string {
  const points = Math.max(1, percent(alert.best.chance) - percent(alert.played.chance));
  const cost = tn('points', points, points);
  // The best move as a phrase inside the sentence: "deal a card from the stock", "move the ace of diamonds from …".
  const best = hintedMove(before, alert.best.move).words;
  const kept = String(percent(alert.best.chance));
  if (move.kind === 'deal') return t('fairBlunderDealt', cost, best, kept);
  const card = sourceCard(before.position, move.from);
  const to = landingPile(before.position, move) ?? move.to;
  return t('fairBlunderMoved', card === undefined ? '' : cardThe(card), fromPlace(move.from), toPlace(to as PileId | 'f'), cost, best, kept);
}

/**
 * "Moving the seven of clubs from tableau pile 1 to tableau pile 8 lost a winnable game. It
 * buried the eight of clubs in tableau pile 8, a card the winning line needed." Each card
 * named says where it is, as its twin may be elsewhere.
 */
export function blunderText(before: Position, move: Move, line: readonly Move[]): string {
  let said: string;
  if (move.kind === 'deal') {
    const dealt = before.stock[before.stock.length - 1];
    said = t('blunderDealt', dealt === undefined ? '' : cardThe(dealt));
  } else {
    const card = sourceCard(before, move.from);
    const to = landingPile(before, move) ?? move.to;
    said = t('blunderMoved', card === undefined ? '' : cardThe(card), fromPlace(move.from), toPlace(to as PileId | 'f'));
  }
  const buried = buriedCard(before, move, line);
  const stack = coveredStack(move);
  return buried === undefined || stack === undefined ? said : `${said} ${t('blunderBuried', cardThe(buried), inPlace(stack))}`;
}
