// `plot study`: solves a range of numbered deals on all cores (worker threads) and
// writes a report (counts, win rate with its 95% confidence interval, the hardest deals;
// build/winnability.md unless --out says otherwise: docs/winnability.md is made with
// `--out docs/winnability.md`) and next to it the chart of search effort (NAME-effort.svg).
import { cpus } from 'node:os';
import { basename, resolve } from 'node:path';
import { dealFromNumber, dealPosition } from '../engine/index';
import {
  type Command, type NumberFlag, type OptionHelp,
  CliError, MAX_MS, MAX_NODES, numberFlagSpec, numberOption, numberUsage, readFlags, parseDealNumber, readNumber, shorten,
} from './args';
import { checkOutputs, defaultOutput, writeOutputs } from './output';
import { runJobs, serveJobs } from './pool';
import { loadSolver, solverWasmPath } from '../solver/node';
import type { CheckedAnswer } from '../solver/search/answer';
import { type LossProof, lossProof, solveGame } from '../solver/search/solve';
import { wilson } from '../solver/interval';

/** One deal's answer in brief (the line's length instead of the line), small enough to pass between threads. */
export interface DealOutcome {
  n: number;
  verdict: CheckedAnswer['verdict'];
  nodes: number;
  ms: number;
  moves: number;
  /** For a loss: how it was proven. */
  proof?: LossProof;
  message?: string;
}

