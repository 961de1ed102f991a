// `plot solve` and `plot hint`: the solver from the command line.
import { moveToString } from '../engine/index';
import {
  type Command, type Io, type NumberFlag,
  GAME_FLAGS, GAME_OPTIONS, GAME_USAGE, MAX_MS, MAX_NODES, TABLE_MB, numberFlagSpec, numberOption, numberUsage, readFlags, readGame, readNumber,
} from './args';
import { loadSolver } from '../solver/node';
import { lineOf } from '../solver/search/answer';
import { hintFromAnswer, lossProof, solveGame } from '../solver/search/solve';

/** `hint` searches with the default table: a hint is a short search. */
const HINT_NUMBERS: readonly NumberFlag[] = [MAX_NODES, MAX_MS];
const SOLVE_NUMBERS: readonly NumberFlag[] = [...HINT_NUMBERS, TABLE_MB];

async function solveFromFlags(args: string[], numbers: readonly NumberFlag[]) {
  const { flags } = readFlags(args, { ...GAME_FLAGS, ...numberFlagSpec(numbers) });
  const game = readGame(flags);
  const maxNodes = readNumber(flags, MAX_NODES);
  const maxMs = readNumber(flags, MAX_MS);
  const tableMb = numbers.includes(TABLE_MB) ? readNumber(flags, TABLE_MB) : TABLE_MB.default;
  const core = await loadSolver(tableMb * 1024 * 1024);
  const answer = solveGame(core, game.deal, game.moves, { maxNodes, maxMs });
  return { core, game, answer };
}

type Solved = Awaited<ReturnType<typeof solveFromFlags>>;

/** `solve` and `hint` share their flags and their search; only what they print differs. */
const searchCommand = (name: string, summary: string, numbers: readonly NumberFlag[], print: (solved: Solved, io: Io) => number): Command => ({
  name,
  usage: `plot ${name} ${GAME_USAGE}${numberUsage(numbers)}`,
  summary,
  options: [...GAME_OPTIONS, ...numbers.map(numberOption)],
  run: async (args, io) => print(await solveFromFlags(args, numbers), io),
});

export const solveCommand = searchCommand(
  'solve',
  'Solves the position: prints {"result": "win"|"loss"|"unknown", "line": [...], "nodes": N, "ms": T}, and for a loss "proof": the bound or search that proved it.',
  SOLVE_NUMBERS,
  ({ core, game, answer }, io) => {
    if (answer.verdict === 'error') {
      io.err(`plot: ${answer.message}`);
      return 1;
    }
    // The printed key stays "result" (the command's documented output format).
    const proof = answer.verdict === 'loss' ? { proof: lossProof(core, game.position, answer) } : {};
    io.out(JSON.stringify({ result: answer.verdict, line: lineOf(answer).map(moveToString), nodes: answer.nodes, ms: Math.round(answer.ms), ...proof }));
    return 0;
  },
);

export const hintCommand = searchCommand(
  'hint',
  'Prints the suggested move and why (a winning move, a heuristic one, or, when lost, the one keeping most options).',
  HINT_NUMBERS,
  ({ core, game, answer }, io) => {
    const hint = hintFromAnswer(core, game.position, answer);
    io.out(`${hint.move ? moveToString(hint.move) : '-'}  ${hint.reason}`);
    return answer.verdict === 'error' ? 1 : 0;
  },
);
