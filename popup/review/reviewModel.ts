// The review of a finished game, as data: the positions the engine replays from the deal,
// and what each step says (the move, in the popup's words; its chance, cost and luck; the
// fair best move beside a choice that cost something; the full-deal solver's last winnable
// move). Pure apart from t(), so tests check it without a DOM.
import { type Game, type Move, type PileId, type Position, dealPosition, parseMove, play } from '../../src/engine/index';
import type { GameMeta } from '../../src/storage/gameSave';
import { type MoveCost, MIN_COST, moveCosts, signedPoints } from '../fair/chanceLine';
import { describeMove, landingPile, moveSentence } from '../input/moves';
import { t, tn } from '../platform/i18n';
import { percent } from '../fair/fairViews';

/** The positions after 0, 1 … n moves of `moves` from `deal`, each made by the engine's `play`. */
export function replayPositions(deal: readonly number[], moves: readonly Move[]): Position[] {
  const out = [dealPosition(deal)];
  for (const [i, m] of moves.entries()) {
    const next = play(out[i], m);
    if (!next.ok) throw new Error(`move ${i + 1}: ${next.error.message}`);
    out.push(next.value);
  }
  return out;
}

export interface ReviewStep {
  /** Moves played: 0 is the deal. */
  readonly at: number;
  readonly position: Position;
  /** The move that led here, in words ("Seven of clubs from Tableau pile 3 to Tableau pile 8."). */
  readonly move?: string;
  /** Where the move went from and to, to mark on the board. */
  readonly from?: PileId;
  readonly to?: PileId;
  /** Auto-play made it. */
  readonly auto: boolean;
  /** The fair chance here, when known. */
  readonly chance?: number;
  /** What the move that led here cost, and its luck, when known. */
  readonly cost?: MoveCost;
  /** The fair best move instead, in words, when the move cost at least MIN_COST. */
  readonly better?: string;
}

export interface Review {
  readonly steps: readonly ReviewStep[];
  /** The regrets were kept for this game (false for a save from before they were). */
  readonly costsKnown: boolean;
  readonly lastWinnable?: number;
}

/** The whole review of `game` with what `meta` kept. */
export function reviewOf(game: Pick<Game, 'deal' | 'moves'>, meta: GameMeta): Review {
  const positions = replayPositions(game.deal, game.moves);
  const n = game.moves.length;
  const costs = new Map(moveCosts(meta, n).map((c) => [c.at, c]));
  const auto = new Set(meta.auto ?? []);
  const steps = positions.map((position, at): ReviewStep => {
    const chance = meta.chances?.[at] ?? undefined;
    if (at === 0) return { at, position, auto: false, ...(chance === undefined ? {} : { chance }) };
    const before = positions[at - 1];
    const m = game.moves[at - 1];
    const cost = costs.get(at - 1);
    const best = cost?.bestMove ? parseMove(cost.bestMove) : undefined;
    // A deal names no card, as the hint does: the player could not see it then.
    const better = cost && best?.ok && cost.regret >= MIN_COST - 1e-9
      ? (best.value.kind === 'deal' ? t('hintDeal') : describeMove(before, best.value))
      : undefined;
    return {
      at, position, auto: auto.has(at - 1),
      move: moveSentence(before, m),
      from: m.kind === 'deal' ? 's' : m.from,
      to: landingPile(before, m),
      ...(chance === undefined ? {} : { chance }),
      ...(cost ? { cost } : {}),
      ...(better ? { better } : {}),
    };
  });
  return { steps, costsKnown: meta.regrets !== undefined, ...(meta.lastWinnable === undefined ? {} : { lastWinnable: meta.lastWinnable }) };
}

/** The step of the player's move that led to `at` (auto-plays belong to the move before them). */
export function leadOf(review: Review, at: number): number {
  let j = at;
  while (j > 1 && review.steps[j].auto) j--;
  return j;
}

/** "Cost 0 points, luck −17 points." — or that it is not known. */
export function costText(cost: MoveCost | undefined): string {
  if (!cost) return t('costUnknown');
  const points = (x: number) => tn('points', Math.round(x * 100), signedPoints(x));
  const regret = points(cost.regret).replace('+', '');
  return cost.luck === undefined ? t('costOnly', regret) : t('costLuck', regret, points(cost.luck));
}


/** A chart point's name: "Move 74: Seven of clubs from … Win chance 62%. Cost 0 points, luck −17 points." */
export function pointName(review: Review, at: number): string {
  const step = review.steps[at];
  const chance = percent(step.chance ?? 0);
  if (at === 0) return t('chartPointDeal', chance);
  const lead = review.steps[leadOf(review, at)];
  return t('chartPoint', lead.at, lead.move ?? '', chance, costText(lead.cost));
}
