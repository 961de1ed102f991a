// Two windows' games merged by the game's line (src/storage/gameMerge.ts): every move either
// window made is on the merged line unless the card it moved had gone; a new game wins over
// moves on the old one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Game, type Move, type PlyMark, canUndoStep, legalMoves, parseMove, playMove, replay, restart, restartedPlies, undo } from '../../src/engine/index';
import { withChance } from '../../src/storage/lineNotes';
import { lineNotes } from '../../src/storage/noteArrays';
import { type Line, mergeLines } from '../../src/storage/gameMerge';
import type { GameMeta } from '../../src/storage/gameSave';
import { gameFromNumber } from '../../popup/platform/boot';

const moves = (text: string): Move[] => text.split(' ').filter(Boolean).map((m) => {
  const p = parseMove(m);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
});

function played(g: Game, text: string, mark: PlyMark = {}): Game {
  for (const m of moves(text)) {
    const next = playMove(g, m, mark);
    if (!next.ok) throw new Error(`${text}: ${next.error.message}`);
    g = next.value;
  }
  return g;
}

const line = (game: Game, meta: GameMeta = { counted: game.moves.length > 0, won: false }): Line => ({ game, meta });
const text = (g: Game) => g.moves.map((m) => (m.kind === 'deal' ? 'deal' : `${m.from}>${m.to}`)).join(' ');
const deal1 = () => gameFromNumber(1);
const undone = (g: Game, n: number): Game => {
  for (let i = 0; i < n; i++) {
    const u = undo(g);
    if (!u.ok) throw new Error(u.error.message);
    g = u.value;
  }
  return g;
};

describe('merging two windows by the line', () => {
  it("A's t1>t8 on top of B's deal: both moves kept, B's first (it was written first)", () => {
    const base = line(deal1());
    const merged = mergeLines(base, line(played(deal1(), 't1>t8')), line(played(deal1(), 'deal')));
    expect(text(merged.game)).toBe('deal t1>t8');
    expect(merged.dropped).toBe(0);
  });

  it('two deals at the same instant are two deals', () => {
    const base = line(played(deal1(), 'deal deal'));
    const merged = mergeLines(base, line(played(base.game, 'deal')), line(played(base.game, 'deal')));
    expect(text(merged.game)).toBe('deal deal deal deal');
  });

  it('the same card moved in both windows moves once: the second has nothing left to move', () => {
    const base = line(deal1());
    const merged = mergeLines(base, line(played(deal1(), 't1>t8')), line(played(deal1(), 't1>t8')));
    expect(text(merged.game)).toBe('t1>t8');
    expect(merged.dropped).toBe(1);
  });

  it("an Undo here never takes back the other window's new move", () => {
    const base = line(played(deal1(), 't1>t8'));
    const merged = mergeLines(base, line(undone(base.game, 1)), line(played(base.game, 'deal')));
    expect(text(merged.game)).toBe('t1>t8 deal');
  });

  it('an Undo here with nothing new there is kept; Undos in both windows take back what either took back', () => {
    const base = line(played(deal1(), 't1>t8 deal deal'));
    expect(text(mergeLines(base, line(undone(base.game, 1)), line(base.game)).game)).toBe('t1>t8 deal');
    expect(text(mergeLines(base, line(undone(base.game, 1)), line(undone(base.game, 2))).game)).toBe('t1>t8');
    const redone = mergeLines(base, line(undone(base.game, 1)), line(base.game)).game;
    expect(text(redone)).toBe('t1>t8 deal');
    expect(redone.redo.length).toBe(1);
  });

  it('a new game here wins over moves on the old game there; a new game there wins over moves here', () => {
    const base = line(deal1());
    const fresh = line(gameFromNumber(2));
    expect(mergeLines(base, fresh, line(played(deal1(), 'deal'))).game).toBe(fresh.game);
    const there = mergeLines(base, line(played(deal1(), 't1>t8 deal')), fresh);
    expect(there.game).toBe(fresh.game);
    expect(there.dropped).toBe(2);
  });

  it('a window that never read a save (a fresh game) takes the stored game: the first written wins', () => {
    const stored = line(gameFromNumber(2));
    expect(mergeLines(undefined, line(gameFromNumber(3)), stored).game).toBe(stored.game);
  });

  it("carries each side's notes where its line and the merged line agree, and the larger counts", () => {
    const base = line(played(deal1(), 'deal'));
    // Here: a chance on the shared deal, then t1>t8 and an auto-play (joined) deal, each noted.
    const here = withChance(withChance(withChance(played(played(base.game, 't1>t8'), 'deal', { joined: true }), 0, 0.6), 1, 0.7), 2, 0.8);
    const local = line(here, { counted: true, won: false, dealChance: 0.5, timeMs: 9000, hints: 2, hinted: [7], assisted: true });
    // There: a chance of its own on the shared deal (it wins), and a deal after it.
    const stored = line(withChance(played(base.game, 'deal'), 0, 0.55), { counted: true, won: false, timeMs: 4000, hints: 1, hinted: [3] });
    const merged = mergeLines(base, local, stored);
    expect(text(merged.game)).toBe('deal deal t1>t8 deal');
    expect(merged.meta).toEqual({ counted: true, won: false, dealChance: 0.5, timeMs: 9000, hints: 2, hinted: [3, 7], assisted: true });
    // Local's moves played after the stored deal are in another place: their chances went with
    // the position they were measured in; the auto-play mark stays on its ply (now index 3).
    const notes = lineNotes(merged.game, merged.meta);
    expect(notes.chances).toEqual([0.5, 0.55, null, null, null]);
    expect(notes.auto).toEqual([3]);
  });

  it('keeps the Undo of a Restart only while nothing changed the line', () => {
    const base = line(restart(played(deal1(), 'deal')));
    expect(canUndoStep(mergeLines(base, base, base).game)).toBe(true);
    const merged = mergeLines(base, base, line(played(deal1(), 'deal deal')));
    expect(restartedPlies(merged.game)).toBe(0);
    expect(canUndoStep(merged.game)).toBe(true);
    expect(text(merged.game)).toBe('deal deal');
  });
});

