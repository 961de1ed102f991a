// A game: a deal plus its history, with undo, redo and a versioned saved form.
import { dealToString, movesToString, parseDeal, parseMoves } from './notation';
import { dealPosition, play, replay } from './position';
import { MAX_DEAL_NUMBER } from './dealNumber';
import { type Card, type Move, type Position, type Result, err, ok } from './types';
import { sameMove } from './identity';

export interface Game {
  readonly deal: readonly Card[];
  /** The deal number, when the deal came from one. */
  readonly dealNumber?: number;
  /** Moves played so far, oldest first. */
  readonly moves: readonly Move[];
  /** Undone moves, the next one to redo last. */
  readonly redo: readonly Move[];
  readonly position: Position;
}

/** The saved form. Bump `schema` when it changes, and teach `parseSavedGame` the old one. */
export interface SavedGame {
  readonly schema: 1;
  readonly deal: string;
  readonly dealNumber?: number;
  readonly moves: string;
  readonly redo: string;
}

export const SAVED_GAME_SCHEMA = 1;

export const newGame = (deal: readonly Card[], dealNumber?: number): Game => ({
  deal,
  ...(dealNumber === undefined ? {} : { dealNumber }),
  moves: [],
  redo: [],
  position: dealPosition(deal),
});

/** Plays a move. A new move clears the redo stack, unless it is the move redo would make. */
export function playMove(game: Game, move: Move): Result<Game> {
  const next = play(game.position, move);
  if (!next.ok) return next;
  const redoTop = game.redo[game.redo.length - 1];
  const sameAsRedo = redoTop !== undefined && sameMove(redoTop, move);
  return ok({
    ...game,
    moves: [...game.moves, move],
    redo: sameAsRedo ? game.redo.slice(0, -1) : [],
    position: next.value,
  });
}

export const canUndo = (game: Game): boolean => game.moves.length > 0;
export const canRedo = (game: Game): boolean => game.redo.length > 0;

/**
 * Takes back the last move; an empty history is a refusal the caller can show. Positions
 * are recomputed from the deal: replaying is cheap and keeps a game small.
 */
export function undo(game: Game): Result<Game> {
  if (!canUndo(game)) return err('there is no move to undo');
  const moves = game.moves.slice(0, -1);
  const position = replay(game.deal, moves);
  if (!position.ok) throw new Error(`undo: a played move no longer replays: ${position.error.message}`);
  return ok({ ...game, moves, redo: [...game.redo, game.moves[game.moves.length - 1]], position: position.value });
}

/** Plays the last undone move again; nothing undone is a refusal the caller can show. */
export function redo(game: Game): Result<Game> {
  if (!canRedo(game)) return err('there is no move to redo');
  const next = playMove(game, game.redo[game.redo.length - 1]);
  if (!next.ok) throw new Error(`redo: an undone move no longer replays: ${next.error.message}`);
  return next;
}

/** Back to the deal; the whole history becomes redoable. */
export const restart = (game: Game): Game => ({
  ...newGame(game.deal, game.dealNumber),
  redo: [...game.redo, ...[...game.moves].reverse()],
});

export const serializeGame = (game: Game): SavedGame => ({
  schema: SAVED_GAME_SCHEMA,
  deal: dealToString(game.deal),
  ...(game.dealNumber === undefined ? {} : { dealNumber: game.dealNumber }),
  moves: movesToString(game.moves),
  redo: movesToString(game.redo),
});

/** Reads a saved game, checking every part: the deal, and that every move replays. */
export function parseSavedGame(json: unknown): Result<Game> {
  if (typeof json !== 'object' || json === null) return err('a saved game is an object');
  const saved = json as Record<string, unknown>;
  if (saved.schema !== SAVED_GAME_SCHEMA) {
    return err(`unknown saved-game schema ${JSON.stringify(saved.schema)} (this version reads ${SAVED_GAME_SCHEMA})`);
  }
  for (const field of ['deal', 'moves', 'redo'] as const) {
    if (typeof saved[field] !== 'string') return err(`the saved game's ${field} is missing or not text`);
  }
  const { dealNumber } = saved;
  if (dealNumber !== undefined && (!Number.isInteger(dealNumber) || (dealNumber as number) < 1 || (dealNumber as number) > MAX_DEAL_NUMBER)) {
    return err(`the saved deal number ${JSON.stringify(dealNumber)} is not a deal number`);
  }
  const deal = parseDeal(saved.deal as string);
  if (!deal.ok) return err(`the saved deal is damaged: ${deal.error.message}`);
  const moves = parseMoves(saved.moves as string);
  if (!moves.ok) return err(`the saved moves are damaged: ${moves.error.message}`);
  const redoMoves = parseMoves(saved.redo as string);
  if (!redoMoves.ok) return err(`the saved redo moves are damaged: ${redoMoves.error.message}`);
  // The redo stack must replay after the moves, in order: last element first.
  const line = [...moves.value, ...[...redoMoves.value].reverse()];
  const replayed = replay(deal.value, line);
  if (!replayed.ok) return err(`the saved game does not replay: ${replayed.error.message}`);
  const position = replay(deal.value, moves.value);
  if (!position.ok) return position;
  return ok({
    deal: deal.value,
    ...(dealNumber === undefined ? {} : { dealNumber: dealNumber as number }),
    moves: moves.value,
    redo: redoMoves.value,
    position: position.value,
  });
}
