// The figures of docs/fair-play.md, from one `plot fair-study` run: the page's prose (the
// definitions, the algorithm, the review, the meter, the alert) is written by hand, and the run
// replaces only the part between its two marks: words and figures never drift apart.
import { FOUNDATION_FULL } from '../engine/index';
import { type Band, bandOf } from '../solver/fair/difficulty';
import { BANDS, bandBounds } from '../solver/fair/bandLabels';
import { wilson } from '../solver/interval';
import { CliError, shorten } from './args';
import { readTextFile } from './readFile';
import { calibrate } from '../solver/fair/calibration';
import { CALIBRATION } from '../solver/fair/calibrationTable';

export interface FairOutcome {
  n: number;
  fair: boolean;
  greedy: boolean;
  solver: 'win' | 'loss' | 'unknown';
  /** The fair player's game: time, moves, and the rollout share (uncalibrated) before each searched move. */
  ms: number;
  plies: number;
  rollouts: number[];
  /** The rollout share of the fair player's first move at the deal (uncalibrated): the deal's difficulty, once calibrated. */
  start: number;
  /** Determinizations a candidate, in this deal's searches. */
  samples: number;
  /** Where the fair player's game ended. */
  end: { f1: number; cards: number; reserve: number; waste: number; stock: number };
}

/**
 * The most a study's --json may weigh: 256 MB. A deal's outcome takes about 900 bytes, so
 * that is some 290,000 deals, months of a fair study on one machine (20 s a deal on a core);
 * the largest study in docs/fair-play.md has 2,000.
 */
export const MAX_STUDY_JSON_BYTES = 256 << 20;

/** The games of a study's --json file, checked enough that a wrong file gets a clear error. */
export function readOutcomesFile(path: string, shown: string): FairOutcome[] {
  return readOutcomes(readTextFile(path, MAX_STUDY_JSON_BYTES, shown), shown);
}

/** The games of a study's JSON text. */
export function readOutcomes(text: string, file: string): FairOutcome[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CliError(`${shorten(file)} is not JSON`);
  }
  const ok = (o: unknown): o is FairOutcome => {
    const r = o as FairOutcome;
    const share = (x: unknown) => typeof x === 'number' && x >= 0 && x <= 1;
    return typeof r === 'object' && r !== null && Number.isInteger(r.n) && typeof r.fair === 'boolean'
      && typeof r.greedy === 'boolean' && Number.isInteger(r.samples) && share(r.start)
      && Array.isArray(r.rollouts) && r.rollouts.every(share) && typeof r.end === 'object' && r.end !== null;
  };
  if (!Array.isArray(data) || data.length === 0 || !data.every(ok)) {
    throw new CliError(`${shorten(file)} is not the --json of a plot fair-study run (a list of deals with "n", "fair", "greedy", "samples", "start", "rollouts", "end")`);
  }
  return data;
}

