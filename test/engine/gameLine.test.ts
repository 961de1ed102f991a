// The games of one line share it (src/engine/game.ts): each game must still behave as the
// plain value it was when every move copied the list. Random sessions of moves, undos,
// redos, restarts, copies and returns to games held from before are played on the engine
// and on a model made of plain arrays, and must agree at every step; a game once made must
// answer the same ever after, whatever was played from it or from its neighbours. And the
// long line of issue 32: 174,007 moves, played, undone and saved.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Game, type Move, canRedo, canUndo, dealFromNumber, legalMoves, newGame, parseSavedGame, playMove, redo, replay,
  restart, sameMove, serializeGame, undo,
} from '../../src/engine';
import { longLegalLine } from './longLine';

interface Model {
  readonly moves: readonly Move[];
  readonly redo: readonly Move[];
}

type Op =
  | { kind: 'play'; pick: number }
  | { kind: 'undo'; times: number }
  | { kind: 'redo'; times: number }
  | { kind: 'restart' }
  | { kind: 'copy' }
  | { kind: 'back'; index: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('play' as const), pick: fc.nat() }), weight: 12 },
  { arbitrary: fc.record({ kind: fc.constant('undo' as const), times: fc.integer({ min: 1, max: 150 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('redo' as const), times: fc.integer({ min: 1, max: 150 }) }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'restart' as const }), weight: 1 },
  // A spread copy is a Game the engine did not make: it has arrays, no line.
  { arbitrary: fc.constant({ kind: 'copy' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('back' as const), index: fc.nat() }), weight: 2 },
);

const unwrap = (r: { ok: true; value: Game } | { ok: false; error: { message: string } }): Game => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The game against the model, every part read afresh from the line (restart lays all of it out again). */
function agree(deal: readonly number[], game: Game, model: Model): void {
  expect(game.moves).toEqual(model.moves);
  expect(game.redo).toEqual(model.redo);
  const position = replay(deal, model.moves);
  expect(position.ok && game.position).toEqual(position.ok && position.value);
  expect(canUndo(game)).toBe(model.moves.length > 0);
  expect(canRedo(game)).toBe(model.redo.length > 0);
  const again = restart(game);
  expect(again.redo).toEqual([...model.redo, ...[...model.moves].reverse()]);
}

describe('a line shared by its games', () => {
  test('random sessions: the engine agrees with plain arrays at every step, and no game held changes', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2000 }), fc.array(op, { minLength: 1, maxLength: 400 }), (n, ops) => {
      const deal = dealFromNumber(n);
      if (!deal.ok) throw new Error(deal.error.message);
      let game = newGame(deal.value, n);
      let model: Model = { moves: [], redo: [] };
      const held: { game: Game; model: Model }[] = [{ game, model }];
      for (const o of ops) {
        if (o.kind === 'play') {
          const legal = legalMoves(game.position);
          if (legal.length === 0) continue;
          const move = legal[o.pick % legal.length];
          game = unwrap(playMove(game, move));
          const top = model.redo.at(-1);
          model = { moves: [...model.moves, move], redo: top && sameMove(top, move) ? model.redo.slice(0, -1) : [] };
        } else if (o.kind === 'undo') {
          for (let i = 0; i < o.times && model.moves.length > 0; i++) {
            game = unwrap(undo(game));
            model = { moves: model.moves.slice(0, -1), redo: [...model.redo, model.moves[model.moves.length - 1]] };
          }
        } else if (o.kind === 'redo') {
          for (let i = 0; i < o.times && model.redo.length > 0; i++) {
            game = unwrap(redo(game));
            model = { moves: [...model.moves, model.redo[model.redo.length - 1]], redo: model.redo.slice(0, -1) };
          }
        } else if (o.kind === 'restart') {
          game = restart(game);
          model = { moves: [], redo: [...model.redo, ...[...model.moves].reverse()] };
        } else if (o.kind === 'copy') {
          game = { ...game };
        } else {
          ({ game, model } = held[o.index % held.length]);
        }
        agree(deal.value, game, model);
        held.push({ game, model });
      }
      // Every game made along the way still undoes, redoes and restarts as its model says.
      for (const h of held) {
        agree(deal.value, h.game, h.model);
        if (canUndo(h.game)) expect(unwrap(undo(h.game)).moves).toEqual(h.model.moves.slice(0, -1));
        if (canRedo(h.game)) expect(unwrap(redo(h.game)).moves).toEqual([...h.model.moves, h.model.redo.at(-1)]);
      }
    }), { numRuns: 40 });
  });

  test('a game made elsewhere (a literal with arrays) plays, undoes and restarts like one the engine made', () => {
    const { deal, moves } = longLegalLine(7, 200);
    let made = newGame(deal, 7);
    for (const m of moves) made = unwrap(playMove(made, m));
    const literal: Game = { deal, dealNumber: 7, moves: [...moves], redo: [], position: made.position };
    let a = made;
    let b = literal;
    for (let i = 0; i < 130; i++) {
      a = unwrap(undo(a));
      b = unwrap(undo(b));
      expect(b.position).toEqual(a.position);
    }
    expect(b.moves).toEqual(a.moves);
    expect(b.redo).toEqual(a.redo);
    expect(restart(literal).redo).toEqual([...moves].reverse());
  });
});

describe("issue 32's long line", () => {
  // Each move is appended, not copied with all before it: the whole line plays in about as
  // many microseconds as it has moves (npm run bench: the engine section), where copying
  // took 9 s for 32,000 moves and minutes for these.
  const LENGTH = 174_007;

  test('174,007 legal moves of deal 1 play one by one; Undo goes back one; the save reads back the same game', () => {
    const { deal, moves } = longLegalLine(1, LENGTH);
    let game = newGame(deal, 1);
    for (const m of moves) game = unwrap(playMove(game, m));
    expect(game.moves.length).toBe(LENGTH);
    const undone = unwrap(undo(game));
    const before = replay(deal, moves.slice(0, -1));
    expect(before.ok && undone.position).toEqual(before.ok && before.value);
    expect(undone.redo).toEqual([moves[LENGTH - 1]]);
    expect(unwrap(redo(undone)).position).toEqual(game.position);
    const read = parseSavedGame(JSON.parse(JSON.stringify(serializeGame(undone))));
    expect(read).toEqual({ ok: true, value: undone });
  });
});
