// What makes two games, deals, lines or moves the same, in one place: a deal is its cards in
// order, a position of it the moves that reach it, and a move its kind and piles. The
// popup's verdict cache, the views that say which position they are about, the adoption of
// another window's save, the chart's redraw and the solver worker's resumable search all
// ask here.
import type { Card, Move } from './types';
import { movesToString } from './notation';

/** What identifies a game (a Game has more; game.ts asks here too, so no import of it). */
interface GameLine {
  readonly deal: readonly Card[];
  readonly moves: readonly Move[];
  readonly redo: readonly Move[];
}

export const sameDeal = (a: readonly Card[], b: readonly Card[]): boolean => a.length === b.length && a.every((card, i) => card === b[i]);

export const sameMove = (a: Move, b: Move): boolean =>
  a.kind === 'deal' ? b.kind === 'deal' : b.kind === 'play' && a.from === b.from && a.to === b.to;

export const sameMoves = (a: readonly Move[], b: readonly Move[]): boolean => a.length === b.length && a.every((move, i) => sameMove(move, b[i]));

/** The same game: the same deal, the same moves played and the same undone ones to redo. */
export const sameGame = (a: GameLine, b: GameLine): boolean => sameMoves(a.moves, b.moves) && sameMoves(a.redo, b.redo) && sameDeal(a.deal, b.deal);

// A game's moves are one array for its life (game.ts), and the popup's views ask its key at
// every render, several a move: written once per array, not as a long string at each (issue 38).
const keys = new WeakMap<readonly Move[], string>();

/** A position of the current deal as a key (its moves as text): what a cache or a view is about. */
export const keyOf = (moves: readonly Move[]): string => keys.get(moves) ?? keys.set(moves, movesToString(moves)).get(moves)!;

/** A deal as a key (its cards in order), where a deal's identity is needed as text. */
export const dealKeyOf = (deal: readonly Card[]): string => deal.join();

/** A position of a deal as one key: its deal and the moves that reach it. */
export const positionKeyOf = (deal: readonly Card[], moves: readonly Move[]): string => `${dealKeyOf(deal)}|${keyOf(moves)}`;

/** Is the position `moves` of `deal` the game `g` now, or one on its way (not undone since, same deal)? */
export const onLine = (g: GameLine, deal: readonly Card[], moves: readonly Move[]): boolean =>
  moves.length <= g.moves.length && sameDeal(g.deal, deal) && sameMoves(g.moves.slice(0, moves.length), moves);
