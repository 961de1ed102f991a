// The text formats of docs/rules.md: deals, moves and game records.
import { cardToString, parseCard } from './card';
import { dealFromNumber, looksLikeNumber, parseDealNumber } from './dealNumber';
import {
  type Card, type DestId, type Move, type Result, type SourceId,
  DECK_SIZE, FOUNDATIONS, TABLEAU_PILES, err, ok,
} from './types';

export interface GameRecord {
  readonly deal: readonly Card[];
  readonly moves: readonly Move[];
  /** The deal's number, when the record names the deal by it (the numbered form). */
  readonly dealNumber?: number;
}

const tokens = (text: string): string[] => text.trim().split(/\s+/).filter((t) => t !== '');

/** Made once: a saved game or a pasted record reads thousands of piles. */
const PILE_NAME = { t: /^t([1-9][0-9]?)$/, f: /^f([1-9][0-9]?)$/ } as const;

/** `t1`..`t12` or `f1`..`f8` without leading zeros; returns the 1-based number or 0. */
function pileNumber(text: string, letter: 't' | 'f', max: number): number {
  const match = PILE_NAME[letter].exec(text);
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= max ? n : 0;
}

/** A move's source as the notation writes it: w, r or t1..t12. */
export const isSourceId = (text: unknown): text is SourceId =>
  text === 'w' || text === 'r' || (typeof text === 'string' && pileNumber(text, 't', TABLEAU_PILES) > 0);

/** A move's destination as the notation writes it: f, f1..f8 or t1..t12. */
export const isDestId = (text: unknown): text is DestId =>
  text === 'f' || (typeof text === 'string' && (pileNumber(text, 'f', FOUNDATIONS) > 0 || pileNumber(text, 't', TABLEAU_PILES) > 0));

export function parseMove(text: string, index?: number): Result<Move> {
  const token = text.trim().toLowerCase();
  const where = { token: text, ...(index === undefined ? {} : { index }) };
  if (token === 'deal') return ok({ kind: 'deal' });
  const parts = token.split('>');
  if (parts.length !== 2) {
    return err(`"${text}" is not a move: write "deal" or SOURCE>DESTINATION, like w>f or t3>t7`, where);
  }
  const [from, to] = parts;
  if (!isSourceId(from)) return err(`"${text}": the source must be w, r or t1..t12`, where);
  if (!isDestId(to)) return err(`"${text}": the destination must be f, f1..f8 or t1..t12`, where);
  return ok({ kind: 'play', from, to });
}

export const moveToString = (move: Move): string =>
  move.kind === 'deal' ? 'deal' : `${move.from}>${move.to}`;

export function parseMoves(text: string): Result<Move[]> {
  const moves: Move[] = [];
  for (const [i, token] of tokens(text).entries()) {
    const move = parseMove(token, i);
    if (!move.ok) return { ok: false, error: { ...move.error, message: `move ${i + 1}: ${move.error.message}` } };
    moves.push(move.value);
  }
  return ok(moves);
}

export const movesToString = (moves: readonly Move[]): string => moves.map(moveToString).join(' ');

function parseCards(words: readonly string[]): Result<Card[]> {
  if (words.length !== DECK_SIZE) {
    return err(`a deal has ${DECK_SIZE} cards, this one has ${words.length}`);
  }
  const cards: Card[] = [];
  const seen = new Map<Card, number>();
  for (const [i, word] of words.entries()) {
    const card = parseCard(word);
    if (!card.ok) return err(`card ${i + 1}: ${card.error.message}`, { token: word, index: i });
    const count = (seen.get(card.value) ?? 0) + 1;
    if (count > 2) {
      return err(`card ${i + 1}: ${cardToString(card.value)} appears a third time (each card is in the pack twice)`, {
        token: word,
        index: i,
      });
    }
    seen.set(card.value, count);
    cards.push(card.value);
  }
  return ok(cards);
}

/** 104 cards in dealing order: reserve bottom → top, first foundation, t1..t12, stock top → bottom. */
export const parseDeal = (text: string): Result<Card[]> => parseCards(tokens(text));

export const dealToString = (deal: readonly Card[]): string => deal.map(cardToString).join(' ');

/**
 * The largest game record read: pasted in the popup's New game field, or given to `plot` as
 * --moves. A real game is a few hundred moves (deal 1's winning line has 248, and Undo
 * takes moves out of a record, not into it), so 10,000 is some forty real games end to
 * end; past it, reading and playing a record is refused rather than left to take its time
 * (issue 32's probe pasted 174,007 legal moves, 1 MB). Characters are counted first, so
 * that a huge text is refused before it is even split into words: 104 cards and 10,000 of
 * the longest move (`t11>t12`), each with a space, make 80,312 characters, and 200,000
 * leave room for any spacing and line breaks.
 */
export const MAX_RECORD_MOVES = 10_000;
export const MAX_RECORD_CHARS = 200_000;

const grouped = (n: number): string => n.toLocaleString('en');

/** A text too long to be a record, in English (the CLI's words; the popup words its own). */
export const recordCharsError = (chars: number): string =>
  `the text is ${grouped(chars)} characters long; a game record has at most ${grouped(MAX_RECORD_CHARS)}`;

/** A record with too many moves, in English. */
export const recordMovesError = (moves: number): string =>
  `the record has ${grouped(moves)} moves; a game record has at most ${grouped(MAX_RECORD_MOVES)}`;

/**
 * A game record: the deal (its 104 cards, or its number: the numbered form) and then the
 * moves. A numbered record gives the deal's cards too, and its number. A record over
 * MAX_RECORD_CHARS or MAX_RECORD_MOVES is refused.
 */
export function parseRecord(text: string): Result<GameRecord> {
  if (text.length > MAX_RECORD_CHARS) return err(recordCharsError(text.length));
  const words = tokens(text);
  const numbered = words.length > 0 && looksLikeNumber(words[0]);
  const moveWords = words.slice(numbered ? 1 : DECK_SIZE);
  if (moveWords.length > MAX_RECORD_MOVES) return err(recordMovesError(moveWords.length));
  if (numbered) {
    const n = parseDealNumber(words[0]);
    const deal = n.ok ? dealFromNumber(n.value) : n;
    if (!deal.ok) return err(`"${words[0]}": ${deal.error.message}`, { token: words[0], index: 0 });
    const moves = parseMoves(moveWords.join(' '));
    return moves.ok ? ok({ deal: deal.value, moves: moves.value, dealNumber: Number(words[0]) }) : moves;
  }
  const deal = parseCards(words.slice(0, DECK_SIZE));
  if (!deal.ok) return deal;
  const moves = parseMoves(moveWords.join(' '));
  if (!moves.ok) return moves;
  return ok({ deal: deal.value, moves: moves.value });
}

/**
 * The record as text: the 104 cards then the moves; with `numbered` and a deal number, the
 * number then the moves (what Copy deal gives: it names the deal without printing the
 * face-down cards).
 */
export const recordToString = (record: GameRecord, { numbered = false }: { numbered?: boolean } = {}): string =>
  [numbered && record.dealNumber !== undefined ? String(record.dealNumber) : dealToString(record.deal), movesToString(record.moves)]
    .filter((s) => s !== '')
    .join(' ');
