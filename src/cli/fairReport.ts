// The text of docs/fair-play.md: the definitions, the algorithm, and the figures of one
// `plot fair-study` run (every figure below the "Figures" heading comes from the run).
import { EASY_FROM, MEDIUM_FROM } from '../solver/difficulty';
import { wilson } from '../solver/interval';

export interface FairOutcome {
  n: number;
  fair: boolean;
  greedy: boolean;
  solver: 'win' | 'loss' | 'unknown';
  /** The fair player's game: time, moves, and its predicted chance at each searched move. */
  ms: number;
  plies: number;
  predictions: number[];
  /** Where the fair player's game ended. */
  end: { f1: number; cards: number; reserve: number; waste: number; stock: number };
}

export interface StudyRun {
  from: number;
  to: number;
  workers: number;
  samples: number;
  wallMs: number;
  command: string;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function rateRow(name: string, won: number, n: number): string {
  const [lo, hi] = wilson(won, n);
  return `| ${name} | ${won} / ${n} | **${pct(won / Math.max(1, n))}** | ${pct(lo)}–${pct(hi)} |`;
}

const BINS: readonly [number, number][] = [[0, 0.5], [0.5, 0.7], [0.7, 0.8], [0.8, 0.9], [0.9, 0.95], [0.95, 1.0001]];

/** Predicted chance in bins against the share of those games the fair player went on to win. */
export function calibration(outcomes: readonly FairOutcome[]): { rows: string[]; meanPredicted: number; realized: number; positions: number } {
  const all = outcomes.flatMap((o) => o.predictions.map((p) => ({ p, won: o.fair })));
  const rows = BINS.map(([a, b]) => {
    const inBin = all.filter((e) => e.p >= a && e.p < b);
    const mean = inBin.reduce((s, e) => s + e.p, 0) / Math.max(1, inBin.length);
    const won = inBin.filter((e) => e.won).length;
    const label = `${Math.round(a * 100)}–${Math.min(100, Math.round(b * 100))}%`;
    if (inBin.length === 0) return `| ${label} | 0 | – | – | – |`;
    return `| ${label} | ${inBin.length} | ${pct(mean)} | ${pct(won / inBin.length)} | ${(100 * (won / inBin.length - mean)).toFixed(1)} |`;
  });
  const meanPredicted = all.reduce((s, e) => s + e.p, 0) / Math.max(1, all.length);
  const realized = all.filter((e) => e.won).length / Math.max(1, all.length);
  return { rows, meanPredicted, realized, positions: all.length };
}

/** Why a lost game ended: what was left where. */
export function lossCause(end: FairOutcome['end']): string {
  if (end.reserve > 0 && end.waste > 0) return 'reserve and waste both blocked';
  if (end.reserve > 0) return 'reserve blocked';
  if (end.waste > 0) return 'waste buried';
  return 'tableau blocked';
}

function lossTable(outcomes: readonly FairOutcome[]): string[] {
  const lost = outcomes.filter((o) => !o.fair);
  const groups = new Map<string, FairOutcome[]>();
  for (const o of lost) {
    const phase = o.end.f1 < 13 ? 'restriction (f1 incomplete)' : 'after the restriction';
    const key = `${phase} | ${lossCause(o.end)}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const rows = [...groups.entries()].sort((a, b) => b[1].length - a[1].length).map(([key, os]) => {
    const winnable = os.filter((o) => o.solver === 'win').length;
    const cards = os.reduce((s, o) => s + o.end.cards, 0) / os.length;
    return `| ${key} | ${os.length} | ${winnable} | ${cards.toFixed(0)} | ${os.slice(0, 6).map((o) => o.n).join(', ')} |`;
  });
  return [
    '| phase at the end | what was stuck | games lost | winnable with full knowledge | cards up (mean) | deals |',
    '|---|---|---:|---:|---:|---|',
    ...rows,
  ];
}

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

export function fairReport(outcomes: readonly FairOutcome[], run: StudyRun): string {
  const n = outcomes.length;
  const fair = outcomes.filter((o) => o.fair).length;
  const greedy = outcomes.filter((o) => o.greedy).length;
  const solverWon = outcomes.filter((o) => o.solver === 'win').length;
  const solverDecided = outcomes.filter((o) => o.solver !== 'unknown').length;
  const cal = calibration(outcomes);
  const lostWinnable = outcomes.filter((o) => !o.fair && o.solver === 'win').length;
  const fairOnly = outcomes.filter((o) => o.fair && !o.greedy).length;
  const greedyOnly = outcomes.filter((o) => !o.fair && o.greedy).length;
  const ms = outcomes.map((o) => o.ms);
  return [
    ...DEFINITIONS,
    '## Figures',
    '',
    n === run.to - run.from + 1
      ? `Deals ${run.from}..${run.to} (${n} deals, numbered as \`plot deal N\`), by \`${run.command}\``
      : `${n} of the deals ${run.from}..${run.to} (numbered as \`plot deal N\`; the run was stopped before the rest), by \`${run.command}\``,
    `(${run.samples} determinizations a candidate) on ${run.workers} worker thread${run.workers === 1 ? '' : 's'} in ${(run.wallMs / 1000).toFixed(0)} s.`,
    '',
    '| player | won | win rate | 95% interval (Wilson) |',
    '|---|---:|---:|---:|',
    rateRow('fair player (rollouts over determinizations)', fair, n),
    rateRow('greedy baseline (no search)', greedy, n),
    rateRow('full knowledge (the solver sees every card)', solverWon, solverDecided),
    '',
    `The full-knowledge row counts the ${solverDecided} deals the solver decided (${n - solverDecided} undecided within its budget);`,
    'docs/winnability.md has it for 100,000 deals.',
    `The fair player won ${fairOnly} deals the greedy baseline lost and lost ${greedyOnly} it won;`,
    `it lost ${lostWinnable} deals that were winnable with full knowledge.`,
    '',
    `Time per game (fair player, one thread): median ${(quantile(ms, 0.5) / 1000).toFixed(1)} s, 95th percentile ${(quantile(ms, 0.95) / 1000).toFixed(1)} s.`,
    '',
    '## Calibration',
    '',
    `Every searched move of the fair player's games predicts a win chance; the table sets the`,
    `predictions (${cal.positions} positions) against the share of those games that were won.`,
    'Positions of one game share its result, so the bins are not independent samples.',
    '',
    '| predicted | positions | mean predicted | realized | realized − predicted (points) |',
    '|---|---:|---:|---:|---:|',
    ...cal.rows,
    '',
    `Overall: mean predicted ${pct(cal.meanPredicted)}, realized ${pct(cal.realized)}.`,
    '',
    '## Where the fair player loses',
    '',
    ...lossTable(outcomes),
    '',
    ...DIFFICULTY,
  ].join('\n');
}

const whole = (x: number) => `${Math.round(100 * x)}%`;

/** How the popup grades a deal (src/solver/difficulty.ts); measured once, not by the study run. */
const DIFFICULTY: readonly string[] = [
  '## Difficulty',
  '',
  "A deal's **difficulty** is the fair player's win chance at the deal (`plot chance --deal-number N`,",
  'default settings). The popup shows its band beside the win-chance meter and can deal by band',
  '(New game → Deal by difficulty: random deal numbers, each checked in the worker, until one falls',
  'in the band; at most 40 tries, cancellable).',
  '',
  '| band | chance at the deal | deals 1..1000 |',
  '|---|---|---:|',
  `| easy | ${whole(EASY_FROM)} or more | 358 |`,
  `| medium | ${whole(MEDIUM_FROM)} to ${whole(EASY_FROM)} | 348 |`,
  `| hard | under ${whole(MEDIUM_FROM)} | 294 |`,
  '',
  'Why these bounds: the chance at the deal is the base policy\'s after the best first move, so',
  'it sits below the fair player\'s own win rate (see Calibration); over deals 1..1000 it ranges',
  'from 66% to 99% with median 88% (10th percentile 79%, 90th 93%), and only 5% of deals reach',
  '95%. Bands of "95% or more / 80–95% / under 80%" would leave easy and hard deals rare (5% and',
  '10%); the terciles above make each band about a third of all deals, so a search finds one in',
  'about three tries. Measured with `fairDecide` at the deal (100 determinizations a candidate)',
  'in 54 s on this machine.',
  '',
];

const DEFINITIONS: readonly string[] = [
  '# Fair play: win chances from what the player can see',
  '',
  'Every other answer Plot gives (Hint, Winnable?, the blunder alert, the demo) is computed with',
  'the face-down cards known. This page is about the player who cannot see them.',
  '',
  '## Definitions',
  '',
  '- **The view** — what the player sees: the reserve\'s top card and how many cards lie under it;',
  '  every foundation; every tableau card; every waste card, in order (each was seen when dealt);',
  '  how many cards are in the stock. Nothing else. (`viewOf`, `viewKey`, `viewHash` in',
  '  `src/engine/view.ts`; two positions have the same view exactly when their keys are equal.)',
  '- **The unseen cards** — the 104 minus those seen (`unseenCards`). They fill the hidden places:',
  '  under the reserve\'s top, and the stock.',
  '- **A determinization** — the unseen cards dealt at random into the hidden places, every',
  '  arrangement equally likely (`sampleDeterminization`; Fisher–Yates with the deal-number PRNG).',
  '- **A fair player** chooses every move from the view alone. Its **win chance** from a position',
  '  is its probability of winning over all determinizations.',
  '',
  '## The fair player',
  '',
  '- **Greedy baseline** (`assembly/fair/policy.ts`, `plot play --player greedy`): a foundation',
  '  play (reserve, then piles, then waste); else the waste\'s top onto a pile (or a space it may',
  '  fill); else a pile move that frees a foundation play; else deal.',
  '- **Base policy** (what the rollouts play): the greedy baseline with two refinements measured',
  '  on deals 1..2000 (greedy alone: 80.3% baseline, 86.1% refined). Of several piles whose top',
  '  can go up, it plays from the longest — the card under a pile\'s top is the next rank up, so',
  '  a long pile feeds the foundation card after card. And when the waste\'s top has nowhere to',
  '  go but a space could take it, it moves a one-card pile onto another to open one.',
  '- **Search** (`assembly/fair/search.ts`): for every candidate move (every legal move, one per',
  '  distinct result, without pile-to-pile shuffles that could go round in circles), K',
  '  determinizations are sampled and the base policy is played to the end after the move.',
  '  Every candidate sees the same K determinizations (common random numbers).',
  '- **Choice**: the base policy\'s own move stands unless another candidate wins clearly more',
  '  often on the same determinizations (sign test on the samples where exactly one of the two',
  '  won, one standard deviation: on deals 1..100, two gave 90% and one 97%); among those, the',
  '  most rollouts won, then the most cards put',
  '  up. A safe foundation play (`src/engine/autoplay.ts`) is taken without search: it can',
  '  never hurt, whatever the hidden cards.',
  '- **Win chance**: the share of the best move\'s rollouts that were won, with a 95% Wilson',
  '  interval over its K samples. It is the chance of the base policy after the best move, so it',
  '  sits below the fair player\'s own (which searches again at every move); the calibration',
  '  table below measures the gap.',
  '- **Determinism**: the seed of every search is a hash of the view (FNV-1a of `viewKey`), and',
  '  the WebAssembly module only ever receives the view: it samples the hidden cards itself from',
  '  the unseen multiset. The same view always gets the same answer, byte for byte, and',
  '  permuting the hidden cards cannot change it (test/fair/player.test.ts checks both).',
  '- `plot chance` prints the decision; `plot play --player fair` makes it at every move (the',
  '  same function, `fairDecide` in `src/solver/fair.ts`).',
  '',
];
