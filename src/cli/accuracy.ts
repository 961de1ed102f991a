// `plot accuracy`: the accuracy (docs/fair-play.md, "Accuracy") of whole games played by the
// fair player and by the greedy baseline on numbered deals, each rated by the fair player as
// the popup rates a finished game (src/solver/fair/accuracy.ts, the same rateDecision). The
// fair player's own games should score 100: its move is the best of the answer it rates.
import { dealFromNumber } from '../engine/index';
import { type Command, CliError, numberFlagSpec, numberOption, numberUsage, readFlags, readNumber, shorten } from './args';
import { loadFair } from '../solver/node';
import { playGame } from '../solver/fair/play';
import { rateGame } from '../solver/fair/accuracy';
import { RANGE_OPTIONS, readRange } from './study';
import { SAMPLES } from './chance';

const ACCURACY_FLAGS = { from: { type: 'string' }, to: { type: 'string' }, player: { type: 'string' }, ...numberFlagSpec([SAMPLES]) } as const;
const PLAYERS = ['fair', 'greedy'] as const;

export const accuracyCommand: Command = {
  name: 'accuracy',
  usage: `plot accuracy --from A --to B [--player fair|greedy]${numberUsage([SAMPLES])}`,
  summary: 'Plays each deal with each player and prints its accuracy (0..100) a line a game, then each player\'s mean: {"player": P, "deals": N, "mean": M, "lowest": L}.',
  options: [...RANGE_OPTIONS, { flag: '--player P', help: 'fair or greedy; default: both' }, numberOption(SAMPLES)],
  async run(args, io) {
    const { flags } = readFlags(args, ACCURACY_FLAGS);
    const { from, to } = readRange(flags, 'accuracy');
    if (flags.player !== undefined && !(PLAYERS as readonly string[]).includes(flags.player)) throw new CliError(`--player must be fair or greedy, not "${shorten(flags.player)}"`);
    const players = flags.player === undefined ? PLAYERS : [flags.player as (typeof PLAYERS)[number]];
    const samples = readNumber(flags, SAMPLES);
    const core = await loadFair();
    for (const player of players) {
      const scores: number[] = [];
      for (let n = from; n <= to; n++) {
        const dealt = dealFromNumber(n);
        if (!dealt.ok) throw new CliError(dealt.error.message);
        const deal = dealt.value;
        const game = playGame(core, deal, player, { samples });
        const a = rateGame(core, deal, game.moves, undefined, { samples });
        if (a.accuracy !== undefined) scores.push(a.accuracy);
        io.out(JSON.stringify({ deal: n, player, won: game.won, moves: game.moves.length, rated: a.rated, onMark: a.onMark, accuracy: a.accuracy ?? null }));
      }
      const mean = scores.length === 0 ? null : Math.round((10 * scores.reduce((s, x) => s + x, 0)) / scores.length) / 10;
      io.out(JSON.stringify({ player, deals: to - from + 1, mean, lowest: scores.length === 0 ? null : Math.min(...scores) }));
    }
    return 0;
  },
};
