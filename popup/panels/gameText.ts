// What the New game field accepts: a deal number, the 104 cards of a deal, or a game record
// (a deal, or a deal number, followed by moves; docs/rules.md). The engine reads every
// card and move and judges every move; this module only says what is wrong in the
// player's language, so that bad text gets a clear error and nothing is lost.
import {
  type Card, type Game, type Move, DECK_SIZE, MAX_RECORD_CHARS, MAX_RECORD_MOVES, cardToString, looksLikeNumber, newGame,
  parseCard, parseDealNumber, parseMove, playMoves,
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

/**
 * Plays `words` as moves from `start`, each judged by the engine: the game with them as its
 * undo history. The first fault in the text is the one told: a move that is not allowed
 * before the first word that is not a move, else that word.
 */
function playWords(start: Game, words: readonly string[]): GameText {
  const moves: Move[] = [];
  for (const word of words) {
    const move = parseMove(word);
    if (!move.ok) break;
    moves.push(move.value);
  }
  // One Game for the whole line (playMoves): a long record plays in the time of its moves.
  const played = playMoves(start, moves);
  if (!played.ok) {
    const i = played.error.index ?? 0;
    // The position the refused move met (replayed once, on a refusal only), so its reason can name a twin's pile.
    const before = playMoves(start, moves.slice(0, i));
    const at = before.ok ? before.value.position : start.position;
    return fail(t('pasteIllegalMove', i + 1, words[i], illegalReason(played.error, at)));
  }
  if (moves.length < words.length) return fail(t('pasteBadMove', moves.length + 1, words[moves.length]));
  return { ok: true, game: played.value };
}

/** A count in the language of the texts (10,000 in English, 10.000 in Spanish). */
const count = (n: number): string => n.toLocaleString(t('htmlLang'));

/**
 * Reads the New game field. A text over the engine's limits for a record (MAX_RECORD_CHARS,
 * then MAX_RECORD_MOVES) is refused before its words are read or played, so a huge paste
 * answers at once.
 */
export function readGameText(text: string): GameText {
  if (text.length > MAX_RECORD_CHARS) return fail(t('pasteTooLong', count(text.length), count(MAX_RECORD_CHARS), count(MAX_RECORD_MOVES)));
  const words = text.trim().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return fail(t('pasteEmpty'));
  // A deal number (digits only, as `plot deal` takes it), perhaps with moves after it.
  const numbered = looksLikeNumber(words[0]);
  const moves = words.slice(numbered ? 1 : DECK_SIZE);
  if (moves.length > MAX_RECORD_MOVES) return fail(t('pasteTooManyMoves', count(moves.length), count(MAX_RECORD_MOVES)));
  if (numbered) {
    const n = parseDealNumber(words[0]);
    return n.ok ? playWords(gameFromNumber(n.value), moves) : fail(t('badDealNumber'));
  }
  const cards = readCards(words.slice(0, DECK_SIZE));
  if (!cards.ok) return fail(cards.error);
  if (cards.cards.length < DECK_SIZE) return fail(t('pasteTooFewCards', cards.cards.length));
  return playWords(newGame(cards.cards), moves);
}