const MAX_WORKERS = 64;
export const WORKERS: NumberFlag = {
  name: 'workers', placeholder: 'K', min: 0, max: MAX_WORKERS, default: Math.min(cpus().length, MAX_WORKERS),
  defaultText: 'one per core (at most 64)', help: 'worker threads solving deals side by side (0: solve in the main thread)',
};
const STUDY_NUMBERS: readonly NumberFlag[] = [WORKERS, { ...MAX_NODES, default: 50_000_000 }, MAX_MS];
/** The flags of a study: the deal range and the files it writes (this one and `plot fair-study`). */
export const STUDY_FILE_FLAGS = { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' }, json: { type: 'string' } } as const;
const STUDY_FLAGS = { ...STUDY_FILE_FLAGS, ...numberFlagSpec(STUDY_NUMBERS) };

/** The deal range of a study (this one and `plot fair-study`). */
export const RANGE_OPTIONS: readonly OptionHelp[] = [
  { flag: '--from A', help: 'the first deal number; 1..4,294,967,295' },
  { flag: '--to B', help: 'the last deal number, at least A' },
];
export const JSON_OPTION: OptionHelp = { flag: '--json FILE', help: 'also write every deal\'s outcome as JSON; default: not written' };

const STUDY_OPTIONS: readonly OptionHelp[] = [
  ...RANGE_OPTIONS,
  ...STUDY_NUMBERS.map(numberOption),
  { flag: '--out FILE.md', help: 'the report; the effort chart goes next to it as FILE-effort.svg; default build/winnability.md in this checkout' },
  JSON_OPTION,
];

/** The deal range of a study command (`--from A --to B`, A ≤ B), shared by study and fair-study. */
export function readRange(flags: { from?: string; to?: string }, command: string): { from: number; to: number } {
  if (flags.from === undefined || flags.to === undefined) throw new CliError(`${command} needs --from A --to B`);
  const from = parseDealNumber(flags.from, '--from');
  const to = parseDealNumber(flags.to, '--to');
  if (to < from) throw new CliError('--to must not be below --from');
  return { from, to };
}

/** Solves one numbered deal (the win line is replayed through the engine by solveGame). */
export async function solveNumbered(n: number, maxNodes: number, maxMs = 60_000): Promise<DealOutcome> {
  const core = await (coreP ??= loadSolver(64 * 1024 * 1024));
  const deal = dealFromNumber(n);
  if (!deal.ok) return { n, verdict: 'error', nodes: 0, ms: 0, moves: 0, message: deal.error.message };
  const a = solveGame(core, deal.value, [], { maxNodes, maxMs });
  return {
    n,
    verdict: a.verdict,
    nodes: a.nodes,
    ms: Math.round(a.ms * 100) / 100,
    moves: a.verdict === 'win' ? a.line.length : 0,
    ...(a.verdict === 'loss' ? { proof: lossProof(core, dealPosition(deal.value), a) } : {}),
    ...(a.verdict === 'error' ? { message: a.message } : {}),
  };
}
let coreP: ReturnType<typeof loadSolver> | undefined;

interface StudyJob { n: number; maxNodes: number; maxMs: number }
const solveJob = (m: StudyJob) => solveNumbered(m.n, m.maxNodes, m.maxMs);
serveJobs('study', solveJob);

/** Solves from..to with `workers` threads (0: in this thread). */
export async function runStudy(from: number, to: number, workers: number, maxNodes: number, onDone?: (o: DealOutcome) => void, maxMs = 60_000): Promise<DealOutcome[]> {
  const jobs = Array.from({ length: to - from + 1 }, (_, i): StudyJob => ({ n: from + i, maxNodes, maxMs }));
  // The module compiled once, here, rather than in every worker at once.
  if (workers > 0) await solverWasmPath();
  return runJobs('study', jobs, workers, solveJob, onDone);
}

export { wilson } from '../solver/interval';

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

/** The effort chart: how many deals were decided within 10^k nodes, as an SVG bar chart. */
export function effortSvg(outcomes: readonly DealOutcome[]): string {
  const bins = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8];
  const labels = ['1', '≤10', '≤100', '≤1k', '≤10k', '≤100k', '≤1M', '≤10M', '≤100M'];
  const counts = bins.map(() => ({ win: 0, loss: 0, unknown: 0 }));
  for (const o of outcomes) {
    const i = Math.max(0, bins.findIndex((b) => o.nodes <= b));
    const k = o.verdict === 'error' ? 'unknown' : o.verdict;
    counts[i < 0 ? bins.length - 1 : i][k]++;
  }
  const W = 640, H = 300, left = 60, bottom = 40, top = 30;
  const bw = (W - left - 20) / bins.length;
  const max = Math.max(1, ...counts.map((c) => c.win + c.loss + c.unknown));
  const scale = (v: number) => (Math.log10(1 + v) / Math.log10(1 + max)) * (H - top - bottom);
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`);
  parts.push(`<rect width="${W}" height="${H}" fill="white"/>`);
  parts.push(`<text x="${W / 2}" y="16" text-anchor="middle" font-size="13">Search effort per deal (nodes to decide; bar height log scale)</text>`);
  counts.forEach((c, i) => {
    const x = left + i * bw + 4;
    let y = H - bottom;
    for (const [k, colour] of [['win', '#3a7d44'], ['loss', '#b23a48'], ['unknown', '#999999']] as const) {
      const total = c.win + c.loss + c.unknown;
      if (total === 0) continue;
      const h = (scale(total) * c[k]) / total;
      if (h <= 0) continue;
      y -= h;
      parts.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(bw - 8).toFixed(1)}" height="${h.toFixed(1)}" fill="${colour}"><title>${labels[i]} nodes: ${c[k]} ${k}</title></rect>`);
    }
    const total = c.win + c.loss + c.unknown;
    parts.push(`<text x="${(x + (bw - 8) / 2).toFixed(1)}" y="${(H - bottom - scale(total) - 4).toFixed(1)}" text-anchor="middle">${total}</text>`);
    parts.push(`<text x="${(x + (bw - 8) / 2).toFixed(1)}" y="${H - bottom + 16}" text-anchor="middle">${labels[i]}</text>`);
  });
  parts.push(`<line x1="${left}" y1="${H - bottom}" x2="${W - 20}" y2="${H - bottom}" stroke="black"/>`);
  parts.push(`<text x="${left - 8}" y="${H - bottom + 32}" text-anchor="end">nodes</text>`);
  parts.push(`<rect x="${W - 200}" y="30" width="10" height="10" fill="#3a7d44"/><text x="${W - 186}" y="39">won</text>`);
  parts.push(`<rect x="${W - 150}" y="30" width="10" height="10" fill="#b23a48"/><text x="${W - 136}" y="39">lost</text>`);
  parts.push(`<rect x="${W - 100}" y="30" width="10" height="10" fill="#999999"/><text x="${W - 86}" y="39">undecided</text>`);
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** For ranges over 10,000 deals: the same counts per block of 10,000 (the first is 1..10000). */
function blockTable(outcomes: readonly DealOutcome[], from: number, to: number): string[] {
  if (to - from + 1 <= 10_000) return [];
  const rows: string[] = [];
  for (let a = from; a <= to; a += 10_000) {
    const b = Math.min(to, a + 9_999);
    const block = outcomes.filter((o) => o.n >= a && o.n <= b);
    const w = block.filter((o) => o.verdict === 'win').length;
    const l = block.filter((o) => o.verdict === 'loss').length;
    const u = block.length - w - l;
    const [lo, hi] = wilson(w, w + l);
    rows.push(`| ${a}..${b} | ${w} | ${l} | ${u} | ${pct(w / Math.max(1, w + l))} (${pct(lo)}–${pct(hi)}) |`);
  }
  return [
    '## By block of 10,000 deals',
    '',
    '| deals | won | lost | undecided | win rate of decided (95% CI) |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
  ];
}

