// `plot fair-study`: plays numbered deals with the fair player and the greedy baseline,
// solves them with full knowledge, and writes the report (fairReport.ts): win rates on
// the same deals, calibration of the predicted chance, where the fair player loses.
import { join, resolve } from 'node:path';
import { dealFromNumber, dealPosition, viewOf } from '../engine/index';
import {
  type Command, type NumberFlag, type OptionHelp,
  CliError, numberFlagSpec, numberOption, numberUsage, readFlags, readNumber, shorten,
} from './args';
import { loadFair } from '../solver/node';
import { playGame } from '../solver/fair/play';
import { fairDecide } from '../solver/fair/core';
import { JSON_OPTION, RANGE_OPTIONS, STUDY_FILE_FLAGS, WORKERS, readRange, solveNumbered } from './study';
import { type OutputPath, PACKAGE_ROOT, checkOutputs, defaultOutput, writeOutputs } from './output';
import { SAMPLES } from './chance';
import { type FairOutcome, fairReport, readOutcomesFile } from './fairReport';
import { readTextFile } from './readFile';
import { runJobs, serveJobs } from './pool';

const FAIR_NUMBERS: readonly NumberFlag[] = [{ ...WORKERS, help: 'worker threads playing deals side by side (0: in the main thread)' }, SAMPLES];
const FAIR_STUDY_FLAGS = { ...STUDY_FILE_FLAGS, resume: { type: 'string' }, ...numberFlagSpec(FAIR_NUMBERS) } as const;
/** Far more than a study needs (a deal takes about a second); the deal list is held in memory. */
const MAX_DEALS = 1_000_000;
const FAIR_STUDY_OPTIONS: readonly OptionHelp[] = [
  ...RANGE_OPTIONS,
  ...FAIR_NUMBERS.map(numberOption),
  { flag: '--out FILE.md', help: 'the report; default build/fair-play.md in this checkout (docs/fair-play.md is made with --out docs/fair-play.md)' },
  JSON_OPTION,
  { flag: '--resume FILE', help: 'take the deals already in FILE (an earlier run\'s --json, same --samples) and play only the others; default: play every deal' },
];

let coreP: ReturnType<typeof loadFair> | undefined;

/** Plays deal n with both fair players and solves it with full knowledge. */
export async function studyDeal(n: number, samples: number): Promise<FairOutcome> {
  const core = await (coreP ??= loadFair());
  const deal = dealFromNumber(n);
  if (!deal.ok) throw new Error(deal.error.message);
  const fair = playGame(core, deal.value, 'fair', { samples });
  const greedy = playGame(core, deal.value, 'greedy');
  const solved = await solveNumbered(n, 2_000_000, 10_000);
  // The deal's difficulty, as the popup measures it (the chance `plot chance` prints at the deal).
  const start = fairDecide(core, viewOf(dealPosition(deal.value)), { samples, scoreForced: true }).rollout?.share ?? 0;
  const end = fair.final;
  return {
    n,
    fair: fair.won,
    greedy: greedy.won,
    solver: solved.verdict === 'win' ? 'win' : solved.verdict === 'loss' ? 'loss' : 'unknown',
    ms: Math.round(fair.ms),
    plies: fair.moves.length,
    rollouts: fair.predictions.map((p) => p.rollout),
    start,
    samples,
    end: {
      f1: end.foundations[0].length,
      cards: end.foundations.reduce((s, f) => s + f.length, 0),
      reserve: end.reserve.length,
      waste: end.waste.length,
      stock: end.stock.length,
    },
  };
}

interface FairJob { n: number; samples: number }
const studyJob = (m: FairJob) => studyDeal(m.n, m.samples);
serveJobs('fair-study', studyJob);

/** Studies the deals `deals` with `workers` threads (0: in this thread). */
export function runFairStudy(deals: readonly number[], workers: number, samples: number, onDone?: (o: FairOutcome) => void): Promise<FairOutcome[]> {
  return runJobs('fair-study', deals.map((n): FairJob => ({ n, samples })), workers, studyJob, onDone);
}

/** The most the report's prose may weigh (the page is some 30 kB). */
const MAX_TEMPLATE_BYTES = 4 << 20;

