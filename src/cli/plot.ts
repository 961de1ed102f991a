// The `plot` command: a registry of subcommands and `main`, which runs one of them.
// `npm run build` bundles this file to build/plot.mjs; bin/plot.mjs runs that bundle.
//
// Conventions for subcommands (see args.ts): write results with io.out, throw CliError
// for bad input (main prints ONE line `plot: ...` on stderr and returns 2), return the
// exit code. `plot NAME --help` is handled here, from the command's usage and summary.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../tools/files.mjs';
import { isEntryPoint } from '../tools/flags.mjs';
import { MAX_DEAL_NUMBER, MAX_RECORD_MOVES, dealToString, legalMoves, movesToString } from '../engine/index';
import {
  type Command, type Io,
  CliError, dealByNumber, gameCommand, readFlags, parseDealNumber, shorten,
} from './args';
import { showCommand } from './show';
import { dailyCommand } from './daily';
import { solveCommand, hintCommand } from './solve';
import { studyCommand } from './study';
import { chanceCommand } from './chance';
import { playCommand } from './play';
import { fairStudyCommand } from './fairStudy';
import { accuracyCommand } from './accuracy';
import { fairCalibrateCommand } from './fairCalibrate';
import { readTextFile } from './readFile';
import { MAX_STUDY_JSON_BYTES } from './fairReport';

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

const movesCommand = gameCommand(
  'moves',
  'Prints the legal moves after the given moves, space-separated, in canonical order.',
  (game) => movesToString(legalMoves(game.position)),
);

/** Every subcommand, in the order `plot --help` lists them. */
export const COMMANDS: readonly Command[] = [
  dealCommand,
  dailyCommand,
  movesCommand,
  showCommand,
  solveCommand, hintCommand, studyCommand,
  chanceCommand,
  playCommand,
  fairStudyCommand,
  fairCalibrateCommand,
  accuracyCommand,
];

/** The version in package.json (found above this module: src/cli/ or, bundled, build/). */
function packageVersion(): string {
  const root = findUp(dirname(fileURLToPath(import.meta.url)), ['package.json']);
  if (!root) return 'unknown';
  return (JSON.parse(readTextFile(join(root, 'package.json'), 1 << 20, 'package.json')) as { version: string }).version;
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
    `MOVES: move tokens separated by spaces: deal, w>f, r>f, t3>t7, w>t2 ... (at most ${MAX_RECORD_MOVES.toLocaleString('en')}, as in the popup).`,
    `A deal number is written in digits only (1..${MAX_DEAL_NUMBER}), as in the popup; other numbers`,
    'are whole numbers written with digits and optionally an exponent (1e6). A number that is',
    'not exactly whole (1.5, 0.99999999999999999) is refused, never rounded.',
    'Files written (--out, --json) must be new or regular files that may be written: a',
    'symbolic link, a device (/dev/stdout), a pipe or a read-only file is refused. Files read',
    `are read up to a limit (a study's --json: ${MAX_STUDY_JSON_BYTES >> 20} MB).`,
    'Flags take their value as --flag VALUE or --flag=VALUE.',
    'plot COMMAND --help shows a command\'s flags with their ranges and defaults.',
    'Exit codes: 0 done, 2 bad input, 1 a failure of the machine (a full disk, an output',
    'closed early) or an internal error.',
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

/** Why the output could not be written, in one line: a full disk, a reader gone (`| head -c1`), ... */
export function outputFailure(e: NodeJS.ErrnoException): string {
  const why = e.code === 'ENOSPC' ? 'no space left on the device'
    : e.code === 'EPIPE' ? 'the reader closed it before the end'
    : e.code === 'EDQUOT' ? 'the disk quota is used up'
    : e.code === 'EIO' ? 'an input/output error'
    : 'it failed';
  return `plot: the output could not be written: ${why} (${e.code ?? e.message})`;
}

/**
 * Runs main on the real process: stdout, stderr and process.exitCode. A failed write to
 * stdout (ENOSPC for `plot deal 1 > /dev/full`, EPIPE for `plot deal 1 | head -c1`) is one
 * line on stderr and exit code 1, once: what follows is not written, and no stack trace.
 */
export async function runCli(argv: string[] = process.argv.slice(2)): Promise<void> {
  let failed = false;
  const fail = (e: NodeJS.ErrnoException) => {
    if (failed) return;
    failed = true;
    process.exitCode = 1;
    process.stderr.write(`${outputFailure(e)}\n`);
  };
  // A pipe reports its errors here, later; a file or a device (SyncWriteStream) throws them
  // from write() as well.
  process.stdout.on('error', fail);
  const code = await main(argv, {
    out: (s) => {
      if (failed) return;
      try {
        process.stdout.write(`${s}\n`);
      } catch (e) {
        fail(e as NodeJS.ErrnoException);
      }
    },
    err: (s) => process.stderr.write(`${s}\n`),
  });
  if (!failed) process.exitCode = code;
}

if (isEntryPoint(import.meta.url)) await runCli();
