// The guided first game's deal and steps against the engine: the deal is a valid deal in
// RULES.md's format, the line the steps ask for is legal and completes each step in turn (and
// only its own), and the rules each step is about are the engine's (refusals included).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Game, type Move, cardToString, legalMoves, parseDeal, parseMoves, playMove, play, dealToString } from '../../src/engine/index';
import { GUIDED_LINE } from '../support/guidedLine';
import { GUIDED_DEAL, GUIDED_STEPS, advance, guidedGame, isBaseCardMove, startProgress } from '../../popup/tutorial/guidedDeal';


const playAll = (game: Game, text: string): Game => {
  const moves = parseMoves(text);
  if (!moves.ok) throw new Error(moves.error.message);
  return moves.value.reduce((g: Game, m: Move) => {
    const next = playMove(g, m);
    if (!next.ok) throw new Error(`${text}: ${next.error.message}`);
    return next.value;
  }, game);
};

describe('the guided deal', () => {
  it('is 104 cards, each of the 52 twice, printed back as written', () => {
    const deal = parseDeal(GUIDED_DEAL);
    expect(deal.ok).toBe(true);
    if (!deal.ok) return;
    expect(deal.value).toHaveLength(104);
    const counts = new Map<number, number>();
    for (const c of deal.value) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    expect(dealToString(deal.value)).toBe(GUIDED_DEAL);
  });

  it('deals base rank 5 with the 6 on the reserve and the 7, T, 9 and a 5 in the tableau', () => {
    const pos = guidedGame().position;
    expect(pos.base).toBe(5);
    expect(cardToString(pos.reserve[pos.reserve.length - 1])).toBe('6S');
    expect(pos.tableau.slice(0, 4).map((p) => cardToString(p[0]))).toEqual(['7C', 'TD', '9S', '5S']);
  });
});

describe('the guided steps', () => {
  it('are completed one at a time by the line they ask for, each by its own moves', () => {
    let game = guidedGame();
    let progress = startProgress(game);
    GUIDED_LINE.forEach((moves, i) => {
      expect(progress.step).toBe(i);
      if (moves === '') {
        // Step 2: the tableau's 5 is refused by the engine (foundation 1 is not complete).
        const up = play(game.position, { kind: 'play', from: 't4', to: 'f' });
        expect(up.ok).toBe(false);
        expect(isBaseCardMove(game.position, 't4')).toBe(true);
        progress = advance(progress, game, true);
      } else {
        const line = moves.split(' ');
        line.forEach((move, j) => {
          game = playAll(game, move);
          progress = advance(progress, game);
          // Not done before the step's last move.
          expect(progress.step).toBe(j === line.length - 1 ? i + 1 : i);
        });
      }
      expect(progress.step).toBe(i + 1);
    });
    expect(progress.step).toBe(GUIDED_STEPS.length);
    expect(GUIDED_STEPS).toHaveLength(9);
    expect(GUIDED_LINE.join(' ').split(' ').filter(Boolean)).toHaveLength(19);
  });

  it('do not advance on the deal, nor on a move that is not the step\'s', () => {
    const game = guidedGame();
    expect(advance(startProgress(game), game).step).toBe(0);
    // Dealing is not the reserve's step.
    const dealt = playAll(game, 'deal');
    expect(advance(startProgress(game), dealt).step).toBe(0);
  });

  it('refuse what the rules refuse: the reserve onto a pile, a tableau card into a space, a non-base card into a space', () => {
    let game = playAll(guidedGame(), 'r>f1 t1>f1');
    expect(play(game.position, { kind: 'play', from: 'r', to: 't2' }).ok).toBe(false);
    expect(play(game.position, { kind: 'play', from: 't2', to: 't1' }).ok).toBe(false);
    game = playAll(game, 'deal');
    // The 8 on the waste may not fill the space while foundation 1 is not complete.
    expect(play(game.position, { kind: 'play', from: 'w', to: 't1' }).ok).toBe(false);
    // Nor may the tableau's 5 be built on or moved.
    expect(play(game.position, { kind: 'play', from: 't4', to: 't2' }).ok).toBe(false);
  });

  it('count a refusal seen before its step for it (the player ran ahead)', () => {
    const game = guidedGame();
    const p = advance(startProgress(game), game, true);
    expect(p.step).toBe(0);
    expect(advance(p, playAll(game, 'r>f1')).step).toBe(2);
  });

  it('never go back, and each step is passed only where its own check holds (any legal play, refusals anywhere)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 40 }), (picks) => {
        let game = guidedGame();
        let progress = startProgress(game);
        for (const [pick, refused] of picks) {
          const moves = legalMoves(game.position);
          if (moves.length === 0) break;
          const next = playMove(game, moves[pick % moves.length]);
          if (!next.ok) return false;
          const before = progress;
          game = next.value;
          progress = advance(progress, game, refused);
          if (progress.step < before.step) return false;
          // Every step passed now held at this game, from where the step before it was passed.
          for (let i = before.step; i < progress.step; i++) {
            if (i === 1) continue; // the refusal's step: its check reads the refusal, not the game
            if (!GUIDED_STEPS[i].done({ game, began: i === before.step ? before.began : game, refusedBase: true })) return false;
          }
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });
});