/** docs/fair-play.md of this checkout: the report is its prose with this run's figures. */
function readTemplate(): string {
  const path = join(PACKAGE_ROOT, 'docs', 'fair-play.md');
  return readTextFile(path, MAX_TEMPLATE_BYTES, `${path} (the report's prose)`);
}

/** The deals of an earlier run inside from..to; refused when they were played with other settings. */
function resumed(file: string, from: number, to: number, samples: number): FairOutcome[] {
  const earlier = readOutcomesFile(resolve(file), file).filter((o) => o.n >= from && o.n <= to);
  const other = earlier.find((o) => o.samples !== samples);
  if (other) throw new CliError(`--resume ${shorten(file)}: deal ${other.n} was played with --samples ${other.samples}, not ${samples}`);
  return [...new Map(earlier.map((o) => [o.n, o])).values()];
}

export const fairStudyCommand: Command = {
  name: 'fair-study',
  usage: `plot fair-study --from A --to B${numberUsage(FAIR_NUMBERS)} [--out FILE.md] [--json FILE] [--resume FILE]`,
  summary: 'Plays deals A..B with the fair and greedy players, solves them with full knowledge, and writes the study (win rates, calibration, losses).',
  options: FAIR_STUDY_OPTIONS,
  async run(args, io) {
    const { flags } = readFlags(args, FAIR_STUDY_FLAGS);
    const { from, to } = readRange(flags, 'fair-study');
    if (to - from + 1 > MAX_DEALS) throw new CliError(`fair-study plays at most ${MAX_DEALS.toLocaleString('en-US')} deals in one run`);
    const [workers, samples] = FAIR_NUMBERS.map((f) => readNumber(flags, f));
    const out = flags.out === undefined ? defaultOutput('fair-play.md') : resolve(flags.out);
    if (!out.endsWith('.md')) throw new CliError(`--out "${shorten(flags.out ?? out)}" must name a .md file`);
    const json = flags.json === undefined ? undefined : resolve(flags.json);
    const outputs: OutputPath[] = [{ path: out, flag: '--out' }, ...(json ? [{ path: json, flag: '--json' }] : [])];
    checkOutputs(outputs);
    // The page's prose, read before the work: a checkout without it fails now, not after hours.
    const template = readTemplate();
    const resume = flags.resume;
    const earlier = resume === undefined ? [] : resumed(resume, from, to, samples);
    const t0 = performance.now();
    const total = to - from + 1;
    const command = `plot fair-study --from ${from} --to ${to} --workers ${workers}${samples === SAMPLES.default ? '' : ` --samples ${samples}`}${
      resume === undefined ? '' : ` --resume ${resume}`}`;
    const resumedFrom = resume === undefined ? undefined : { deals: earlier.length, file: resume };
    // A long study writes its report and JSON every 100 deals, so that a run stopped early
    // still leaves both (the report says how many deals it covers; --resume takes the JSON).
    const write = (done: readonly FairOutcome[]) => {
      const sorted = [...done].sort((a, b) => a.n - b.n);
      const report = fairReport(template, sorted, { from, to, workers, samples, wallMs: performance.now() - t0, command, resumed: resumedFrom });
      const contents = [report, JSON.stringify(sorted)];
      writeOutputs(outputs.map((o, i) => ({ ...o, contents: contents[i] })));
    };
    const done: FairOutcome[] = [...earlier];
    const have = new Set(earlier.map((o) => o.n));
    const todo = Array.from({ length: total }, (_, i) => from + i).filter((n) => !have.has(n));
    const played = await runFairStudy(todo, workers, samples, (o) => {
      done.push(o);
      if (done.length % 50 === 0) io.err(`fair-study: ${done.length}/${total}`);
      if (done.length % 100 === 0 && done.length < total) write(done);
    });
    const outcomes = [...earlier, ...played].sort((a, b) => a.n - b.n);
    const wall = performance.now() - t0;
    write(outcomes);
    const won = (k: 'fair' | 'greedy') => outcomes.filter((o) => o[k]).length;
    io.out(JSON.stringify({ deals: total, fair: won('fair'), greedy: won('greedy'), solver: outcomes.filter((o) => o.solver === 'win').length, ms: Math.round(wall), out }));
    return 0;
  },
};
