// What the popup's fair hint and meter must show, worked out in Node by the same fair
// player `plot chance` runs (src/solver/fair/core.ts at its default settings).
import { type Game, type Move, type PileId, dealFromNumber, newGame, playMove, replay, viewOf } from '../../src/engine/index';
import { type FairCore, BASELINE_POLICY, fairDecide } from '../../src/solver/fair/core';
import { loadFair } from '../../src/solver/node';
import { bandOf } from '../../src/solver/fair/difficulty';
import { percent } from '../../popup/fair/fairViews';
import { landingPile } from '../../popup/input/moves';

export interface FairExpected {
  best: Move | undefined;
  /** The chance as the popup words it ("about 87%"). */
  percent: number;
  band: string;
  /** The piles the hint highlights. */
  from: PileId | undefined;
  to: PileId | undefined;
}

/** The fair player's answer for deal `n` after `moves`. */
export async function fairExpected(n: number, moves: readonly Move[] = []): Promise<FairExpected> {
  const deal = dealFromNumber(n);
  if (!deal.ok) throw new Error(deal.error.message);
  const pos = replay(deal.value, moves);
  if (!pos.ok) throw new Error(pos.error.message);
  const a = fairDecide(await loadFair(), pos.value, { scoreForced: true });
  const best = a.best;
  return {
    best,
    percent: percent(a.chance ?? 0),
    band: bandOf(a.chance ?? 0),
    from: best === undefined ? undefined : best.kind === 'deal' ? 's' : best.from,
    to: best === undefined ? undefined : landingPile(pos.value, best),
  };
}

/** The greedy baseline's game of deal `n` after `moves` moves (the baseline's blunders make the fair warning's cases). */
export function greedyGame(fair: FairCore, n: number, moves: number): Game {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  let game = newGame(d.value, n);
  for (let i = 0; i < moves; i++) {
    const next = playMove(game, fair.policyMove(viewOf(game.position), BASELINE_POLICY)!);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}
