// What the popup notes on the game's line, kept on its plies (src/engine/game.ts: one line,
// one owner): the fair player's chance after a move, what the move cost (its regret), and
// the move that lost a deal the full-deal solver had proved winnable. This file types the
// engine's opaque notes and checks them when a save is read; noteArrays.ts gives them back
// as the arrays by move number that the charts draw (apart: only the review reads them, and
// it loads after the popup opens).
import { type Game, type PlyNote, parseMove, plyAt, withNote, withNotes } from '../engine/index';

/** [best chance, played move's chance] or, when the fair best move was another, [best, played, best move]. */
export type Regret = readonly [number, number] | readonly [number, number, string];

/** A ply's notes. */
export interface MoveNote {
  /** The fair player's win chance after the move. */
  readonly chance?: number;
  /** What the move cost, as the fair player saw it (docs/fair-play.md, Review). */
  readonly regret?: Regret;
  /** The deal was proved winnable before the move, and the move lost it. */
  readonly lost?: true;
}

/** The longest line of chances kept (a game of The Plot is rarely longer than 300 moves). */
export const MAX_CHANCES = 600;

/** A chance as kept: 3 decimals keep the save small. */
export const roundChance = (x: number): number => Math.round(x * 1000) / 1000;

export const isChance = (x: unknown): x is number => typeof x === 'number' && x >= 0 && x <= 1;

/** A regret as saved, or undefined when it is damaged (unknown, not a reason to drop the rest). */
export function readRegret(x: unknown): Regret | undefined {
  if (!Array.isArray(x) || !isChance(x[0]) || !isChance(x[1])) return undefined;
  if (x.length === 2) return [x[0], x[1]];
  return x.length === 3 && typeof x[2] === 'string' && parseMove(x[2]).ok ? [x[0], x[1], x[2]] : undefined;
}

/** A saved note, its damaged parts dropped: the engine's NoteReader for a save. */
export function readNote(json: unknown): PlyNote | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const v = json as Record<string, unknown>;
  const regret = readRegret(v.regret);
  const note: MoveNote = {
    ...(isChance(v.chance) ? { chance: v.chance } : {}),
    ...(regret ? { regret } : {}),
    ...(v.lost === true ? { lost: true as const } : {}),
  };
  return Object.keys(note).length > 0 ? (note as PlyNote) : undefined;
}

/** A ply's notes as this file types them (empty when none). */
export const noteOf = (note: PlyNote | undefined): MoveNote => (note ?? {}) as MoveNote;

/** The note of the ply `at` of the whole line (played, then undone), empty when none. */
export const moveNote = (game: Game, at: number): MoveNote => noteOf(plyAt(game, at)?.note);

const changed = (old: PlyNote | undefined, change: Partial<MoveNote>): PlyNote => ({ ...noteOf(old), ...change }) as PlyNote;

/** The game with the chance after its ply `at` noted (no change when there is no such ply). */
export const withChance = (game: Game, at: number, chance: number): Game => withNote(game, at, (old) => changed(old, { chance }));

/** The game with the regret of its ply `at` noted. */
export const withRegret = (game: Game, at: number, regret: Regret): Game => withNote(game, at, (old) => changed(old, { regret }));

/** The game with its ply `at` noted as the one that lost the win, and no other. */
export function withLost(game: Game, at: number): Game {
  if (!plyAt(game, at)) return game;
  return withNotes(game, (i, ply) => {
    const { lost: _was, ...rest } = noteOf(ply.note);
    if (i === at) return { ...rest, lost: true } as PlyNote;
    return Object.keys(rest).length > 0 ? (rest as PlyNote) : undefined;
  });
}

/** The chance after `at` moves of the line (at 0: at the deal, from the meta), when known. */
export const chanceAt = (game: Game, meta: { readonly dealChance?: number }, at: number): number | undefined =>
  at === 0 ? meta.dealChance : moveNote(game, at - 1).chance;
