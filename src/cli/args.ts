// The small shared toolkit of the `plot` subcommands: the Command shape, the error that
// means "bad input" (exit code 2), a tiny flag parser, and the common game flags
// (--deal / --deal-number / --moves) turned into a position.
import {
  type Card, type Move, type Position,
  MAX_DEAL_NUMBER, dealFromNumber, parseDeal, parseMoves, replay,
} from '../engine/index';

/** Where a subcommand writes. Each call is one or more whole lines, without the final newline. */
export interface Io {
  out(s: string): void;
  err(s: string): void;
}

/** One subcommand of `plot`. `run` gets the arguments after the subcommand's name. */
export interface Command {
  readonly name: string;
  /** Synopsis, one line per form, each starting with `plot NAME`. */
  readonly usage: string;
  /** One sentence for `plot --help`. */
  readonly summary: string;
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
    if (kind === undefined) throw new CliError(`unknown flag --${name}`);
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
    throw new CliError(`unexpected argument "${positionals[maxPositionals]}"`);
  }
  return { flags, positionals };
}

/** A deal number as typed: digits only, 1..2^32-1. Throws CliError otherwise. */
export function parseDealNumber(text: string): number {
  const n = /^[0-9]+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DEAL_NUMBER) {
    throw new CliError(`deal number "${text}" is not a whole number from 1 to ${MAX_DEAL_NUMBER}`);
  }
  return n;
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