/** The report's search effort and its hardest deals (`decided`: the deals won or lost). */
function effortSection(outcomes: readonly DealOutcome[], decided: readonly DealOutcome[], svgName: string): string[] {
  const n = outcomes.length;
  const nodes = decided.map((o) => o.nodes).sort((a, b) => a - b);
  const ms = decided.map((o) => o.ms).sort((a, b) => a - b);
  // Each maximum with its own deal: the most nodes and the longest time are seldom one deal.
  const mostNodes = decided.reduce<DealOutcome | undefined>((a, o) => (!a || o.nodes > a.nodes ? o : a), undefined);
  const longest = decided.reduce<DealOutcome | undefined>((a, o) => (!a || o.ms > a.ms ? o : a), undefined);
  const hardest = [...outcomes].sort((a, b) => b.nodes - a.nodes).slice(0, 15);
  const within300k = outcomes.filter((o) => (o.verdict === 'win' || o.verdict === 'loss') && o.nodes <= 300_000).length;
  return [
    '## Search effort',
    '',
    `![Nodes searched per deal](${svgName})`,
    '',
    'Decided deals (won or lost). The median and the 99th percentile are taken over the node counts',
    'and over the times separately; each maximum names its own deal:',
    '',
    '| | nodes | ms |',
    '|---|---:|---:|',
    `| median | ${quantile(nodes, 0.5).toLocaleString('en')} | ${quantile(ms, 0.5).toFixed(2)} |`,
    `| 99th percentile | ${quantile(nodes, 0.99).toLocaleString('en')} | ${quantile(ms, 0.99).toFixed(1)} |`,
    mostNodes && longest
      ? `| most | ${mostNodes.nodes.toLocaleString('en')} (deal ${mostNodes.n}, ${mostNodes.ms.toFixed(0)} ms) | ${longest.ms.toFixed(0)} (deal ${longest.n}, ${longest.nodes.toLocaleString('en')} nodes) |`
      : '| most | — | — |',
    '',
    `Decided within 300,000 nodes: ${within300k} of ${n} (${pct(within300k / n)}).`,
    '',
    '## The hardest deals',
    '',
    '| deal | result | nodes | ms |',
    '|---:|---|---:|---:|',
    ...hardest.map((o) => `| ${o.n} | ${o.verdict} | ${o.nodes.toLocaleString('en')} | ${o.ms.toFixed(0)} |`),
    '',
  ];
}

