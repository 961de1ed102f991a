// The small shared toolkit of the `plot` subcommands: the Command shape, the error that
// means "bad input" (exit code 2), flags read by node:util parseArgs, whole-number flags
// validated one way everywhere, and the common game flags (--deal / --deal-number /
// --moves) turned into a position.
//
// Writing a subcommand (see solve.ts for a short one):
//   1. Declare its number flags as NumberFlag values (or reuse MAX_NODES, MAX_MS, ...
//      below, changing only `default` with a spread: `{ ...MAX_NODES, default: 2_000_000 }`).
//   2. Parse: `readFlags(args, { ...GAME_FLAGS, ...numberFlagSpec(MY_FLAGS) })`.
//   3. Read each with `readNumber(flags, FLAG)`: the default when absent, else a whole
//      number in FLAG's range, else CliError (exit 2, one short line).
//   4. Describe them: `usage: \`plot NAME ...${numberUsage(MY_FLAGS)}\`` and
//      `options: [...GAME_OPTIONS, ...MY_FLAGS.map(numberOption)]`, so that `--help` shows
//      each flag's range and default from the same declaration.
//   5. Register the command in COMMANDS (plot.ts).
// Any other number the user types goes through parseWholeNumber (a count or a budget:
// digits, perhaps with an exponent, wholeNumber in src/tools/flags.mjs, shared with the
// scripts' flags) or parseDealNumber (a deal number: digits only, the engine's
// parseDealNumber, shared with the popup's New game field). Neither rounds: a number that
// is not exactly whole is refused.
// Quote user input in messages with shorten(): an error is one short line.
import {
  type Card, type Move, type Position,
  MAX_DEAL_NUMBER, MAX_RECORD_CHARS, MAX_RECORD_MOVES, dealFromNumber, parseDeal, parseDealNumber as readDealNumber, parseMoves,
  recordCharsError, recordMovesError, replay,
} from '../engine/index';
import { type FlagOptions, type FlagValues, FlagError, parseFlags, shorten, wholeNumber } from '../tools/flags.mjs';

/** Where a subcommand writes. Each call is one or more whole lines, without the final newline. */
export interface Io {
  out(s: string): void;
  err(s: string): void;
}

/** One line of a command's option list in `--help`: the flag as typed, and what it does. */
export interface OptionHelp {
  readonly flag: string;
  readonly help: string;
}

/** One subcommand of `plot`. `run` gets the arguments after the subcommand's name. */
export interface Command {
  readonly name: string;
  /** Synopsis, one line per form, each starting with `plot NAME`. */
  readonly usage: string;
  /** One sentence for `plot --help`. */
  readonly summary: string;
  /** Its flags, with ranges and defaults, for `--help`. */
  readonly options?: readonly OptionHelp[];
  run(args: string[], io: Io): number | Promise<number>;
}

/**
 * Bad input. `main` prints `plot: MESSAGE` as one line on stderr and exits with `code`
 * (2 unless told). Throw it from anywhere inside a subcommand.
 */
export class CliError extends Error {
  constructor(message: string, readonly code = 2) {
    super(message);
    this.name = 'CliError';
  }
}

export { shorten } from '../tools/flags.mjs';

/** Flag parsing or a number refused (FlagError) becomes bad input, exit code 2. */
function asBadInput<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof FlagError) throw new CliError(e.message);
    throw e;
  }
}

/**
 * The flags and positionals of `argv`, read by node:util parseArgs (through
 * src/tools/flags.mjs, which words the refusals): `--name value`, `--name=value`,
 * boolean `--name`, a lone `--` ending the flags (`main` handles `--help`). Throws
 * CliError on an unknown flag, a missing value, a repeated flag, or more than
 * `maxPositionals` positionals.
 */
export function readFlags<T extends FlagOptions>(argv: readonly string[], options: T, maxPositionals = 0): { flags: FlagValues<T>; positionals: string[] } {
  return asBadInput(() => parseFlags(argv, options, maxPositionals));
}

/**
 * `text` as a whole number from min to max, or CliError naming `what` and the range.
 * Every number `plot` reads goes through here: digits with an optional fraction and
 * exponent (`1e6`, `1.0`) that denote a whole number; no sign, no spaces.
 */
export function parseWholeNumber(text: string, what: string, min: number, max: number): number {
  return asBadInput(() => wholeNumber(text, what, min, max));
}

/**
 * A deal number, 1..2^32-1 in decimal digits only, as the popup takes it (src/engine/dealNumber.ts).
 * Throws CliError otherwise.
 */
export function parseDealNumber(text: string, what = 'deal number'): number {
  const n = readDealNumber(text);
  if (!n.ok) throw new CliError(`${what} "${shorten(text)}" is not a whole number from 1 to ${MAX_DEAL_NUMBER} in digits only`);
  return n.value;
}

/** A flag whose value is a whole number in a range, with a default. Declare it once. */
export interface NumberFlag {
  /** Without the leading `--`. */
  readonly name: string;
  /** The value's name in usage lines, like N. */
  readonly placeholder: string;
  readonly min: number;
  readonly max: number;
  /** The value when the flag is absent. */
  readonly default: number;
  /** How `--help` words the default when the number alone would mislead (say, "one per core"). */
  readonly defaultText?: string;
  /** What the flag does, for `--help`: a phrase, without range or default. */
  readonly help: string;
}

/** Solver budget: nodes searched before giving up with "unknown". */
export const MAX_NODES: NumberFlag = {
  name: 'max-nodes', placeholder: 'N', min: 1, max: 1e12, default: 10_000_000,
  help: 'give up (answer unknown) after searching N positions',
};

