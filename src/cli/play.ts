// `plot play`: a whole game by one player. `fair` makes at every move the choice `plot
// chance` recommends at its default settings (the same function, fairDecide); `greedy`
// is the baseline of docs/fair-play.md; `solver` plays the full-knowledge winning line.
import { movesToString } from '../engine/index';
import {
  type Command, CliError, GAME_FLAGS, GAME_OPTIONS, GAME_USAGE, MAX_NODES, numberFlagSpec, numberOption, numberUsage, readFlags, readGame, readNumber, shorten,
} from './args';
import { loadFair, loadSolver } from '../solver/node';
import { playGame } from '../solver/fair/play';
import { solveGame } from '../solver/search/solve';
import { lineOf } from '../solver/search/answer';

/** The solver player's budget (the others search no tree). */
const SOLVER_NODES = { ...MAX_NODES, help: `${MAX_NODES.help} (--player solver only)` };
const PLAY_FLAGS = { ...GAME_FLAGS, player: { type: 'string' }, ...numberFlagSpec([SOLVER_NODES]) } as const;
const PLAYERS = ['fair', 'greedy', 'solver'] as const;

export const playCommand: Command = {
  name: 'play',
  usage: `plot play ${GAME_USAGE} --player fair|greedy|solver${numberUsage([SOLVER_NODES])}`,
  summary: 'Plays the game to its end: {"result": "won"|"lost", "moves": "...", "ms": T} (solver: "unknown" when its budget runs out).',
  options: [...GAME_OPTIONS, { flag: '--player P', help: 'fair (sees what a player sees), greedy (the baseline, no search) or solver (sees every card)' }, numberOption(SOLVER_NODES)],
  async run(args, io) {
    const { flags } = readFlags(args, PLAY_FLAGS);
    const player = flags.player;
    if (player === undefined) throw new CliError('play needs --player fair, greedy or solver');
    if (!(PLAYERS as readonly string[]).includes(player)) throw new CliError(`--player must be fair, greedy or solver, not "${shorten(player)}"`);
    const game = readGame(flags);
    const t0 = performance.now();
    if (player === 'solver') {
      const a = solveGame(await loadSolver(), game.deal, game.moves, { maxNodes: readNumber(flags, SOLVER_NODES) });
      if (a.verdict === 'error') throw new CliError(a.message, 1);
      const result = a.verdict === 'win' ? 'won' : a.verdict === 'loss' ? 'lost' : 'unknown';
      io.out(JSON.stringify({ result, moves: movesToString(lineOf(a)), ms: Math.round(performance.now() - t0) }));
      return 0;
    }
    const g = playGame(await loadFair(), game.position, player as 'fair' | 'greedy');
    io.out(JSON.stringify({ result: g.won ? 'won' : 'lost', moves: movesToString(g.moves), ms: Math.round(performance.now() - t0) }));
    return 0;
  },
};
