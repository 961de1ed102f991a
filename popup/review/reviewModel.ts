// The review of a finished game, as data: the positions the engine replays from the deal,
// and what each step says (the move, in the popup's words; its chance, cost and luck; the
// fair best move beside a choice that cost something; the full-deal solver's last winnable
// move). Pure apart from t(), so tests check it without a DOM.
import { type Game, type Move, type PileId, type Position, dealPosition, parseMove, play } from '../../src/engine/index';
import type { GameMeta } from '../../src/storage/gameSave';
import { lineNotes } from '../../src/storage/noteArrays';
import { type MoveCost, MIN_COST, moveCosts, signedPoints } from '../fair/chanceLine';
import { landingPile } from '../input/moves';
import { describeMove, moveSentence } from '../input/moveWords';
import { t, tn } from '../platform/i18n';
import { percent } from '../fair/fairViews';
import { cardThe } from '../table/names';

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

/**
 * What made a step: the player's own move; a card a stock run turned after it (a double-click,
 * a long press, Shift+D: one gesture, one Undo); a card auto-play sent up after it; or another
 * move of the same gesture (a Finish plays out a whole line).
 */
export type StepKind = 'move' | 'run' | 'auto' | 'with';

export interface ReviewStep {
  /** Moves played: 0 is the deal. */
  readonly at: number;
  readonly position: Position;
  /** The move that led here, in words ("Seven of clubs from Tableau pile 3 to Tableau pile 8."). */
  readonly move?: string;
  /** Where the move went from and to, to mark on the board. */
  readonly from?: PileId;
  readonly to?: PileId;
  /** Not the player's own move: part of the gesture of the move `lead`. */
  readonly auto: boolean;
  readonly kind: StepKind;
  /** The step of the player's move whose gesture this step belongs to (itself for a move). */
  readonly lead: number;
  /** The fair chance here, when known. */
  readonly chance?: number;
  /** What the move that led here cost, and its luck, when known. */
  readonly cost?: MoveCost;
  /** The fair best move instead, in words, when the move cost at least MIN_COST. */
  readonly better?: string;
}

/**
 * One gesture: the player's move and what came with it. The chart has one point per gesture
 * (the chance the player saw after it), so a stock run is one point, after its last card.
 */
export interface Gesture {
  /** Its first step and its last. */
  readonly lead: number;
  readonly last: number;
  /** The cards its stock run turned (the lead's deal included), 0 when it is no run. */
  readonly run: number;
  /** The step of its chart point: the last with a known chance, if any. */
  readonly point?: number;
}

export interface Review {
  readonly steps: readonly ReviewStep[];
  /** The deal (0) and each gesture, in order. */
  readonly gestures: readonly Gesture[];
  /** The regrets were kept for this game (false for a save from before they were). */
  readonly costsKnown: boolean;
  readonly lastWinnable?: number;
}

const isFoundationPlay = (m: Move): boolean => m.kind === 'play' && m.to.startsWith('f');

/**
 * Cuts the moves into gestures by `auto` (the indices of the moves a gesture made after the
 * player's), and says what made each step. A deal that leads a gesture turns the cards of a
 * stock run, the deals right after it; after them, foundation plays are auto-play's; any
 * other move in a gesture (a Finish's line) is said to come with the lead.
 */
function gesturesOf(moves: readonly Move[], auto: ReadonlySet<number>): { gestures: { lead: number; last: number; run: number }[]; kinds: StepKind[] } {
  const gestures = [{ lead: 0, last: 0, run: 0 }];
  const kinds: StepKind[] = ['move'];
  for (let at = 1; at <= moves.length; ) {
    let last = at;
    while (last < moves.length && auto.has(last)) last++;
    let run = 0;
    if (moves[at - 1].kind === 'deal') while (at + run <= last && moves[at + run - 1].kind === 'deal') run++;
    const rest = moves.slice(at - 1 + Math.max(1, run), last);
    const autoPlay = rest.every(isFoundationPlay);
    kinds.push('move');
    for (let k = at + 1; k <= last; k++) kinds.push(k < at + run ? 'run' : autoPlay ? 'auto' : 'with');
    gestures.push({ lead: at, last, run: run > 1 ? run : 0 });
    at = last + 1;
  }
  return { gestures, kinds };
}

