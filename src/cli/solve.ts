// `plot solve` and `plot hint`: the solver from the command line.
import { moveToString } from '../engine/index';
import {
  type Command, type NumberFlag,
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

export const solveCommand: Command = {
  name: 'solve',
  usage: `plot solve ${GAME_USAGE}${numberUsage(SOLVE_NUMBERS)}`,
  summary: 'Solves the position: prints {"result": "win"|"loss"|"unknown", "line": [...], "nodes": N, "ms": T}, and for a loss "proof": the bound or search that proved it.',
  options: [...GAME_OPTIONS, ...SOLVE_NUMBERS.map(numberOption)],
  async run(args, io) {
    const { core, game, answer } = await solveFromFlags(args, SOLVE_NUMBERS);
    if (answer.verdict === 'error') {
      io.err(`plot: ${answer.message}`);
      return 1;
    }
    // The printed key stays "result" (the command's documented output format).
    const proof = answer.verdict === 'loss' ? { proof: lossProof(core, game.position, answer) } : {};
    io.out(JSON.stringify({ result: answer.verdict, line: lineOf(answer).map(moveToString), nodes: answer.nodes, ms: Math.round(answer.ms), ...proof }));
    return 0;
  },
};

export const hintCommand: Command = {
  name: 'hint',
  usage: `plot hint ${GAME_USAGE}${numberUsage(HINT_NUMBERS)}`,
  summary: 'Prints the suggested move and why (a winning move, a heuristic one, or, when lost, the one keeping most options).',
  options: [...GAME_OPTIONS, ...HINT_NUMBERS.map(numberOption)],
  async run(args, io) {
    const { core, game, answer } = await solveFromFlags(args, HINT_NUMBERS);
    const hint = hintFromAnswer(core, game.position, answer);
    io.out(`${hint.move ? moveToString(hint.move) : '-'}  ${hint.reason}`);
    return answer.verdict === 'error' ? 1 : 0;
  },
};
