// The verdict cache and the blunder check, with a scripted solver.
import { describe, expect, it } from 'vitest';
import { type Game, type Move, playMove } from '../../src/engine/index';
import { gameFromNumber } from '../../popup/platform/boot';
import { isBlunder } from '../../popup/advice/blunderCheck';
import { VerdictCache } from '../../popup/advice/verdicts';
import type { SolverAnswer } from '../../popup/advice/solverClient';
import { type ScriptedAnswer, answer } from './answers';
import { movesFrom } from '../support/positions';

const after = (g: Game, m: Move): Game => {
  const r = playMove(g, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const before = gameFromNumber(1);
const [t1t8, deal] = movesFrom('t1>t8 deal');
const next = after(before, t1t8);

/** A solver answering by the number of moves, recording what it was asked. */
function scripted(answers: Record<number, ScriptedAnswer>) {
  const asked: number[] = [];
  const ask = async (g: Game): Promise<SolverAnswer> => {
    asked.push(g.moves.length);
    return answer(answers[g.moves.length] ?? { verdict: 'unknown' });
  };
  return { asked, ask };
}

describe('the verdict cache', () => {
  it('keeps proofs (win, loss) by position, nothing less, until cleared', () => {
    const cache = new VerdictCache();
    cache.remember([], answer({ verdict: 'win', line: [t1t8] }));
    cache.remember([t1t8], answer({ verdict: 'unknown', hint: { move: deal, reason: 'heuristic' } }));
    cache.remember([deal], answer({ verdict: 'error', message: 'no worker' }));
    expect(cache.get([])).toEqual(answer({ verdict: 'win', line: [t1t8] }));
    expect(cache.get([t1t8])).toBeUndefined();
    expect(cache.get([deal])).toBeUndefined();
    cache.clear();
    expect(cache.get([])).toBeUndefined();
  });
});

describe('the blunder check', () => {
  it('a move from a proved win to a proved loss is a blunder; both proofs are kept', async () => {
    const cache = new VerdictCache();
    const { asked, ask } = scripted({ 0: { verdict: 'win', line: [deal] }, 1: { verdict: 'loss' } });
    expect(await isBlunder(cache, before, next, t1t8, ask)).toEqual([deal]);
    expect(asked).toEqual([1, 0]);
    expect(cache.get(next.moves)).toEqual(answer({ verdict: 'loss' }));
    expect(cache.get(before.moves)?.verdict).toBe('win');
  });

  it('following the known winning line asks nothing and proves the next position won', async () => {
    const cache = new VerdictCache();
    cache.remember([], answer({ verdict: 'win', line: [t1t8, deal] }));
    const { asked, ask } = scripted({});
    expect(await isBlunder(cache, before, next, t1t8, ask)).toBeUndefined();
    expect(asked).toEqual([]);
    expect(cache.get(next.moves)).toEqual(answer({ verdict: 'win', line: [deal] }));
  });

  it('no warning from a lost position, nor when the move keeps the game open or the start is not proved won', async () => {
    const lost = new VerdictCache();
    lost.remember([], answer({ verdict: 'loss' }));
    const quiet = scripted({ 1: { verdict: 'loss' } });
    expect(await isBlunder(lost, before, next, t1t8, quiet.ask)).toBeUndefined();
    expect(quiet.asked).toEqual([]);
    expect(await isBlunder(new VerdictCache(), before, next, t1t8, scripted({ 0: { verdict: 'win', line: [deal] } }).ask)).toBeUndefined();
    expect(await isBlunder(new VerdictCache(), before, next, t1t8, scripted({ 1: { verdict: 'loss' } }).ask)).toBeUndefined();
    expect(await isBlunder(new VerdictCache(), before, next, t1t8, scripted({ 0: { verdict: 'win', line: [deal] }, 1: { verdict: 'cancelled' } }).ask)).toBeUndefined();
  });
});
