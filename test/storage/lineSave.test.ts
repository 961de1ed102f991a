// The line as saved (format 3: src/engine/savedGame.ts in storage's envelope): any line with
// its marks and notes comes back as it was; a save of format 2 (the notes in the meta, by move
// number) loads to the same line as format 3. The format-2 saves in fixtures/format2Saves.json
// were written by main's code at 6f7bca5, before format 3 (envelope over a game played, two moves undone,
// and the same game restarted; the meta as main's session kept it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Game, canUndoStep, legalMoves, lineOf, moveToString, parseMove, playMove, restart, restartedPlies, undoGroup, undoRestart,
} from '../../src/engine/index';
import { type GameMeta, type StoredRead, envelope } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { type Regret, withChance, withLost, withRegret } from '../../src/storage/lineNotes';
import { gameFromNumber } from '../../popup/platform/boot';
import format2 from './fixtures/format2Saves.json';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A stored value read back as the popup reads it, after a trip through JSON (as storage.local keeps it). */
const stored = (game: Game, meta: GameMeta): StoredRead => unwrap(readStored(JSON.parse(JSON.stringify(envelope(game, 'w', meta, 1)))));

const line = (g: Game) => ({ plies: lineOf(g), moves: g.moves, redo: g.redo, restarted: restartedPlies(g), dealNumber: g.dealNumber });

const chance = fc.integer({ min: 0, max: 1000 }).map((x) => x / 1000);
const regret: fc.Arbitrary<Regret> = fc.oneof(
  fc.tuple(chance, chance),
  fc.tuple(chance, chance, fc.constantFrom('deal', 't1>t8', 'w>f3', 'r>t12')),
);
const plyArb = fc.record({
  pick: fc.nat(),
  joined: fc.boolean(),
  chance: fc.option(chance, { nil: undefined }),
  regret: fc.option(regret, { nil: undefined }),
});

describe('a line saved and read back', () => {
  it('is the same line: every ply, its mark and its notes, what is undone, and a Restart to undo', () => {
    const arb = fc.record({
      n: fc.integer({ min: 1, max: 3000 }),
      plies: fc.array(plyArb, { maxLength: 30 }),
      lost: fc.option(fc.nat(), { nil: undefined }),
      steps: fc.nat({ max: 4 }),
      restarted: fc.boolean(),
      dealChance: fc.option(chance, { nil: undefined }),
    });
    fc.assert(fc.property(arb, ({ n, plies, lost, steps, restarted, dealChance }) => {
      let g = gameFromNumber(n);
      for (const p of plies) {
        const legal = legalMoves(g.position);
        if (legal.length === 0) break;
        g = unwrap(playMove(g, legal[p.pick % legal.length], { joined: p.joined }));
      }
      plies.forEach((p, at) => {
        if (p.chance !== undefined) g = withChance(g, at, p.chance);
        if (p.regret !== undefined) g = withRegret(g, at, p.regret);
      });
      if (lost !== undefined) g = withLost(g, lost % (g.moves.length + 1));
      for (let s = 0; s < steps && g.moves.length > 0; s++) g = unwrap(undoGroup(g)).game;
      if (restarted) g = restart(g);
      const meta: GameMeta = { counted: true, won: false, ...(dealChance === undefined ? {} : { dealChance }), timeMs: 5000 };
      const read = stored(g, meta);
      expect(line(read.game)).toEqual(line(g));
      expect(read.meta).toEqual(meta);
      expect(read.migratedFrom).toBeUndefined();
    }), { numRuns: 120 });
  });
});

/** The fixture's game in format 3: the same moves, the auto-play marks on plies 2 and 4, the notes on their plies. */
function sameInFormat3(): Game {
  let g = gameFromNumber(1);
  't1>t8 deal deal deal deal'.split(' ').forEach((text, at) => {
    g = unwrap(playMove(g, unwrap(parseMove(text)), { joined: at === 2 || at === 4 }));
  });
  g = withRegret(withChance(g, 0, 0.7), 0, [0.9, 0.75, 'deal']);
  g = withRegret(withChance(g, 1, 0.72), 1, [0.7, 0.7]);
  g = withLost(withChance(g, 2, 0.5), 1);
  // The two undone plies are one step: the last deal was auto-play's.
  const back = unwrap(undoGroup(g));
  expect(back.joined).toBe(1);
  return back.game;
}

describe('a save of format 2 (main before format 3)', () => {
  const meta3: GameMeta = { counted: true, won: false, dealChance: 0.9, timeMs: 61000, hints: 1, hinted: [12345] };

  it('loads to the same line as the same game saved in format 3', () => {
    const old = unwrap(readStored(format2.undone));
    expect(old.migratedFrom).toBe(2);
    const now = stored(sameInFormat3(), meta3);
    expect(line(old.game)).toEqual(line(now.game));
    expect(old.meta).toEqual(now.meta);
    expect(old.game.moves.map(moveToString).join(' ')).toBe(format2.undone.game.moves);
  });

  it("keeps a Restart's Undo: the plies it took back come back, marks and notes on them", () => {
    const old = unwrap(readStored(format2.restarted));
    expect(old.game.moves).toEqual([]);
    expect(restartedPlies(old.game)).toBe(3);
    expect(canUndoStep(old.game)).toBe(true);
    const now = stored(restart(sameInFormat3()), { counted: true, won: false, dealChance: 0.9 });
    expect(line(old.game)).toEqual(line(now.game));
    const back = unwrap(undoRestart(old.game));
    expect(line(back)).toEqual(line(sameInFormat3()));
  });

  it('a damaged note by move number is dropped, the rest kept', () => {
    const damaged = { ...format2.undone, meta: { ...format2.undone.meta, chances: [0.9, 'x', 0.72, 7], regrets: [[0.9, 2], [0.7, 0.7], null], auto: [2, -1, 'x', 4] } };
    const old = unwrap(readStored(damaged));
    const plies = lineOf(old.game);
    expect(plies.map((p) => p.joined === true)).toEqual([false, false, true, false, true]);
    expect(plies.map((p) => p.note)).toEqual([undefined, { chance: 0.72, regret: [0.7, 0.7], lost: true }, undefined, undefined, undefined]);
  });
});
