// A game's accuracy (src/solver/fair/accuracy.ts, docs/fair-play.md "Accuracy"): the fair
// player's own moves score the top; one clear blunder lowers it by the stated amount (to
// round(100 × on the mark ÷ rated)); forced moves, moves it does not weigh and chores count
// for nothing; and the worker rates a game beside the meter's questions, not cancelled by them.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Move, type Position, dealPosition, moveToString, play, viewOf } from '../../src/engine/index';
import { type FairCore, fairDecide } from '../../src/solver/fair/core';
import { ACCURACY_MARGIN, type Rating, accuracyOf, decisions, rateGame, ratingOf } from '../../src/solver/fair/accuracy';
import { playGame } from '../../src/solver/fair/play';
import { loadFair, loadSolver } from '../../src/solver/node';
import { workerClient } from '../../src/solver/worker/client';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { MIN_COST } from '../../popup/fair/chanceLine';
import { deal } from '../solver/helpers';

let core: FairCore;
beforeAll(async () => {
  core = await loadFair();
});

const replayTo = (n: number, moves: readonly Move[]): Position =>
  moves.reduce((pos, m) => {
    const next = play(pos, m);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, dealPosition(deal(n)));

describe('accuracy of constructed ratings', () => {
  it('is 100 × on the mark ÷ rated, rounded; forced and unrated decisions count for nothing; none rated: no accuracy', () => {
    const rated = (regret: number): Rating => ({ kind: 'rated', regret });
    expect(accuracyOf([])).toEqual({ accuracy: undefined, rated: 0, onMark: 0 });
    expect(accuracyOf([{ kind: 'forced' }, { kind: 'unrated' }])).toEqual({ accuracy: undefined, rated: 0, onMark: 0 });
    expect(accuracyOf([rated(0), rated(0.019), { kind: 'forced' }, rated(ACCURACY_MARGIN)])).toEqual({ accuracy: 67, rated: 3, onMark: 2 });
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 300 }), (regrets) => {
      const a = accuracyOf(regrets.map(rated));
      const onMark = regrets.filter((r) => r < ACCURACY_MARGIN - 1e-9).length;
      expect(a).toEqual({ accuracy: Math.round((100 * onMark) / regrets.length), rated: regrets.length, onMark });
    }));
  });

  it('counts a miss where the review names a better move: the margin is the review\'s MIN_COST', () => {
    expect(ACCURACY_MARGIN).toBe(MIN_COST);
  });

  it('rates only a searched choice, and the played move by its result among the candidates', () => {
    const pos = dealPosition(deal(1));
    const answer = fairDecide(core, viewOf(pos));
    expect(answer.reason).toBe('search');
    const [best, other] = answer.moves;
    expect(ratingOf(pos, answer, best.move)).toEqual({ kind: 'rated', regret: 0 });
    const r = ratingOf(pos, answer, other.move);
    expect(r.kind).toBe('rated');
    expect(r.kind === 'rated' && r.regret).toBeCloseTo(Math.max(0, best.chance - other.chance), 2);
    expect(ratingOf(pos, { ...answer, reason: 'safe' }, best.move)).toEqual({ kind: 'forced' });
    expect(ratingOf(pos, { ...answer, moves: [best] }, best.move)).toEqual({ kind: 'forced' });
    expect(ratingOf(pos, { ...answer, moves: answer.moves.filter((c) => c !== other) }, other.move)).toEqual({ kind: 'unrated' });
  });

  it('leaves the chores out of the decisions', () => {
    const moves = playGame(core, deal(2), 'greedy').moves.slice(0, 40);
    const chores = new Set([3, 4, 10, 39]);
    const made = [...decisions(deal(2), moves, chores)].map((d) => moveToString(d.move));
    expect(made).toEqual(moves.filter((_, i) => !chores.has(i)).map(moveToString));
  });
});

describe('accuracy of played games', () => {
  const n = 4;
  let fair: Move[];
  beforeAll(() => {
    fair = playGame(core, deal(n), 'fair').moves;
  });

  it('a game of the fair player\'s own moves scores 100', () => {
    const a = rateGame(core, deal(n), fair);
    expect(a.rated).toBeGreaterThan(50);
    expect(a).toMatchObject({ accuracy: 100, onMark: a.rated });
  }, 60_000);

  it('one clear blunder (a candidate at least 2 points worse) lowers it to round(100 × (rated − 1) ÷ rated)', () => {
    // The first searched position of the fair game with a clearly worse candidate: the game up to it, then that move.
    for (let at = 0; at < fair.length; at++) {
      const pos = replayTo(n, fair.slice(0, at));
      const answer = fairDecide(core, viewOf(pos));
      if (answer.reason !== 'search') continue;
      const worse = answer.moves.find((c) => answer.moves[0].chance - c.chance >= ACCURACY_MARGIN + 0.005);
      if (!worse) continue;
      const own = rateGame(core, deal(n), fair.slice(0, at));
      const a = rateGame(core, deal(n), [...fair.slice(0, at), worse.move]);
      expect(own.accuracy ?? 100).toBe(100);
      expect(a.rated).toBe(own.rated + 1);
      expect(a.onMark).toBe(own.rated);
      expect(a.accuracy).toBe(Math.round((100 * (a.rated - 1)) / a.rated));
      expect(a.accuracy).toBeLessThan(100);
      return;
    }
    throw new Error('no clearly worse candidate anywhere in the game');
  }, 60_000);

  it('the worker rates a game as rateGame does, and a chance asked meanwhile neither waits for it nor ends it', async () => {
    const client = workerClient(() => inProcessWorker(() => loadSolver(8 << 20), loadFair));
    try {
      const moves = fair.slice(0, 60);
      let rated = false;
      const rating = client.accuracy!({ deal: deal(n), moves, chores: [] }).then((a) => ((rated = true), a));
      const chance = await client.chance({ deal: deal(n), moves: fair.slice(0, 10) });
      expect(chance.verdict).toBe('chance');
      expect(rated).toBe(false);
      const a = await rating;
      expect(a).toMatchObject({ verdict: 'accuracy', ...rateGame(core, deal(n), moves) });
      const cancelled = client.accuracy!({ deal: deal(n), moves, chores: [] });
      client.cancel();
      expect((await cancelled).verdict).toBe('cancelled');
    } finally {
      client.dispose();
    }
  }, 60_000);
});