export interface StudyRun {
  from: number;
  to: number;
  workers: number;
  samples: number;
  wallMs: number;
  command: string;
  /** Deals taken from an earlier run's --json (--resume), and its file. */
  resumed?: { deals: number; file: string };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function rateRow(name: string, won: number, n: number): string {
  const [lo, hi] = wilson(won, n);
  return `| ${name} | ${won} / ${n} | **${pct(won / Math.max(1, n))}** | ${pct(lo)}–${pct(hi)} |`;
}

const BINS: readonly [number, number][] = [[0, 0.5], [0.5, 0.7], [0.7, 0.8], [0.8, 0.9], [0.9, 0.95], [0.95, 1.0001]];

export interface CalibrationTable {
  rows: string[];
  meanPredicted: number;
  realized: number;
  positions: number;
  /** The largest |realized − predicted| over bins of at least MIN_BIN positions, in points. */
  worstGap: number;
}

/** Bins with fewer positions than this are shown but not held to the calibration target. */
export const MIN_BIN = 100;

/**
 * The standard error of the share won among `positions`, counted by game: a game's positions
 * all share its result, so they are one sample, weighted by how many of them the bin holds
 * (the cluster-robust variance Σ (n_g/n)² (won_g − share)², with the small-sample factor
 * G/(G − 1)). Counting positions as independent would claim errors ten times smaller.
 */
export function shareErrorByGame(positions: readonly { game: number; won: boolean }[]): { share: number; games: number; error: number } {
  const n = positions.length;
  const share = positions.filter((e) => e.won).length / Math.max(1, n);
  const perGame = new Map<number, { count: number; won: boolean }>();
  for (const e of positions) {
    const g = perGame.get(e.game) ?? { count: 0, won: e.won };
    g.count++;
    perGame.set(e.game, g);
  }
  const games = perGame.size;
  let variance = 0;
  for (const g of perGame.values()) variance += ((g.count / n) * (Number(g.won) - share)) ** 2;
  return { share, games, error: games > 1 ? Math.sqrt((variance * games) / (games - 1)) : Number.NaN };
}

/** Predictions in bins against the share of those games the fair player went on to win. */
export function calibration(outcomes: readonly FairOutcome[], predict: (rollout: number) => number): CalibrationTable {
  const all = outcomes.flatMap((o) => o.rollouts.map((r) => ({ p: predict(r), won: o.fair, game: o.n })));
  let worstGap = 0;
  const rows = BINS.map(([a, b]) => {
    const inBin = all.filter((e) => e.p >= a && e.p < b);
    const mean = inBin.reduce((s, e) => s + e.p, 0) / Math.max(1, inBin.length);
    const label = `${Math.round(a * 100)}–${Math.min(100, Math.round(b * 100))}%`;
    if (inBin.length === 0) return `| ${label} | 0 | 0 | – | – | – | – |`;
    const { share, games, error } = shareErrorByGame(inBin);
    const gap = 100 * (share - mean);
    if (inBin.length >= MIN_BIN) worstGap = Math.max(worstGap, Math.abs(gap));
    const se = Number.isNaN(error) ? '–' : (100 * error).toFixed(1);
    return `| ${label} | ${inBin.length} | ${games} | ${pct(mean)} | ${pct(share)} | ${se} | ${gap.toFixed(1)} |`;
  });
  const meanPredicted = all.reduce((s, e) => s + e.p, 0) / Math.max(1, all.length);
  const realized = all.filter((e) => e.won).length / Math.max(1, all.length);
  return { rows, meanPredicted, realized, positions: all.length, worstGap };
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
    const phase = o.end.f1 < FOUNDATION_FULL ? 'restriction (f1 incomplete)' : 'after the restriction';
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

/** The q-quantile of `xs` (the value at rank ⌊q·n⌋ of the sorted list). */
export const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

/** How the deals were played: this run's wall time, and what an earlier run (`--resume`) played. */
function playedWhere(n: number, run: StudyRun): string {
  const seconds = `${(run.wallMs / 1000).toFixed(0)} s`;
  if (!run.resumed) return `in ${seconds}`;
  const earlier = `played by an earlier run and read from its \`--json\` (${run.resumed.file})`;
  if (run.resumed.deals === n) return n === 1 ? `the deal was ${earlier}` : `all ${n} deals were ${earlier}`;
  return `${run.resumed.deals} of the ${n} deals were ${earlier}, the other ${n - run.resumed.deals} by this run in ${seconds}`;
}

/**
 * The report: `template` (docs/fair-play.md: the definitions and the algorithm, written by
 * hand) with the text between its two FIGURES marks replaced by this run's figures.
 */
export function fairReport(template: string, outcomes: readonly FairOutcome[], run: StudyRun): string {
  const [from, to] = [template.indexOf(FIGURES_FROM), template.indexOf(FIGURES_TO)];
  if (from < 0 || to < from) throw new CliError(`the report's template has no "${FIGURES_FROM}" … "${FIGURES_TO}" marks`);
  return `${template.slice(0, from + FIGURES_FROM.length)}\n\n${fairFigures(outcomes, run)}\n${template.slice(to)}`;
}

/** Where a study's figures begin and end in docs/fair-play.md. */
export const FIGURES_FROM = '<!-- plot fair-study writes what follows, up to its end mark -->';
export const FIGURES_TO = '<!-- end of what plot fair-study writes -->';

const CALIBRATION_HEAD = [
  '| predicted | positions | games | mean predicted | realized | standard error, by game (points) | realized − predicted (points) |',
  '|---|---:|---:|---:|---:|---:|---:|',
];

/** The figures' calibration: the shown chance (the map applied) and the rollout share before it, against the games' results. */
function calibrationSection(outcomes: readonly FairOutcome[]): string[] {
  const cal = calibration(outcomes, calibrate);
  const before = calibration(outcomes, (r) => r);
  return ['## Calibration',
    '',
    'The win chance Plot shows is the best move\'s rollout share passed through a calibration map',
    `(\`src/solver/fair/calibrationTable.ts\`, ${CALIBRATION.raw.length} knots, linear between them), fitted by isotonic regression`,
    `on the fair player's games over other deals: ${CALIBRATION.source ?? 'not fitted yet'}.`,
    `Every searched move of this run's games predicts a win chance; the table sets the predictions`,
    `(${cal.positions} positions) against the share of those games that were won. Positions of one`,
    'game share its result, so the bins are not independent samples: the standard error counts',
    "games, each weighted by its share of the bin's positions. Where it is near 2 points or more,",
    'this run alone cannot show the bin within 2 points of its prediction, whatever the map.',
    '',
    ...CALIBRATION_HEAD,
    ...cal.rows,
    '',
    `Overall: mean predicted ${pct(cal.meanPredicted)}, realized ${pct(cal.realized)}; the largest gap in a bin of`,
    `${MIN_BIN} positions or more is ${cal.worstGap.toFixed(1)} points.`,
    '',
    'Before calibration, the rollout share itself, on the same positions:',
    '',
    ...CALIBRATION_HEAD,
    ...before.rows,
    '',
    `Overall: mean rollout share ${pct(before.meanPredicted)}, realized ${pct(before.realized)}.`,
    '',
  ];
}

/** The figures of one run: win rates, calibration, where the fair player loses, difficulty. */
export function fairFigures(outcomes: readonly FairOutcome[], run: StudyRun): string {
  const n = outcomes.length;
  const fair = outcomes.filter((o) => o.fair).length;
  const greedy = outcomes.filter((o) => o.greedy).length;
  const solverWon = outcomes.filter((o) => o.solver === 'win').length;
  const solverDecided = outcomes.filter((o) => o.solver !== 'unknown').length;
  const lostWinnable = outcomes.filter((o) => !o.fair && o.solver === 'win').length;
  const fairOnly = outcomes.filter((o) => o.fair && !o.greedy).length;
  const greedyOnly = outcomes.filter((o) => !o.fair && o.greedy).length;
  const ms = outcomes.map((o) => o.ms);
  return [
    '## Figures',
    '',
    n === run.to - run.from + 1
      ? `Deals ${run.from}..${run.to} (${n} deals, numbered as \`plot deal N\`), by \`${run.command}\``
      : `${n} of the deals ${run.from}..${run.to} (numbered as \`plot deal N\`; the run was stopped before the rest), by \`${run.command}\``,
    `(${run.samples} determinizations a candidate) on ${run.workers} worker thread${run.workers === 1 ? '' : 's'}: ${playedWhere(n, run)}.`,
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
    ...calibrationSection(outcomes),
    '## Where the fair player loses',
    '',
    ...lossTable(outcomes),
    '',
    ...difficulty(outcomes),
  ].join('\n');
}

/** How the popup grades a deal (src/solver/fair/difficulty.ts), and how this run's deals fall in the bands. */
function difficulty(outcomes: readonly FairOutcome[]): string[] {
  const chances = outcomes.map((o) => calibrate(o.start));
  const count = (band: string) => chances.filter((c) => bandOf(c) === band).length;
  const share = (band: string) => pct(count(band) / Math.max(1, chances.length));
  const bounds = (band: Band) => {
    const [a, b] = bandBounds(band);
    return band === 'easy' ? `${a}% or more` : band === 'medium' ? `${a}% to ${b}%` : `under ${a}%`;
  };
  return [
    '## Difficulty',
    '',
    "A deal's **difficulty** is the fair player's win chance at the deal (`plot chance --deal-number N`,",
    'default settings). The popup shows its band beside the win-chance meter and can deal by band',
    '(New game → Deal by difficulty: random deal numbers, each checked in the worker, until one falls',
    'in the band; at most 40 tries, cancellable). The bounds were chosen on the calibration\'s own',
    'deals as close to a third of all deals each as the whole percents allow: the chance at the deal',
    'takes few values (src/solver/fair/difficulty.ts); this run\'s deals fall in them as follows.',
    '',
    '| band | chance at the deal | deals | share | fair player won |',
    '|---|---|---:|---:|---:|',
    ...BANDS.map((band) => {
      const won = outcomes.filter((o, i) => o.fair && bandOf(chances[i]) === band).length;
      return `| ${band} | ${bounds(band)} | ${count(band)} | ${share(band)} | ${won} / ${count(band)} |`;
    }),
    '',
    `The chance at the deal over these deals: lowest ${pct(quantile(chances, 0))}, 10th percentile ${pct(quantile(chances, 0.1))},`,
    `median ${pct(quantile(chances, 0.5))}, 90th percentile ${pct(quantile(chances, 0.9))}, highest ${pct(quantile(chances, 1))}.`,
    '',
  ];
}
