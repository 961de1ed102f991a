// Every file `plot` reads, it reads through here, with a limit on its size: a path the user
// names may be anything (`fair-calibrate --json /dev/zero` used to read 5 GB in 15 s, until
// killed), so no read may go on for as long as the file does. The limit is each caller's,
// generous for what it reads; past it the command stops with one line and exit code 2.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { CliError, shorten } from './args';

/** The largest read, in bytes, at a time: enough to take a regular file in one or two reads. */
const CHUNK = 1 << 20;

const sizeText = (bytes: number): string =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toLocaleString('en')} MB` : `${bytes.toLocaleString('en')} bytes`;

/**
 * The text of the file at `path` (UTF-8), read up to `maxBytes` and no further: a larger
 * file (a regular file's size says so before reading; a device or a pipe once more bytes
 * have come) is refused with CliError naming `shown` and the limit, as is a file that cannot
 * be opened or read.
 */
export function readTextFile(path: string, maxBytes: number, shown: string): string {
  const tooLarge = () => new CliError(`${shorten(shown)} is larger than ${sizeText(maxBytes)}, the most this command reads`);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw new CliError(`cannot read ${shorten(shown)} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new CliError(`cannot read ${shorten(shown)}: it is a directory`);
    if (stat.isFile() && stat.size > maxBytes) throw tooLarge();
    // One byte over the limit is enough to know it is over.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > maxBytes) throw tooLarge();
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`cannot read ${shorten(shown)} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  } finally {
    closeSync(fd);
  }
}
