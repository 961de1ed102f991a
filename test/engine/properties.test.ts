// Property tests on random games: deal numbers and move choices drawn by fast-check.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Game, type Move, type Position, type SourceId, dealFromNumber, dealToString, isLegal, legalMoves, moveToString,
  newGame, parseDeal, parseMove, parseMoves, parseRecord, parseSavedGame, play, playMove,
  recordToString, redo, restart, serializeGame, status, undo, MAX_DEAL_NUMBER,
} from '../../src/engine';
import { positionFromSetup } from '../support/validPosition';

const SOURCES: SourceId[] = ['w', 'r', ...Array.from({ length: 12 }, (_, i) => `t${i + 1}` as const)];
const DESTS = ['f', ...Array.from({ length: 8 }, (_, i) => `f${i + 1}`), ...Array.from({ length: 12 }, (_, i) => `t${i + 1}`)];
/** Every syntactically valid move. */
const ALL_MOVES: Move[] = [
  { kind: 'deal' },
  ...SOURCES.flatMap((from) => DESTS.map((to) => parseMove(`${from}>${to}`)).flatMap((m) => (m.ok ? [m.value] : []))),
];

const dealNumber = fc.integer({ min: 1, max: MAX_DEAL_NUMBER });
const choices = fc.array(fc.nat(), { minLength: 0, maxLength: 160 });

/** Plays a random game: each choice picks one of the legal moves. */
function playOut(n: number, picks: number[], visit: (before: Game, move: Move, after: Game) => void = () => {}): Game {
  const deal = dealFromNumber(n);
  if (!deal.ok) throw new Error(deal.error.message);
  return playOn(newGame(deal.value, n), picks, visit);
}

/** Deals the rest of the stock, visiting each game after a deal. */
function dealOut(start: Game, visit: (after: Game) => void = () => {}): Game {
  let game = start;
  while (game.position.stock.length > 0) {
    const next = playMove(game, { kind: 'deal' });
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
    visit(game);
  }
  return game;
}

/** Goes on with `game` as playOut does, until the picks or the legal moves run out. */
function playOn(start: Game, picks: number[], visit: (before: Game, move: Move, after: Game) => void = () => {}): Game {
  let game = start;
  for (const pick of picks) {
    const moves = legalMoves(game.position);
    if (moves.length === 0) break;
    const move = moves[pick % moves.length];
    const next = playMove(game, move);
    if (!next.ok) throw new Error(`a legal move was refused: ${next.error.message}`);
    visit(game, move, next.value);
    game = next.value;
  }
  return game;
}

const deepFreeze = (p: Position): Position => {
  for (const pile of [p.reserve, p.stock, p.waste, ...p.foundations, ...p.tableau]) Object.freeze(pile);
  Object.freeze(p.foundations);
  Object.freeze(p.tableau);
  return Object.freeze(p);
};

