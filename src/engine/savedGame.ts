// A game's saved form: its deal and its whole line, the moves as text (compact: a pasted
// record of 174,007 moves stays one string), with each ply's marks and notes (game.ts) in a
// list beside them, by the ply's place in the line. Schema 1 (the same texts, no marks) is
// still read: its plies come back plain.
import { dealToString, moveToString, movesToString, parseDeal, parseMoves } from './notation';
import { describeRefusal } from './position';
import { MAX_DEAL_NUMBER } from './dealNumber';
import { type Game, type Ply, type PlyNote, gameFromLine, lineOf, restartedPlies } from './game';
import { type Result, err, ok } from './types';

/** What a ply carries beyond its move, and where it is in the whole line (played, then undone in the order Redo plays them). */
export interface SavedMarks {
  readonly at: number;
  readonly joined?: true;
  readonly note?: PlyNote;
}

/** The saved form. Bump `schema` when it changes, and teach `parseSavedGame` the old one. */
export interface SavedGame {
  readonly schema: 2;
  readonly deal: string;
  readonly dealNumber?: number;
  /** The moves played, as text. */
  readonly moves: string;
  /** The undone moves, the next one to redo last. */
  readonly redo: string;
  /** The plies with marks or notes, in the order of the line. */
  readonly marks?: readonly SavedMarks[];
  /** The plies the Restart that made this game took back (for its Undo). */
  readonly restarted?: number;
}

export const SAVED_GAME_SCHEMA = 2;

/** What a note saved becomes when read: the caller's check (storage knows what notes hold); a damaged one is dropped. */
export type NoteReader = (json: unknown) => PlyNote | undefined;

const anyObject: NoteReader = (json) => (typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as PlyNote) : undefined);

export function serializeGame(game: Game): SavedGame {
  const restarted = restartedPlies(game);
  const marks = lineOf(game).flatMap((ply, at): SavedMarks[] =>
    ply.joined || ply.note ? [{ at, ...(ply.joined ? { joined: true as const } : {}), ...(ply.note ? { note: ply.note } : {}) }] : []);
  return {
    schema: SAVED_GAME_SCHEMA,
    deal: dealToString(game.deal),
    ...(game.dealNumber === undefined ? {} : { dealNumber: game.dealNumber }),
    moves: movesToString(game.moves),
    redo: movesToString(game.redo),
    ...(marks.length > 0 ? { marks } : {}),
    ...(restarted > 0 ? { restarted } : {}),
  };
}

/** The saved line as plain plies, and how many are played. */
function readMoves(saved: Record<string, unknown>): Result<{ plies: Ply[]; played: number }> {
  for (const field of ['moves', 'redo'] as const) {
    if (typeof saved[field] !== 'string') return err(`the saved game's ${field} is missing or not text`);
  }
  const moves = parseMoves(saved.moves as string);
  if (!moves.ok) return err(`the saved moves are damaged: ${moves.error.message}`);
  const redoMoves = parseMoves(saved.redo as string);
  if (!redoMoves.ok) return err(`the saved redo moves are damaged: ${redoMoves.error.message}`);
  return ok({ plies: [...moves.value, ...[...redoMoves.value].reverse()].map((move) => ({ move })), played: moves.value.length });
}

/** `plies` with the saved marks laid on them; a mark damaged or off the line is dropped (a note is worth less than the game). */
function marked(plies: Ply[], marks: unknown, readNote: NoteReader): Ply[] {
  if (!Array.isArray(marks)) return plies;
  for (const m of marks as unknown[]) {
    const { at, joined, note } = (typeof m === 'object' && m !== null ? m : {}) as Record<string, unknown>;
    if (!Number.isInteger(at) || (at as number) < 0 || (at as number) >= plies.length) continue;
    const read = note === undefined ? undefined : readNote(note);
    plies[at as number] = { move: plies[at as number].move, ...(joined === true ? { joined: true as const } : {}), ...(read === undefined ? {} : { note: read }) };
  }
  return plies;
}

/** Reads a saved game (schema 1 or 2), checking every part: the deal, and that every move replays. */
export function parseSavedGame(json: unknown, readNote: NoteReader = anyObject): Result<Game> {
  if (typeof json !== 'object' || json === null) return err('a saved game is an object');
  const saved = json as Record<string, unknown>;
  if (saved.schema !== SAVED_GAME_SCHEMA && saved.schema !== 1) {
    return err(`unknown saved-game schema ${JSON.stringify(saved.schema)} (this version reads 1 and ${SAVED_GAME_SCHEMA})`);
  }
  if (typeof saved.deal !== 'string') return err(`the saved game's deal is missing or not text`);
  const { dealNumber } = saved;
  if (dealNumber !== undefined && (!Number.isInteger(dealNumber) || (dealNumber as number) < 1 || (dealNumber as number) > MAX_DEAL_NUMBER)) {
    return err(`the saved deal number ${JSON.stringify(dealNumber)} is not a deal number`);
  }
  const deal = parseDeal(saved.deal);
  if (!deal.ok) return err(`the saved deal is damaged: ${deal.error.message}`);
  const line = readMoves(saved);
  if (!line.ok) return line;
  const { played } = line.value;
  const plies = saved.schema === 1 ? line.value.plies : marked(line.value.plies, saved.marks, readNote);
  const restarted = Number.isInteger(saved.restarted) && (saved.restarted as number) > 0 ? (saved.restarted as number) : 0;
  const game = gameFromLine(deal.value, dealNumber as number | undefined, plies, played, restarted);
  if (!game.ok) {
    const { index = 0, refusal } = game.error;
    return err(`the saved game does not replay: move ${index + 1} (${moveToString(plies[index].move)}) is illegal: ${refusal ? describeRefusal(refusal) : game.error.message}`);
  }
  return game;
}
