// `plot chance`: the fair player's recommended move and win chance from what the player
// can see (docs/fair-play.md). Reads only the view of the position: the face-down cards
// of --deal are never passed on.
import { moveToString } from '../engine/index';
import { type Command, CliError, GAME_FLAGS, GAME_USAGE, parseArgs, readGame } from './args';
import { loadFair } from '../solver/node';
import { DEFAULT_SAMPLES, type FairAnswer, fairDecide } from '../solver/fair';

const CHANCE_FLAGS = { ...GAME_FLAGS, samples: 'string' } as const;

/** A whole number from `min` to `max` given as --NAME, or `dflt`. Throws CliError otherwise. */
export function wholeFlag(flags: Record<string, string | true>, name: string, dflt: number, min = 1, max = 1_000_000): number {
  const v = flags[name];
  if (v === undefined) return dflt;
  const n = typeof v === 'string' && /^[0-9]+$/.test(v.trim()) ? Number(v.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new CliError(`--${name} must be a whole number from ${min} to ${max}, not "${String(v)}"`);
  return n;
}

const round = (x: number | undefined) => (x === undefined ? null : Math.round(x * 1000) / 1000);

/** The JSON line `plot chance` prints. */
export function chanceJson(a: FairAnswer, ms: number): string {
  return JSON.stringify({
    chance: round(a.chance),
    low: round(a.low),
    high: round(a.high),
    samples: a.samples,
    best: a.best ? moveToString(a.best) : null,
    reason: a.reason,
    moves: a.moves.map((m) => ({ move: moveToString(m.move), chance: round(m.chance) })),
    ms: Math.round(ms),
  });
}

export const chanceCommand: Command = {
  name: 'chance',
  usage: `plot chance ${GAME_USAGE} [--samples K]`,
  summary: 'Prints the fair move and win chance from what the player can see: {"chance", "low", "high", "samples", "best", "moves", "ms"}.',
  async run(args, io) {
    const { flags } = parseArgs(args, CHANCE_FLAGS);
    const game = readGame(flags);
    const samples = wholeFlag(flags, 'samples', DEFAULT_SAMPLES, 1, 100_000);
    const core = await loadFair();
    const t0 = performance.now();
    const a = fairDecide(core, game.position, { samples, scoreForced: true });
    io.out(chanceJson(a, performance.now() - t0));
    return 0;
  },
};