/** The text of docs/winnability.md. */
export function winnabilityReport(outcomes: readonly DealOutcome[], from: number, to: number, maxNodes: number, workers: number, wallMs: number, svgName: string, maxMs = 60_000): string {
  const won = outcomes.filter((o) => o.verdict === 'win');
  const lost = outcomes.filter((o) => o.verdict === 'loss');
  const unknown = outcomes.filter((o) => o.verdict === 'unknown' || o.verdict === 'error');
  const byProof = (p: LossProof) => lost.filter((o) => o.proof === p).length;
  const proofRow = (p: LossProof, what: string) => `| — of which by ${what} | ${byProof(p)} | ${pct(byProof(p) / n)} |`;
  const decided = won.length + lost.length;
  const [lo, hi] = wilson(won.length, decided);
  const n = outcomes.length;
  const lines = [
    '# How often can The Plot be won?',
    '',
    `Deals ${from}..${to} (${n} deals, numbered as \`plot deal N\`), each solved with the full deal known`,
    `(every card's place, as the solver sees it) by \`plot study --from ${from} --to ${to} --max-nodes ${maxNodes} --max-ms ${maxMs}\``,
    `on ${workers} worker thread${workers === 1 ? '' : 's'} in ${(wallMs / 1000).toFixed(1)} s. Every win was replayed move by move through the`,
    'engine to a won game; every loss is proven, by one of: the reserve bound (the reserve can never be emptied), the',
    'restriction bound, the timed f1 bound or the f1 capacity bound (f1 can never be completed), or a search that exhausted its graph',
    '(with those bounds cutting positions inside it); see docs/solver.md.',
    '',
    '| | deals | share |',
    '|---|---:|---:|',
    `| won | ${won.length} | ${pct(won.length / n)} |`,
    `| lost (proven) | ${lost.length} | ${pct(lost.length / n)} |`,
    proofRow('reserve bound', 'the reserve bound (on the deal itself)'),
    proofRow('timed f1 bound', 'the timed f1 bound (before any search)'),
    proofRow('restriction bound', 'the restriction bound (on the deal itself)'),
    proofRow('f1 capacity bound', 'the f1 capacity bound (after the first million nodes)'),
    proofRow('exhausted search', 'an exhausted search'),
    `| undecided (budget of ${maxNodes.toLocaleString('en')} nodes or ${maxMs / 1000} s spent) | ${unknown.length} | ${pct(unknown.length / n)} |`,
    '',
    `**Win rate** (won / decided): **${pct(won.length / Math.max(1, decided))}**, 95% confidence interval`,
    `${pct(lo)}–${pct(hi)} (Wilson score interval over the ${decided} decided deals).`,
    unknown.length > 0
      ? `Counting every undecided deal as lost, or as won, bounds the rate over all ${n} deals by ${pct(won.length / n)} and ${pct((won.length + unknown.length) / n)}.`
      : 'Every deal in the range was decided.',
    '',
    'This is the win rate with perfect knowledge of the deal (the solver sees the face-down stock),',
    'an upper bound on what a player who cannot see the stock can achieve.',
    '',
    ...blockTable(outcomes, from, to),
    ...effortSection(outcomes, [...won, ...lost], svgName),
    unknown.length > 0 ? `Undecided deals: ${unknown.map((o) => o.n).join(', ')}.` : '',
    '',
  ];
  return lines.join('\n');
}

export const studyCommand: Command = {
  name: 'study',
  usage: `plot study --from A --to B${numberUsage(STUDY_NUMBERS)} [--out FILE.md] [--json FILE]`,
  summary: 'Solves deals A..B on all cores and writes a report (win rate, hardest deals) and a chart of the search effort.',
  options: STUDY_OPTIONS,
  async run(args, io) {
    const { flags } = readFlags(args, STUDY_FLAGS);
    const { from, to } = readRange(flags, 'study');
    const [workers, maxNodes, maxMs] = STUDY_NUMBERS.map((f) => readNumber(flags, f));
    const out = flags.out === undefined ? defaultOutput('winnability.md') : resolve(flags.out);
    if (!out.endsWith('.md')) throw new CliError(`--out "${shorten(flags.out ?? out)}" must name a .md file`);
    const svg = `${out.slice(0, -'.md'.length)}-effort.svg`;
    const json = flags.json === undefined ? undefined : resolve(flags.json);
    const outputs = [{ path: out, flag: '--out' }, { path: svg, flag: '--out' }, ...(json ? [{ path: json, flag: '--json' }] : [])];
    checkOutputs(outputs);

    const t0 = performance.now();
    let done = 0;
    const total = to - from + 1;
    const outcomes = await runStudy(from, to, workers, maxNodes, (o) => {
      done++;
      if (o.verdict === 'error') io.err(`plot: deal ${o.n}: ${o.message}`);
      if (done % 1000 === 0) io.err(`study: ${done}/${total}`);
    }, maxMs);
    const wall = performance.now() - t0;
    const contents = [winnabilityReport(outcomes, from, to, maxNodes, workers, wall, basename(svg), maxMs), effortSvg(outcomes), JSON.stringify(outcomes)];
    writeOutputs(outputs.map((o, i) => ({ ...o, contents: contents[i] })));
    const won = outcomes.filter((o) => o.verdict === 'win').length;
    const lost = outcomes.filter((o) => o.verdict === 'loss').length;
    io.out(JSON.stringify({ deals: total, won, lost, unknown: total - won - lost, ms: Math.round(wall), out }));
    return outcomes.some((o) => o.verdict === 'error') ? 1 : 0;
  },
};
