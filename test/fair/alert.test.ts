// The fair blunder alert (src/solver/fair/alert.ts, judge.ts): never on the fair best move
// (the fair hint's), fires on a clearly worse move, and is a function of the view alone.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Move, type Position, dealPosition, legalMoves, moveToString, play, viewOf } from '../../src/engine/index';
import { ALERT_MIN_LOSS, type FairScores, clearlyWorse, fairAlert, sameChoice } from '../../src/solver/fair/alert';
import { type FairCore, BASELINE_POLICY, fairDecide } from '../../src/solver/fair/core';
import { fairJudge } from '../../src/solver/fair/judge';
import { loadFair, loadSolver } from '../../src/solver/node';
import { workerClient } from '../../src/solver/worker/client';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { deal, randomPlayed } from '../solver/helpers';
import { hiddenCards, permute, withHidden } from './helpers';

let core: FairCore;
beforeAll(async () => {
  core = await loadFair();
});

/** Deal 12 after the greedy baseline's first 198 moves: one foundation wants an ace, and four piles show one. */
function deal12(): Position {
  let pos = dealPosition(deal(12));
  for (let i = 0; i < 198; i++) {
    const next = play(pos, core.policyMove(viewOf(pos), BASELINE_POLICY)!);
    if (!next.ok) throw new Error(next.error.message);
    pos = next.value;
  }
  return pos;
}

const t = (from: string, to: string): Move => ({ kind: 'play', from, to } as Move);

describe('the rule (pure)', () => {
  const pos = dealPosition(deal(1));
  const [a, b] = legalMoves(pos).filter((m, i, all) => all.findIndex((o) => sameChoice(pos, o, m)) === i);
  const scores = (wins: [number, number], paired: [number, number], playedMove = b): FairScores => ({
    best: a, reason: 'search', samples: 100,
    moves: [{ move: a, wins: wins[0], chance: wins[0] / 100 }, { move: b, wins: wins[1], chance: wins[1] / 100 }],
    paired: { move: playedMove, better: paired[0], worse: paired[1] },
  });

  it('fires when the move lost the minimum or more and the sign test says worse', () => {
    expect(fairAlert(pos, scores([90, 70], [22, 2]), b)).toMatchObject({ best: { move: a }, played: { move: b } });
    expect(fairAlert(pos, scores([90, 70], [22, 2]), b)!.cost).toBeCloseTo(0.2);
  });

  it('is quiet below the minimum loss, or when the sign test is not clear', () => {
    expect(fairAlert(pos, scores([90, 90 - ALERT_MIN_LOSS * 100 + 1], [9, 0]), b)).toBeUndefined();
    expect(fairAlert(pos, scores([90, 70], [20, 12]), b)).toBeUndefined(); // a lead of 8 in 32: under 2·√32
    expect(clearlyWorse({ better: 30, worse: 10 })).toBe(true);
    expect(clearlyWorse({ better: 4, worse: 0 })).toBe(false); // 4 = 2·√4: not more
    expect(clearlyWorse({ better: 20, worse: 12 })).toBe(false);
  });

  it('never fires on the best move or a hinted one, whatever the numbers say', () => {
    // Numbers that would damn any move: the best move is safe by construction.
    const damning: FairScores = { ...scores([90, 0], [90, 0], a), moves: [{ move: a, wins: 0, chance: 0 }, { move: b, wins: 100, chance: 1 }] };
    expect(fairAlert(pos, damning, a)).toBeUndefined();
    expect(fairAlert(pos, scores([90, 0], [90, 0]), b, b)).toBeUndefined();
    // paired counts for another move are no evidence
    expect(fairAlert(pos, scores([90, 0], [90, 0], a), b)).toBeUndefined();
  });
});

describe('judged by the fair player', () => {
  it('fires on a clearly worse move: the ace from the short pile when the longest one feeds the foundation', () => {
    const pos = deal12();
    const played = t('t5', 'f');
    const judged = fairJudge(core, viewOf(pos), played);
    const alert = fairAlert(pos, judged, played);
    expect(alert).toBeDefined();
    expect(moveToString(alert!.best.move)).toBe(moveToString(judged.best!));
    expect(alert!.cost).toBeGreaterThan(0.3);
    // the paired counts are the decision's own samples: b − w is the difference in wins
    expect(judged.paired!.better - judged.paired!.worse).toBe(alert!.best.wins - alert!.played.wins);
    // and the best move itself is never called out
    expect(fairAlert(pos, fairJudge(core, viewOf(pos), judged.best!), judged.best!)).toBeUndefined();
  });

  it('never fires on the move the fair hint gives, on any position (every legal move judged)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 160 }), fc.integer({ min: 1, max: 1e6 }), (n, steps, seed) => {
        const { pos } = randomPlayed(n, steps, seed);
        const hint = fairDecide(core, viewOf(pos), { samples: 20, scoreForced: true });
        for (const move of legalMoves(pos)) {
          const alert = fairAlert(pos, fairJudge(core, viewOf(pos), move, { samples: 20 }), move);
          if (hint.best !== undefined && sameChoice(pos, move, hint.best)) expect(alert).toBeUndefined();
          if (alert) expect(alert.cost).toBeGreaterThanOrEqual(ALERT_MIN_LOSS - 1e-9);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('gives the identical answer when the face-down cards are permuted', () => {
    const positions = [deal12(), ...[[5, 60, 1], [40, 120, 2], [901, 140, 3]].map(([n, s, r]) => randomPlayed(n, s, r).pos)];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: positions.length - 1 }), fc.array(fc.nat(1000), { minLength: 1, maxLength: 104 }), (i, keys) => {
        const pos = positions[i];
        const other = withHidden(pos, permute(hiddenCards(pos), keys));
        for (const move of legalMoves(pos)) {
          const a = fairJudge(core, viewOf(pos), move, { samples: 30 });
          const b = fairJudge(core, viewOf(other), move, { samples: 30 });
          expect(JSON.stringify(b)).toBe(JSON.stringify(a));
          expect(JSON.stringify(fairAlert(other, b, move))).toBe(JSON.stringify(fairAlert(pos, a, move)));
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('through the worker (the popup\'s back lane)', () => {
  it('a chance request with `judge` answers the decision with the paired counts, as fairJudge does', async () => {
    const c = workerClient(() => inProcessWorker(() => loadSolver(8 << 20), loadFair));
    const moves: Move[] = [];
    let pos = dealPosition(deal(12));
    for (let i = 0; i < 198; i++) {
      moves.push(core.policyMove(viewOf(pos), BASELINE_POLICY)!);
      pos = (play(pos, moves[i]) as { value: Position }).value;
    }
    const played = t('t5', 'f');
    const a = await c.chance({ deal: deal(12), moves, judge: played });
    if (a.verdict !== 'chance') throw new Error(a.verdict);
    const direct = fairJudge(core, viewOf(pos), played, { scoreForced: true });
    expect(a.paired).toEqual(direct.paired);
    expect(fairAlert(pos, a, played)).toEqual(fairAlert(pos, direct, played));
    expect(fairAlert(pos, a, played)).toBeDefined();
    const bad = await c.chance({ deal: deal(12), moves, judge: t('t5', 't99') });
    expect(bad.verdict).toBe('error');
    c.dispose();
  });
});
