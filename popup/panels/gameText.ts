// What the New game field accepts: a deal number, the 104 cards of a deal, or a game record
// (a deal, or a deal number, followed by moves; docs/rules.md). The engine reads every
// card and move and judges every move; this module only says what is wrong in the
// player's language, so that bad text gets a clear error and nothing is lost.
import {
  type Card, type Game, DECK_SIZE, MAX_DEAL_NUMBER, cardToString, newGame, parseCard, parseMove, playMove,
} from '../../src/engine/index';
import { gameFromNumber } from '../platform/boot';
import { t } from '../platform/i18n';
import { illegalReason } from '../table/refusals';

export type GameText = { ok: true; game: Game } | { ok: false; error: string };

const fail = (error: string): GameText => ({ ok: false, error });

/** The cards of a deal, or the error at the first bad word. */
function readCards(words: readonly string[]): { ok: true; cards: Card[] } | { ok: false; error: string } {
  const cards: Card[] = [];
  const copies = new Map<Card, number>();
  for (const [i, word] of words.entries()) {
    const card = parseCard(word);
    if (!card.ok) return { ok: false, error: t('pasteBadCard', i + 1, word) };
    const n = (copies.get(card.value) ?? 0) + 1;
    if (n > 2) return { ok: false, error: t('pasteThirdCard', i + 1, cardToString(card.value)) };
    copies.set(card.value, n);
    cards.push(card.value);
  }
  return { ok: true, cards };
}

/** Plays `words` as moves from `start`, each judged by the engine: the game with them as its undo history. */
function playWords(start: Game, words: readonly string[]): GameText {
  let game = start;
  for (const [i, word] of words.entries()) {
    const move = parseMove(word);
    if (!move.ok) return fail(t('pasteBadMove', i + 1, word));
    const next = playMove(game, move.value);
    if (!next.ok) return fail(t('pasteIllegalMove', i + 1, word, illegalReason(next.error, game.position)));
    game = next.value;
  }
  return { ok: true, game };
}

/** Reads the New game field. */
export function readGameText(text: string): GameText {
  const words = text.trim().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return fail(t('pasteEmpty'));
  if (/^\d+$/.test(words[0])) {
    // A deal number, perhaps with moves after it.
    const n = Number(words[0]);
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DEAL_NUMBER) return fail(t('badDealNumber'));
    return playWords(gameFromNumber(n), words.slice(1));
  }
  const cards = readCards(words.slice(0, DECK_SIZE));
  if (!cards.ok) return fail(cards.error);
  if (cards.cards.length < DECK_SIZE) return fail(t('pasteTooFewCards', cards.cards.length));
  return playWords(newGame(cards.cards), words.slice(DECK_SIZE));
}