/** Solver budget: wall-clock time before giving up with "unknown". */
export const MAX_MS: NumberFlag = {
  name: 'max-ms', placeholder: 'T', min: 1, max: 86_400_000, default: 60_000,
  help: 'give up (answer unknown) after T milliseconds',
};

/**
 * The solver's table of lost positions. The module rounds it down to a power of two, and
 * one block of its memory must stay below 1 GiB (AssemblyScript's runtime refuses larger
 * ones: 1024 MB would ask for a 1 GiB table), so 512 MB is the largest table there is.
 */
export const TABLE_MB: NumberFlag = {
  name: 'table-mb', placeholder: 'M', min: 1, max: 512, default: 32,
  help: 'memory for the table of lost positions, in MB, rounded down to a power of two',
};

/** parseArgs options for number flags (each takes a value). */
export function numberFlagSpec(numberFlags: readonly NumberFlag[]): FlagOptions {
  return Object.fromEntries(numberFlags.map((f) => [f.name, { type: 'string' as const }]));
}

/** The flag's value: its default when absent, else a whole number in its range (or CliError). */
export function readNumber(flags: FlagValues<FlagOptions>, flag: NumberFlag): number {
  const value = flags[flag.name];
  if (value === undefined) return flag.default;
  return parseWholeNumber(value, `--${flag.name}`, flag.min, flag.max);
}

/** The flags for a usage line: ` [--max-nodes N] [--max-ms T]`. */
export function numberUsage(numberFlags: readonly NumberFlag[]): string {
  return numberFlags.map((f) => ` [--${f.name} ${f.placeholder}]`).join('');
}

const grouped = (n: number): string => n.toLocaleString('en');

/** The flag's line in `--help`: what it does, its range and its default. */
export function numberOption(flag: NumberFlag): OptionHelp {
  const dflt = flag.defaultText ?? grouped(flag.default);
  return {
    flag: `--${flag.name} ${flag.placeholder}`,
    help: `${flag.help}; ${grouped(flag.min)}..${grouped(flag.max)}, default ${dflt}`,
  };
}

/** Deals by number, or CliError. */
export function dealByNumber(n: number): Card[] {
  const deal = dealFromNumber(n);
  if (!deal.ok) throw new CliError(deal.error.message);
  return deal.value;
}

/** The flags every subcommand about one game accepts; spread them into its options. */
export const GAME_FLAGS = {
  deal: { type: 'string' }, 'deal-number': { type: 'string' }, moves: { type: 'string' },
} as const satisfies FlagOptions;

export const GAME_USAGE = '(--deal "CARDS" | --deal-number N) [--moves "MOVES"]';

export const GAME_OPTIONS: readonly OptionHelp[] = [
  { flag: '--deal "CARDS"', help: 'the deal: 104 cards in dealing order' },
  { flag: '--deal-number N', help: `the deal numbered N, as \`plot deal N\`; 1..${grouped(MAX_DEAL_NUMBER)}` },
  { flag: '--moves "MOVES"', help: `the moves played since the deal, separated by spaces; at most ${MAX_RECORD_MOVES.toLocaleString('en')}; default none` },
];

export interface GameInput {
  readonly deal: readonly Card[];
  /** Set when the deal came from --deal-number. */
  readonly dealNumber?: number;
  readonly moves: readonly Move[];
  /** The position after the moves. */
  readonly position: Position;
}

/**
 * Reads --deal or --deal-number (exactly one) and --moves, and replays the moves.
 * Throws CliError naming the flag, the card or the move (number and token) that is wrong.
 */
export function readGame(flags: FlagValues<typeof GAME_FLAGS>): GameInput {
  const dealText = flags.deal;
  const numberText = flags['deal-number'];
  if (dealText !== undefined && numberText !== undefined) {
    throw new CliError('give either --deal or --deal-number, not both');
  }
  let deal: Card[];
  let dealNumber: number | undefined;
  if (dealText !== undefined) {
    const parsed = parseDeal(dealText);
    if (!parsed.ok) throw new CliError(`--deal: ${parsed.error.message}`);
    deal = parsed.value;
  } else if (numberText !== undefined) {
    dealNumber = parseDealNumber(numberText);
    deal = dealByNumber(dealNumber);
  } else {
    throw new CliError('no deal given: use --deal "CARDS" or --deal-number N');
  }
  // The popup's limits on a record (src/engine/notation.ts), the text's length first.
  const movesText = flags.moves ?? '';
  if (movesText.length > MAX_RECORD_CHARS) throw new CliError(`--moves: ${recordCharsError(movesText.length)}`);
  const parsed = parseMoves(movesText);
  if (!parsed.ok) throw new CliError(`--moves: ${parsed.error.message}`);
  const moves = parsed.value;
  if (moves.length > MAX_RECORD_MOVES) throw new CliError(`--moves: ${recordMovesError(moves.length)}`);
  const replayed = replay(deal, moves);
  if (!replayed.ok) throw new CliError(replayed.error.message);
  const position = replayed.value;
  return { deal, ...(dealNumber === undefined ? {} : { dealNumber }), moves, position };
}

/** A command that takes the game flags and nothing else (`moves`, `show`): only its output is its own. */
export const gameCommand = (name: string, summary: string, print: (game: GameInput) => string): Command => ({
  name,
  usage: `plot ${name} ${GAME_USAGE}`,
  summary,
  options: GAME_OPTIONS,
  run(args, io) {
    io.out(print(readGame(readFlags(args, GAME_FLAGS).flags)));
    return 0;
  },
});