/** The whole review of `game` with what `meta` kept. */
export function reviewOf(game: Game, gameMeta: GameMeta): Review {
  const meta = lineNotes(game, gameMeta);
  const positions = replayPositions(game.deal, game.moves);
  const n = game.moves.length;
  const costs = new Map(moveCosts(meta, n).map((c) => [c.at, c]));
  const { gestures, kinds } = gesturesOf(game.moves, new Set(meta.auto));
  const leads = gestures.flatMap((g) => Array<number>(g.last - g.lead + 1).fill(g.lead));
  const steps = positions.map((position, at): ReviewStep => {
    const chance = meta.chances[at] ?? undefined;
    const known = chance === undefined ? {} : { chance };
    if (at === 0) return { at, position, auto: false, kind: 'move', lead: 0, ...known };
    const before = positions[at - 1];
    const m = game.moves[at - 1];
    const cost = costs.get(at - 1);
    const best = cost?.bestMove ? parseMove(cost.bestMove) : undefined;
    // A deal names no card, as the hint does: the player could not see it then.
    const better = cost && best?.ok && cost.regret >= MIN_COST - 1e-9
      ? (best.value.kind === 'deal' ? t('hintDeal') : describeMove(before, best.value))
      : undefined;
    return {
      at, position, auto: kinds[at] !== 'move', kind: kinds[at], lead: leads[at],
      move: moveSentence(before, m),
      from: m.kind === 'deal' ? 's' : m.from,
      to: landingPile(before, m),
      ...known,
      ...(cost ? { cost } : {}),
      ...(better ? { better } : {}),
    };
  });
  const withPoints = gestures.map((g): Gesture => {
    let point: number | undefined;
    for (let at = g.lead; at <= g.last; at++) if (steps[at].chance !== undefined) point = at;
    return point === undefined ? g : { ...g, point };
  });
  return { steps, gestures: withPoints, costsKnown: meta.regrets !== undefined, ...(meta.lastWinnable === undefined ? {} : { lastWinnable: meta.lastWinnable }) };
}

/** The step of the player's move that led to `at` (a stock run's cards and auto-plays belong to the move before them). */
export const leadOf = (review: Review, at: number): number => review.steps[at]?.lead ?? at;

/** The gesture step `at` belongs to. */
export function gestureOf(review: Review, at: number): Gesture {
  const lead = leadOf(review, at);
  return review.gestures.find((g) => g.lead === lead) ?? { lead: at, last: at, run: 0 };
}

/** The chart's points: one per gesture whose chance is known, at its last known chance. */
export const chartPoints = (review: Review): { at: number; chance: number; lead: number }[] =>
  review.gestures.flatMap((g) => (g.point === undefined ? [] : [{ at: g.point, chance: review.steps[g.point].chance!, lead: g.lead }]));

/** "Cost 0 points, luck −17 points." — or that it is not known. */
export function costText(cost: MoveCost | undefined): string {
  if (!cost) return t('costUnknown');
  const points = (x: number) => tn('points', Math.round(x * 100), signedPoints(x));
  const regret = points(cost.regret).replace('+', '');
  return cost.luck === undefined ? t('costOnly', regret) : t('costLuck', regret, points(cost.luck));
}

/** What a step's label adds to its move: whose gesture it was part of ("Card 2 of 4 of a stock run from move 5: …"). */
export function stepLabel(review: Review, at: number): string | undefined {
  const step = review.steps[at];
  const g = gestureOf(review, at);
  switch (step.kind) {
    case 'move': return g.run > 0 ? t('reviewRun', g.lead, 1, g.run) : undefined;
    case 'run': return t('reviewRun', g.lead, at - g.lead + 1, g.run);
    case 'auto': return t('reviewAuto', g.lead);
    case 'with': return t('reviewWith', g.lead);
    default: return undefined;
  }
}

/** A gesture in words: its move, or its stock run (how many cards, the last); then the cards auto-play sent up. */
function gestureText(review: Review, g: Gesture): string {
  const { steps } = review;
  const waste = g.run > 0 ? steps[g.lead + g.run - 1].position.waste : [];
  const dealt = waste[waste.length - 1];
  const said = g.run > 0 && dealt !== undefined ? tn('reviewRunDealt', g.run, g.run, cardThe(dealt)) : steps[g.lead].move ?? '';
  const up = steps.slice(g.lead, g.last + 1).filter((s) => s.kind === 'auto').length;
  return up > 0 ? `${said} ${tn('autoPlayed', up, up)}` : said;
}

/**
 * A chart point's name, for the point at step `at`: "Move 74: Seven of clubs from … Win chance
 * 62%. Cost 0 points, luck −17 points."; a stock run's, "Moves 5–8: 4 cards dealt from the
 * stock in one run; the last is the five of hearts. Win chance 96%. …".
 */
export function pointName(review: Review, at: number): string {
  const step = review.steps[at];
  const chance = percent(step.chance ?? 0);
  if (at === 0) return t('chartPointDeal', chance);
  const g = gestureOf(review, at);
  const cost = costText(review.steps[g.lead].cost);
  return g.run > 0
    ? t('chartPointRun', g.lead, g.lead + g.run - 1, gestureText(review, g), chance, cost)
    : t('chartPoint', g.lead, gestureText(review, g), chance, cost);
}
