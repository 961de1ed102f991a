// What the popup's fair hint and meter must show, worked out in Node by the same fair
// player `plot chance` runs (src/solver/fair/core.ts at its default settings).
import { type Move, type PileId, dealFromNumber, replay } from '../../src/engine/index';
import { fairDecide } from '../../src/solver/fair/core';
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