/** A game of deal `n` after `picks` (each picks one of the legal moves, by its index modulo their count). */
function walk(from: Game, picks: readonly number[]): Game {
  let g = from;
  for (const pick of picks) {
    const legal = legalMoves(g.position);
    if (legal.length === 0) break;
    const next = playMove(g, legal[pick % legal.length]);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
  }
  return g;
}

describe('merging, for any two lines from one save', () => {
  const lines = fc.record({
    deal: fc.integer({ min: 1, max: 5000 }),
    common: fc.array(fc.nat(), { maxLength: 12 }),
    here: fc.array(fc.nat(), { maxLength: 8 }),
    there: fc.array(fc.nat(), { maxLength: 8 }),
  });

  it('is stored moves then as many of ours as still move the same card; the line replays', () => {
    fc.assert(
      fc.property(lines, ({ deal, common, here, there }) => {
        const base = walk(gameFromNumber(deal), common);
        const local = walk(base, here);
        const stored = walk(base, there);
        const merged = mergeLines(line(base), line(local), line(stored));
        const added = local.moves.length - base.moves.length;
        expect(merged.game.moves.slice(0, stored.moves.length)).toEqual(stored.moves);
        expect(merged.game.moves.length).toBe(stored.moves.length + added - merged.dropped);
        expect(merged.game.moves.slice(stored.moves.length)).toEqual(local.moves.slice(base.moves.length, base.moves.length + added - merged.dropped));
        const again = replay(merged.game.deal, merged.game.moves);
        expect(again.ok && again.value).toEqual(merged.game.position);
      }),
      { numRuns: 200 },
    );
  });

  it('one side unchanged: the other side is the merge', () => {
    fc.assert(
      fc.property(lines, ({ deal, common, here }) => {
        const base = walk(gameFromNumber(deal), common);
        const local = walk(base, here);
        expect(text(mergeLines(line(base), line(local), line(base)).game)).toBe(text(local));
        expect(text(mergeLines(line(base), line(base), line(local)).game)).toBe(text(local));
      }),
      { numRuns: 100 },
    );
  });

  it('deals only, in both windows: every deal is kept while the stock has cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (deal, a, b) => {
        const base = gameFromNumber(deal);
        const deals = (n: number) => played(base, Array(n).fill('deal').join(' '));
        const merged = mergeLines(line(base), line(deals(a)), line(deals(b)));
        expect(merged.dropped).toBe(0);
        expect(text(merged.game)).toBe(Array(a + b).fill('deal').join(' '));
      }),
      { numRuns: 50 },
    );
  });
});
