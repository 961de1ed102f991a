// `plot solve` and `plot hint`: the solver from the command line.
import { moveToString } from '../engine/index';
import { type Command, CliError, GAME_FLAGS, GAME_USAGE, parseArgs, readGame } from './args';
import { loadSolver } from '../solver/node';
import { lineOf } from '../solver/answer';
import { solveGame, hintFromAnswer } from '../solver/solve';

const SOLVE_FLAGS = { ...GAME_FLAGS, 'max-nodes': 'string', 'max-ms': 'string', 'table-mb': 'string' } as const;

function positiveNumber(flags: Record<string, string | true>, name: string): number | undefined {
  const v = flags[name];
  if (v === undefined) return undefined;
  const n = typeof v === 'string' && /^[0-9]+(\.[0-9]+)?$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isFinite(n) || n <= 0) throw new CliError(`--${name} must be a positive number, not "${String(v)}"`);
  return n;
}

async function solveFromFlags(args: string[]) {
  const { flags } = parseArgs(args, SOLVE_FLAGS);
  const game = readGame(flags);
  const maxNodes = positiveNumber(flags, 'max-nodes');
  const maxMs = positiveNumber(flags, 'max-ms');
  const tableMb = positiveNumber(flags, 'table-mb') ?? 32;
  const core = await loadSolver(tableMb * 1024 * 1024);
  const answer = solveGame(core, game.deal, game.moves, { maxNodes: maxNodes ?? 10_000_000, maxMs });
  return { core, game, answer };
}

export const solveCommand: Command = {
  name: 'solve',
  usage: `plot solve ${GAME_USAGE} [--max-nodes N] [--max-ms T] [--table-mb M]`,
  summary: 'Solves the position: prints {"result": "win"|"loss"|"unknown", "line": [...], "nodes": N, "ms": T}.',
  async run(args, io) {
    const { answer } = await solveFromFlags(args);
    if (answer.verdict === 'error') {
      io.err(`plot: ${answer.message}`);
      return 1;
    }
    // The printed key stays "result" (the command's documented output format).
    io.out(JSON.stringify({ result: answer.verdict, line: lineOf(answer).map(moveToString), nodes: answer.nodes, ms: Math.round(answer.ms) }));
    return 0;
  },
};

export const hintCommand: Command = {
  name: 'hint',
  usage: `plot hint ${GAME_USAGE} [--max-nodes N] [--max-ms T]`,
  summary: 'Prints the suggested move and why (a winning move, a heuristic one, or, when lost, the one keeping most options).',
  async run(args, io) {
    const { core, game, answer } = await solveFromFlags(args);
    const hint = hintFromAnswer(core, game.position, answer);
    io.out(`${hint.move ? moveToString(hint.move) : '-'}  ${hint.reason}`);
    return answer.verdict === 'error' ? 1 : 0;
  },
};
