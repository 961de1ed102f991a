// The line of plies (src/engine/game.ts) and the player's Undo and Redo on it (groups.ts):
// for random legal lines with random joins and notes, a step taken back and played again
// leaves the line as it was, to the last mark and note; the same moves played again after
// an Undo find their notes where they left them; a step never splits a joined run.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Game, type Ply, dealFromNumber, legalMoves, lineOf, newGame, playMove, plyAt, redoGroup, sameMove, undoGroup, undoTo, withNote,
} from '../../src/engine';

/** One ply to play: which legal move (by index, modulo their count), joined or not, noted or not. */
const plyPick = fc.record({ pick: fc.nat(), joined: fc.boolean(), note: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }) });
type PlyPick = typeof plyPick extends fc.Arbitrary<infer T> ? T : never;

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Deal `n` with `picks` played (each joined as it says), its notes laid on afterwards, and `undone` steps taken back. */
function lineFrom(n: number, picks: readonly PlyPick[], undone: number): Game {
  let game = newGame(unwrap(dealFromNumber(n)), n);
  for (const p of picks) {
    const legal = legalMoves(game.position);
    if (legal.length === 0) break;
    game = unwrap(playMove(game, legal[p.pick % legal.length], { joined: p.joined }));
  }
  game = picks.reduce((g, p, at) => (p.note === undefined ? g : withNote(g, at, () => ({ tag: p.note, at }))), game);
  for (let u = 0; u < undone && game.moves.length > 0; u++) game = unwrap(undoGroup(game)).game;
  return game;
}

const lineArb = fc.record({
  n: fc.integer({ min: 1, max: 3000 }),
  picks: fc.array(plyPick, { maxLength: 40 }),
  undone: fc.nat({ max: 6 }),
});

/** What a line is, as plain data: every ply (move, mark, note) and how many are played. */
const shape = (game: Game) => ({ plies: lineOf(game), played: game.moves.length, redo: game.redo });

describe('grouped Undo and Redo on a line of plies', () => {
  test('k steps undone then k redone give back the exact line, plies and notes', () => {
    fc.assert(fc.property(lineArb, fc.integer({ min: 1, max: 45 }), ({ n, picks, undone }, k) => {
      const game = lineFrom(n, picks, undone);
      let g = game;
      let steps = 0;
      for (; steps < k; steps++) {
        const back = undoGroup(g);
        if (!back.ok) break;
        // A step ends where a ply not joined to the one before it begins (or at the start).
        const first: Ply | undefined = plyAt(back.value.game, back.value.game.moves.length);
        expect(first?.move).toEqual(back.value.move);
        expect(back.value.game.moves.length === 0 || first?.joined !== true).toBe(true);
        expect(g.moves.length - back.value.game.moves.length).toBe(back.value.joined + 1);
        g = back.value.game;
      }
      expect(steps === k || g.moves.length === 0).toBe(true);
      for (let i = 0; i < steps; i++) g = unwrap(redoGroup(g)).game;
      expect(shape(g)).toEqual(shape(game));
    }), { numRuns: 150 });
  });

  test('undone to any point, the same moves played again keep their notes (and their marks, played the same way)', () => {
    fc.assert(fc.property(lineArb, fc.nat(), fc.boolean(), ({ n, picks, undone }, at, sameMarks) => {
      const game = lineFrom(n, picks, undone);
      const to = at % (game.moves.length + 1);
      let g = undoTo(game, to);
      expect(g.moves.length).toBe(to);
      const again = pliesAfter(game, to);
      for (const ply of again) g = unwrap(playMove(g, ply.move, sameMarks ? { joined: ply.joined === true } : {}));
      expect(lineOf(g).map((p) => p.note)).toEqual(lineOf(game).map((p) => p.note));
      if (sameMarks) expect(shape(g)).toEqual(shape(game));
    }), { numRuns: 150 });
  });

  test('another move after an Undo starts a new line: the undone plies and their notes are gone', () => {
    fc.assert(fc.property(lineArb, ({ n, picks }) => {
      const game = lineFrom(n, picks, 0);
      fc.pre(game.moves.length > 0);
      const back = undoTo(game, game.moves.length - 1);
      const other = legalMoves(back.position).find((m) => !sameMove(m, game.moves.at(-1)!));
      fc.pre(other !== undefined);
      const g = unwrap(playMove(back, other!));
      expect(lineOf(g)).toHaveLength(game.moves.length);
      expect(lineOf(g).at(-1)).toEqual({ move: other });
      expect(lineOf(g).slice(0, -1)).toEqual(lineOf(game).slice(0, -1));
    }), { numRuns: 100 });
  });
});

/** The plies of `game`'s line from `at` to its last played one. */
const pliesAfter = (game: Game, at: number): readonly Ply[] => lineOf(game).slice(at, game.moves.length);
