// Small file helpers shared by the build, the `plot` command's on-demand builds and the
// solver's Node loader.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Newest modification time (ms) of the given files and directories and everything under
 * them (directories count too, so a deleted file makes its directory newer). 0 if none exist.
 * @param {readonly string[]} paths
 */
export function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    const top = statSync(path, { throwIfNoEntry: false });
    if (!top) continue;
    newest = Math.max(newest, top.mtimeMs);
    if (!top.isDirectory()) continue;
    for (const name of readdirSync(path, { recursive: true, encoding: 'utf8' })) {
      // A file may vanish between the listing and the stat (an editor's temporary file).
      newest = Math.max(newest, statSync(join(path, name), { throwIfNoEntry: false })?.mtimeMs ?? 0);
    }
  }
  return newest;
}

/**
 * True when `target` is missing or older than anything in `sources`.
 * @param {string} target
 * @param {readonly string[]} sources
 */
export function isStale(target, sources) {
  const built = statSync(target, { throwIfNoEntry: false });
  return !built || built.mtimeMs < newestMtime(sources);
}

/**
 * Writes through a temporary file and a rename, so that a concurrent reader (another
 * `plot`, a study's worker thread, a parallel test file) never sees a half-written file.
 * @param {string} path
 * @param {string | Uint8Array} bytes
 */
export function writeFileAtomic(path, bytes) {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, path);
}

/**
 * The nearest folder at or above `dir` holding all of `markers`, or undefined.
 * @param {string} dir
 * @param {readonly string[]} markers
 * @returns {string | undefined}
 */
export function findUp(dir, markers) {
  for (let d = dir; ; d = dirname(d)) {
    if (markers.every((m) => existsSync(join(d, m)))) return d;
    if (dirname(d) === d) return undefined;
  }
}
