// `plot chance`: the fair player's recommended move and win chance from what the player
// can see (docs/fair-play.md). Reads only the view of the position: the face-down cards
// of --deal are never passed on. `why` is the reason for the move (src/solver/fair/why.ts),
// as data: its kind, the ranks (in the card notation's letters) and numbers it names, and
// for a searched move the evidence of the search.
import { type Position, moveToString, rankToString, viewOf } from '../engine/index';
import {
  type Command, type NumberFlag,
  GAME_FLAGS, GAME_OPTIONS, GAME_USAGE, numberFlagSpec, numberOption, numberUsage, readFlags, readGame, readNumber,
} from './args';
import { loadFair } from '../solver/node';
import { DEFAULT_SAMPLES, type FairAnswer, fairDecide } from '../solver/fair/core';
import { type Why, whyMove } from '../solver/fair/why';

/** Determinizations a candidate move is scored on. */
export const SAMPLES: NumberFlag = {
  name: 'samples', placeholder: 'K', min: 1, max: 100_000, default: DEFAULT_SAMPLES,
  help: 'determinizations each candidate move is played out on',
};
const CHANCE_FLAGS = { ...GAME_FLAGS, ...numberFlagSpec([SAMPLES]) } as const;

const round = (x: number | undefined) => (x === undefined ? null : Math.round(x * 1000) / 1000);

/** The reason as JSON: the structured value, with its rank written as in the card notation (A 2 … 9 T J Q K; null: none, as the waste's next card of an emptied waste). */
export const whyJson = (why: Why | undefined): Record<string, unknown> | null =>
  why === undefined ? null : 'rank' in why ? { ...why, rank: why.rank === undefined ? null : rankToString(why.rank) } : { ...why };

/** The JSON line `plot chance` prints; with the position asked about, the reason for the move (`why`) too. */
export function chanceJson(a: FairAnswer, ms: number, pos?: Position): string {
  return JSON.stringify({
    chance: round(a.chance),
    low: round(a.low),
    high: round(a.high),
    samples: a.samples,
    best: a.best ? moveToString(a.best) : null,
    reason: a.reason,
    ...(pos === undefined ? {} : { why: whyJson(whyMove(pos, a)) }),
    moves: a.moves.map((m) => ({ move: moveToString(m.move), chance: round(m.chance) })),
    ms: Math.round(ms),
  });
}

export const chanceCommand: Command = {
  name: 'chance',
  usage: `plot chance ${GAME_USAGE}${numberUsage([SAMPLES])}`,
  summary: 'Prints the fair move and win chance from what the player can see: {"chance", "low", "high", "samples", "best", "reason", "why", "moves", "ms"}.',
  options: [...GAME_OPTIONS, numberOption(SAMPLES)],
  async run(args, io) {
    const { flags } = readFlags(args, CHANCE_FLAGS);
    const game = readGame(flags);
    const samples = readNumber(flags, SAMPLES);
    const core = await loadFair();
    const t0 = performance.now();
    const a = fairDecide(core, viewOf(game.position), { samples, scoreForced: true });
    io.out(chanceJson(a, performance.now() - t0, game.position));
    return 0;
  },
};
