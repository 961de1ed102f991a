// The small shared toolkit of the `plot` subcommands: the Command shape, the error that
// means "bad input" (exit code 2), a tiny flag parser, whole-number flags validated one
// way everywhere, and the common game flags (--deal / --deal-number / --moves) turned
// into a position.
//
// Writing a subcommand (see solve.ts for a short one):
//   1. Declare its number flags as NumberFlag values (or reuse MAX_NODES, MAX_MS, ...
//      below, changing only `default` with a spread: `{ ...MAX_NODES, default: 2_000_000 }`).
//   2. Parse: `parseArgs(args, { ...GAME_FLAGS, ...numberFlagSpec(MY_FLAGS) })`.
//   3. Read each with `readNumber(flags, FLAG)`: the default when absent, else a whole
//      number in FLAG's range, else CliError (exit 2, one short line).
//   4. Describe them: `usage: \`plot NAME ...${numberUsage(MY_FLAGS)}\`` and
//      `options: [...GAME_OPTIONS, ...MY_FLAGS.map(numberOption)]`, so that `--help` shows
//      each flag's range and default from the same declaration.
//   5. Register the command in COMMANDS (plot.ts).
// Any other number the user types (a positional, a deal number) goes through
// parseWholeNumber / parseDealNumber, so every number follows NUMBER_SYNTAX below.
// Quote user input in messages with shorten(): an error is one short line.
import {
  type Card, type Move, type Position,
  MAX_DEAL_NUMBER, dealFromNumber, parseDeal, parseMoves, replay,
} from '../engine/index';

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

/** At most `max` characters of what the user typed, for error messages (first part + "…"). */
export function shorten(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

const quoted = (text: string): string => `"${shorten(text)}"`;

export type FlagKind = 'string' | 'boolean';
export type FlagSpec = Readonly<Record<string, FlagKind>>;

export interface ParsedArgs {
  /** Given flags by name without `--`: the value for string flags, `true` for boolean ones. */
  readonly flags: Readonly<Record<string, string | true>>;
  readonly positionals: readonly string[];
}

/**
 * Parses `--name value`, `--name=value` and boolean `--name` (`main` handles `--help`).
 * Everything else not starting with `--` is positional; a lone `--` ends the flags.
 * Throws CliError on an unknown flag, a missing value, a repeated flag, or more than
 * `maxPositionals` positionals.
 */
export function parseArgs(argv: readonly string[], spec: FlagSpec, maxPositionals = 0): ParsedArgs {
  const known = spec;
  const flags: Record<string, string | true> = {};
  const positionals: string[] = [];
  let onlyPositionals = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (onlyPositionals || !arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyPositionals = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const kind = Object.hasOwn(known, name) ? known[name] : undefined;
    if (kind === undefined) throw new CliError(`unknown flag --${shorten(name)}`);
    if (Object.hasOwn(flags, name)) throw new CliError(`--${name} is given twice`);
    if (kind === 'boolean') {
      if (eq >= 0) throw new CliError(`--${name} takes no value`);
      flags[name] = true;
    } else if (eq >= 0) {
      flags[name] = arg.slice(eq + 1);
    } else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new CliError(`--${name} needs a value`);
      flags[name] = value;
      i++;
    }
  }
  if (positionals.length > maxPositionals) {
    throw new CliError(`unexpected argument ${quoted(positionals[maxPositionals])}`);
  }
  return { flags, positionals };
}

/**
 * Every number `plot` reads: unsigned decimal digits, optionally with a fraction and an
 * exponent (`1e6`, `2.5e6`, `1.0`), which must denote a whole number (`1.5` and `1e-3`
 * do not). No sign, no hex, no digit separators.
 */
const NUMBER_SYNTAX = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:e[+-]?[0-9]+)?$/i;

/** `text` as a whole number from min to max, or CliError naming `what` and the range. */
export function parseWholeNumber(text: string, what: string, min: number, max: number): number {
  const trimmed = text.trim();
  const n = NUMBER_SYNTAX.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CliError(`${what} ${quoted(text)} is not a whole number from ${min} to ${max}`);
  }
  return n;
}

/** A deal number, 1..2^32-1. Throws CliError otherwise. */
export function parseDealNumber(text: string, what = 'deal number'): number {
  return parseWholeNumber(text, what, 1, MAX_DEAL_NUMBER);
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

/** FlagSpec entries for number flags (each takes a value). */
export function numberFlagSpec(numberFlags: readonly NumberFlag[]): FlagSpec {
  return Object.fromEntries(numberFlags.map((f) => [f.name, 'string' as const]));
}

/** The flag's value: its default when absent, else a whole number in its range (or CliError). */
export function readNumber(flags: ParsedArgs['flags'], flag: NumberFlag): number {
  const value = flags[flag.name];
  if (value === undefined) return flag.default;
  if (value === true) throw new CliError(`--${flag.name} needs a value`);
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

/** The flags every subcommand about one game accepts; spread them into a FlagSpec. */
export const GAME_FLAGS = { deal: 'string', 'deal-number': 'string', moves: 'string' } as const satisfies FlagSpec;

export const GAME_USAGE = '(--deal "CARDS" | --deal-number N) [--moves "MOVES"]';

export const GAME_OPTIONS: readonly OptionHelp[] = [
  { flag: '--deal "CARDS"', help: 'the deal: 104 cards in dealing order' },
  { flag: '--deal-number N', help: `the deal numbered N, as \`plot deal N\`; 1..${grouped(MAX_DEAL_NUMBER)}` },
  { flag: '--moves "MOVES"', help: 'the moves played since the deal, separated by spaces; default none' },
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
export function readGame(flags: ParsedArgs['flags']): GameInput {
  const dealText = flags.deal;
  const numberText = flags['deal-number'];
  if (dealText !== undefined && numberText !== undefined) {
    throw new CliError('give either --deal or --deal-number, not both');
  }
  let deal: Card[];
  let dealNumber: number | undefined;
  if (typeof dealText === 'string') {
    const parsed = parseDeal(dealText);
    if (!parsed.ok) throw new CliError(`--deal: ${parsed.error.message}`);
    deal = parsed.value;
  } else if (typeof numberText === 'string') {
    dealNumber = parseDealNumber(numberText);
    deal = dealByNumber(dealNumber);
  } else {
    throw new CliError('no deal given: use --deal "CARDS" or --deal-number N');
  }
  const movesText = typeof flags.moves === 'string' ? flags.moves : '';
  const parsed = parseMoves(movesText);
  if (!parsed.ok) throw new CliError(`--moves: ${parsed.error.message}`);
  const moves = parsed.value;
  const replayed = replay(deal, moves);
  if (!replayed.ok) throw new CliError(replayed.error.message);
  const position = replayed.value;
  return { deal, ...(dealNumber === undefined ? {} : { dealNumber }), moves, position };
}
