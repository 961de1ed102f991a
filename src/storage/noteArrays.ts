// The notes of a game's line (lineNotes.ts, on its plies) as the charts and the review read
// them: arrays by move number. Apart from lineNotes.ts because only the review needs them,
// and it loads after the popup opens (popup/loading/onDemand.ts): what the open path
// imports is loaded at open, whole.
import { type Game, lineOf } from '../engine/index';
import { type Regret, MAX_CHANCES, noteOf } from './lineNotes';

/** The notes of a line as arrays by move number, as the charts read them (index 0 of `chances`: at the deal). */
export interface LineNotes {
  /** Indices in the whole line of the plies played by the gesture of the ply before. */
  readonly auto: readonly number[];
  readonly chances: readonly (number | null)[];
  /** Undefined for a game saved before costs were kept. */
  readonly regrets?: readonly (Regret | null)[];
  /** Moves after which the deal was still winnable and the next move lost it. */
  readonly lastWinnable?: number;
}

const notesMemo = new WeakMap<Game, { dealChance?: number; costsUnknown?: boolean; notes: LineNotes }>();

/** The line's notes as arrays (made once per game and what the game's meta says of the deal). */
export function lineNotes(game: Game, meta: { readonly dealChance?: number; readonly costsUnknown?: boolean }): LineNotes {
  const known = notesMemo.get(game);
  if (known && known.dealChance === meta.dealChance && known.costsUnknown === meta.costsUnknown) return known.notes;
  const plies = lineOf(game).slice(0, MAX_CHANCES);
  const auto: number[] = [];
  const chances: (number | null)[] = [meta.dealChance ?? null];
  const regrets: (Regret | null)[] = [];
  let lastWinnable: number | undefined;
  plies.forEach((ply, i) => {
    const note = noteOf(ply.note);
    if (ply.joined) auto.push(i);
    chances.push(note.chance ?? null);
    regrets.push(note.regret ?? null);
    if (note.lost) lastWinnable = i;
  });
  const notes: LineNotes = { auto, chances, ...(meta.costsUnknown ? {} : { regrets }), ...(lastWinnable === undefined ? {} : { lastWinnable }) };
  notesMemo.set(game, { dealChance: meta.dealChance, costsUnknown: meta.costsUnknown, notes });
  return notes;
}
