// The `plot` command: a registry of subcommands and `main`, which runs one of them.
// `npm run build` bundles this file to build/plot.mjs; bin/plot.mjs runs that bundle.
//
// Conventions for subcommands (see args.ts): write results with io.out, throw CliError
// for bad input (main prints ONE line `plot: ...` on stderr and returns 2), return the
// exit code. `plot NAME --help` is handled here, from the command's usage and summary.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../tools/files.mjs';
import { isEntryPoint } from '../tools/flags.mjs';
import { dealToString, legalMoves, movesToString } from '../engine/index';
import {
  type Command, type Io,
  CliError, GAME_FLAGS, GAME_OPTIONS, GAME_USAGE, dealByNumber, readFlags, parseDealNumber, readGame, shorten,
} from './args';
import { showCommand } from './show';
import { solveCommand, hintCommand } from './solve';
import { studyCommand } from './study';
import { chanceCommand } from './chance';
import { playCommand } from './play';
import { fairStudyCommand } from './fairStudy';
import { fairCalibrateCommand } from './fairCalibrate';

export type { Command, Io } from './args';

const dealCommand: Command = {
  name: 'deal',
  usage: 'plot deal N',
  summary: 'Prints deal number N (1..4294967295) as 104 cards in dealing order.',
  run(args, io) {
    const { positionals } = readFlags(args, {}, 1);
    if (positionals.length === 0) throw new CliError('deal needs a deal number, like: plot deal 1');
    io.out(dealToString(dealByNumber(parseDealNumber(positionals[0]))));
    return 0;
  },
};

const movesCommand: Command = {
  name: 'moves',
  usage: `plot moves ${GAME_USAGE}`,
  summary: 'Prints the legal moves after the given moves, space-separated, in canonical order.',
  options: GAME_OPTIONS,
  run(args, io) {
    const { flags } = readFlags(args, GAME_FLAGS);
    io.out(movesToString(legalMoves(readGame(flags).position)));
    return 0;
  },
};

/** Every subcommand, in the order `plot --help` lists them. */
export const COMMANDS: readonly Command[] = [
  dealCommand,
  movesCommand,
  showCommand,
  solveCommand, hintCommand, studyCommand,
  chanceCommand,
  playCommand,
  fairStudyCommand,
  fairCalibrateCommand,
];

/** The version in package.json (found above this module: src/cli/ or, bundled, build/). */
function packageVersion(): string {
  const root = findUp(dirname(fileURLToPath(import.meta.url)), ['package.json']);
  if (!root) return 'unknown';
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Error lines stay short whatever went wrong (a message may quote the user's input). */
const MAX_ERROR_LINE = 200;

/** A command's flags, one per line: the flag, then what it does with its range and default. */
function optionLines(c: Command, indent: string): string[] {
  const options = c.options ?? [];
  const width = Math.max(0, ...options.map((o) => o.flag.length));
  return options.map((o) => `${indent}${o.flag.padEnd(width)}  ${o.help}`);
}

function commandHelp(c: Command): string {
  return [`usage: ${c.usage}`, `  ${c.summary}`, ...optionLines(c, '    ')].join('\n');
}

function usage(): string {
  const lines = ['usage: plot COMMAND [ARGS]', '       plot --version', ''];
  for (const c of COMMANDS) {
    lines.push(...c.usage.split('\n').map((l) => `  ${l}`), `      ${c.summary}`);
  }
  lines.push(
    '',
    'CARDS: the 104 cards of a deal in dealing order, like "7H TS AD ..." (see docs/rules.md).',
    'MOVES: move tokens separated by spaces: deal, w>f, r>f, t3>t7, w>t2 ...',
    'Numbers are whole numbers, written with digits and optionally an exponent (1e6).',
    'Flags take their value as --flag VALUE or --flag=VALUE.',
    'plot COMMAND --help shows a command\'s flags with their ranges and defaults.',
    'Exit codes: 0 done, 2 bad input, 1 internal error.',
  );
  return lines.join('\n');
}

const wantsHelp = (args: readonly string[]): boolean => {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
};

/** Runs `plot ARGV...` (ARGV without node and the script) and returns the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const [name, ...rest] = argv;
    if (name === undefined) throw new CliError('no command given; try plot --help');
    if (name === '--version' || name === '-V') {
      if (rest.length > 0) throw new CliError('--version takes no arguments');
      io.out(`plot ${packageVersion()}`);
      return 0;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      if (rest.length === 0) {
        io.out(usage());
        return 0;
      }
      const command = COMMANDS.find((c) => c.name === rest[0]);
      if (!command || rest.length > 1) throw new CliError(`no help for "${shorten(rest.join(' '))}"; try plot --help`);
      io.out(commandHelp(command));
      return 0;
    }
    if (name.startsWith('-')) throw new CliError(`unknown flag ${shorten(name)}; try plot --help`);
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) throw new CliError(`unknown command "${shorten(name)}"; try plot --help`);
    if (wantsHelp(rest)) {
      io.out(commandHelp(command));
      return 0;
    }
    return await command.run(rest, io);
  } catch (e) {
    const oneLine = (text: string): string => shorten(text.replace(/\s*\n\s*/g, ' '), MAX_ERROR_LINE);
    if (e instanceof CliError) {
      io.err(`plot: ${oneLine(e.message)}`);
      return e.code;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.err(`plot: internal error: ${oneLine(message)}`);
    return 1;
  }
}

/** Runs main on the real process: stdout, stderr and process.exitCode. */
export async function runCli(argv: string[] = process.argv.slice(2)): Promise<void> {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e; // `plot deal 1 | head -c 10` is not an error
  });
  process.exitCode = await main(argv, {
    out: (s) => process.stdout.write(`${s}\n`),
    err: (s) => process.stderr.write(`${s}\n`),
  });
}

if (isEntryPoint(import.meta.url)) await runCli();