describe('random games', () => {
  test('all 104 cards are always there, each card twice, and every position is valid', () => {
    fc.assert(fc.property(dealNumber, choices, (n, picks) => {
      playOut(n, picks, (_, __, after) => {
        const valid = positionFromSetup(after.position);
        if (!valid.ok) throw new Error(valid.error.message);
      });
    }), { numRuns: 100 });
  });

  test('status: won with the 104 cards up, blocked exactly when no move is legal, else playing', () => {
    const check = (g: Game) => {
      const up = g.position.foundations.reduce((n, f) => n + f.length, 0);
      expect(status(g.position)).toBe(up === 104 ? 'won' : legalMoves(g.position).length === 0 ? 'blocked' : 'playing');
    };
    // Random moves, then the rest of the stock dealt, then random moves again: every game
    // reaches the stock-empty positions, where status() has to look at the moves.
    fc.assert(fc.property(dealNumber, choices, choices, (n, before, after) => {
      const dealt = dealOut(playOut(n, before, (_, __, next) => check(next)), check);
      check(playOn(dealt, after, (_, __, next) => check(next)));
    }), { numRuns: 40 });
    // The branch for sure, whatever fast-check draws: deal 1 with its stock dealt out still has moves.
    const g = dealOut(playOut(1, []));
    expect(legalMoves(g.position).length).toBeGreaterThan(0);
    expect(status(g.position)).toBe('playing');
  });

  test('every legal move plays, and undo restores the identical position', () => {
    fc.assert(fc.property(dealNumber, choices, (n, picks) => {
      playOut(n, picks, (before, move, after) => {
        for (const other of legalMoves(before.position)) expect(play(before.position, other).ok).toBe(true);
        const undone = undo(after);
        if (!undone.ok) throw new Error(undone.error.message);
        const back = undone.value;
        expect(back.position).toEqual(before.position);
        expect(back.moves).toEqual(before.moves);
        expect(redo(back)).toEqual({ ok: true, value: after });
        expect(back.redo.at(-1)).toEqual(move);
      });
    }), { numRuns: 60 });
  });

  test('legalMoves is exactly the canonical moves that play accepts; f1..f8 only where f is legal', () => {
    fc.assert(fc.property(dealNumber, choices, (n, picks) => {
      const { position } = playOut(n, picks);
      const accepted = ALL_MOVES.filter((m) => isLegal(position, m)).map(moveToString);
      const canonical = accepted.filter((m) => !/>f\d/.test(m));
      expect(legalMoves(position).map(moveToString)).toEqual(canonical);
      for (const m of accepted.filter((t) => /f\d$/.test(t))) expect(canonical).toContain(m.replace(/f\d$/, 'f'));
    }), { numRuns: 150 });
  });

  test('illegal moves are refused with a reason and change nothing', () => {
    fc.assert(fc.property(dealNumber, choices, fc.constantFrom(...ALL_MOVES), (n, picks, move) => {
      const position = deepFreeze(playOut(n, picks).position);
      const copy = structuredClone(position);
      const result = play(position, move);
      if (!result.ok) {
        expect(result.error.message).toMatch(new RegExp(`^${moveToString(move)} is illegal: .+`));
        expect(isLegal(position, move)).toBe(false);
      }
      expect(position).toEqual(copy);
    }), { numRuns: 400 });
  });

  test('deal text, game records and saved games round-trip', () => {
    fc.assert(fc.property(dealNumber, choices, fc.nat({ max: 40 }), (n, picks, undos) => {
      let game = playOut(n, picks);
      for (let i = 0; i < undos; i++) {
        const undone = undo(game);
        if (!undone.ok) break;
        game = undone.value;
      }
      const text = dealToString(game.deal);
      expect(parseDeal(text)).toEqual({ ok: true, value: game.deal });
      const record = recordToString(game);
      expect(parseRecord(record)).toEqual({ ok: true, value: { deal: game.deal, moves: game.moves } });
      const saved = JSON.parse(JSON.stringify(serializeGame(game)));
      expect(parseSavedGame(saved)).toEqual({ ok: true, value: game });
    }), { numRuns: 60 });
  });

  test('undo and redo with nothing to take back are refusals that change nothing', () => {
    fc.assert(fc.property(dealNumber, (n) => {
      const fresh = playOut(n, []);
      expect(undo(fresh)).toEqual({ ok: false, error: { message: 'there is no move to undo' } });
      expect(redo(fresh)).toEqual({ ok: false, error: { message: 'there is no move to redo' } });
    }), { numRuns: 20 });
  });

  test('restart returns to the deal with the whole game redoable', () => {
    fc.assert(fc.property(dealNumber, choices, (n, picks) => {
      const game = playOut(n, picks);
      let again = restart(game);
      expect(again.moves).toEqual([]);
      expect(again.position).toEqual(newGame(game.deal, n).position);
      for (let next = redo(again); next.ok; next = redo(again)) again = next.value;
      expect(again.position).toEqual(game.position);
      expect(again.moves).toEqual(game.moves);
    }), { numRuns: 40 });
  });
});

describe('parsers never throw', () => {
  test('on any text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => {
      for (const parse of [parseDeal, parseMove, parseMoves, parseRecord]) {
        const result = parse(text);
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }
    }), { numRuns: 500 });
  });

  test('on any value given as a saved game, and on damaged saves', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(parseSavedGame(value).ok).toBe(false);
    }), { numRuns: 300 });
    const deal = dealFromNumber(3);
    if (!deal.ok) throw new Error('deal 3');
    const good = serializeGame(newGame(deal.value, 3));
    const damaged = [
      { ...good, schema: 99 },
      { ...good, deal: good.deal.slice(3) },
      { ...good, moves: 'w>f' },
      { ...good, moves: 12 },
      { ...good, redo: 'deal t1>t1' },
      { ...good, dealNumber: 0 },
    ];
    for (const save of damaged) {
      const parsed = parseSavedGame(save);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.message).toMatch(/schema|deal|moves|redo|replay/);
    }
  });
});
