// The files a subcommand writes, all or nothing. A study runs for minutes or hours: a path
// that cannot be written must be refused before the first deal, not after the last one.
// Asking the OS (access W_OK) is not proof: as root it says yes to a read-only mount or to
// /proc, so each folder is proven by creating a file in it and removing it again. The
// files themselves are written beside their targets and renamed only once every one of
// them is written, so that a failed run leaves neither half a file nor one file of a set.
//
// A rename replaces whatever has the name: given /dev/stdout (a symbolic link) or /dev/null
// (a device), it put a regular file in their place, and it replaced a read-only file as if
// it were not. So an output must be nothing yet or a regular file its owner lets be written;
// anything else is refused, before any work. A device is not written through either: the
// commands rewrite their files as they go (fair-study every 100 deals), which a terminal or
// a pipe would get as several copies one after the other.
import {
  type Stats,
  accessSync, constants, closeSync, copyFileSync, linkSync, lstatSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../tools/files.mjs';
import { CliError, shorten } from './args';

/** A file a command writes, and the flag that named it (for messages). */
export interface OutputPath {
  readonly path: string;
  readonly flag: string;
}

export interface OutputFile extends OutputPath {
  readonly contents: string;
}

/** The checkout (or installed package) this command belongs to: src/cli/ or build/ lie below it. */
export const PACKAGE_ROOT = findUp(dirname(fileURLToPath(import.meta.url)), ['package.json']) ?? process.cwd();

/**
 * The default place of an output: NAME in this checkout's build/. That folder is the
 * command's own, so it is made when missing; a folder the user names is never made (a
 * typo in it would otherwise scatter reports into new trees).
 */
export function defaultOutput(name: string): string {
  const dir = join(PACKAGE_ROOT, 'build');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}

/** A name beside `path`, hidden, unique to this process and call. */
const besidePath = (path: string, kind: string): string =>
  join(dirname(path), `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2)}.${kind}`);

const shown = (o: OutputPath): string => `${o.flag} ${shorten(o.path)}`;

function statOrRefuse(path: string, o: OutputPath, stat: typeof statSync | typeof lstatSync = statSync): Stats | undefined {
  try {
    return stat(path, { throwIfNoEntry: false });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') throw new CliError(`${shown(o)}: a folder on the way is a file`);
    throw new CliError(`${shown(o)} cannot be reached (${code ?? String(e)})`); // EACCES, ELOOP, ...
  }
}

/** What stands at the path, when it is something a rename must not replace: in words, else undefined. */
function notAPlainFile(path: string, stat: Stats): string | undefined {
  if (stat.isSymbolicLink()) return 'is a symbolic link (name the file it points to, or a new file)';
  if (stat.isDirectory()) return 'is a directory';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'is a device, not a file (outputs are written to files only)';
  if (stat.isFIFO()) return 'is a named pipe, not a file (outputs are written to files only)';
  if (!stat.isFile()) return 'is not a regular file';
  // Root may write anything, so access() says yes to a file with no write permission at all.
  let writable = (stat.mode & 0o222) !== 0;
  try {
    accessSync(path, constants.W_OK);
  } catch {
    writable = false;
  }
  return writable ? undefined : 'is read-only: it is not replaced';
}

/** Refuses a target that is anything but nothing yet or a regular file that may be written. */
function refuseUnlessPlainFile(o: OutputPath): void {
  const stat = statOrRefuse(o.path, o, lstatSync);
  const why = stat && notAPlainFile(o.path, stat);
  if (why) throw new CliError(`${shown(o)} ${why}`);
}

/**
 * Refuses, before any work, an output that cannot be written: anything at its path but a
 * regular file that may be written (a directory, a symbolic link, a device, a pipe, a
 * read-only file), a folder that does not exist, a folder where no file can be made
 * (read-only, /proc, ...), or two outputs on the same path. A writable file is replaced.
 */
export function checkOutputs(outputs: readonly OutputPath[]): void {
  outputs.forEach((o, i) => {
    const twin = outputs.findIndex((p) => p.path === o.path);
    if (twin < i) throw new CliError(`${shown(o)} is also the file of ${outputs[twin].flag}`);
    refuseUnlessPlainFile(o);
    const dir = dirname(o.path);
    const folder = statOrRefuse(dir, o);
    if (!folder) throw new CliError(`${shown(o)}: the folder ${shorten(dir)} does not exist`);
    const probe = besidePath(o.path, 'probe');
    try {
      closeSync(openSync(probe, 'wx'));
    } catch (e) {
      throw new CliError(`${shown(o)}: no file can be made in ${shorten(dir)} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    rmSync(probe, { force: true });
  });
}

const failure = (o: OutputPath, e: unknown): CliError =>
  // exit 1, not 2: the input was fine, the machine failed (a full disk, a folder removed meanwhile)
  new CliError(`${shown(o)} could not be written: ${(e as NodeJS.ErrnoException).code ?? String(e)}`, 1);

/** Keeps the file at `path`, if any, under another name: the undo of a rename over it. */
function keep(path: string): string | undefined {
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return undefined;
  const kept = besidePath(path, 'old');
  try {
    linkSync(path, kept);
  } catch {
    copyFileSync(path, kept); // a file system without hard links
  }
  return kept;
}

/**
 * Writes every file or none: each to a temporary file in its target's folder, then, once
 * all are written, renames each over its target. When a rename fails, the renames already
 * done are undone (a replaced file gets its old contents back, a new one is removed).
 * Throws CliError (exit 1) naming the file that failed; no temporary file is left.
 */
export function writeOutputs(files: readonly OutputFile[]): void {
  const temps: string[] = [];
  const kept: (string | undefined)[] = [];
  let renamed = 0;
  try {
    for (const f of files) {
      temps.push(besidePath(f.path, 'tmp'));
      try {
        writeFileSync(temps[temps.length - 1], f.contents, { flag: 'wx' });
      } catch (e) {
        throw failure(f, e);
      }
    }
    for (const f of files) {
      // Checked again: a long run gives time for something else to take a target's name.
      refuseUnlessPlainFile(f);
      try {
        kept.push(keep(f.path));
        renameSync(temps[renamed], f.path);
      } catch (e) {
        throw failure(f, e);
      }
      renamed++;
    }
  } catch (e) {
    for (let i = renamed - 1; i >= 0; i--) {
      const old = kept[i];
      if (old === undefined) rmSync(files[i].path, { force: true });
      else renameSync(old, files[i].path);
    }
    throw e;
  } finally {
    for (const t of temps) rmSync(t, { force: true });
    for (const k of kept) if (k !== undefined) rmSync(k, { force: true });
  }
}
