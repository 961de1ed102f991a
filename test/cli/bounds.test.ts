// What `plot` writes to and reads from, at the edges (issue 32), all inside a temp folder:
// never the machine's own /dev/stdout or /dev/null, but links, devices (made with mknod, as
// root) and pipes of the test's own.
//   - An output path holding anything but a regular file that may be written (a symbolic
//     link, a device, a named pipe, a read-only file) is refused before any work, with one
//     line and exit code 2, and what is there is left as it was: never renamed over.
//   - Every file read is read up to a limit: a device without end, or a file over the
//     limit, is one line and exit code 2.
//   - A failed write to stdout (no space: a /dev/full of the test's own; the reader gone) is
//     one line and exit code 1, without a stack trace.
//   - --moves beyond a game record's limit is refused with the limit.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync, closeSync, lstatSync, openSync, readFileSync, readdirSync, statSync, symlinkSync,
  truncateSync, writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_MOVES, movesToString } from '../../src/engine/index';
import { shorten } from '../../src/cli/args';
import { writeOutputs } from '../../src/cli/output';
import { readTextFile } from '../../src/cli/readFile';
import { ROOT } from '../../src/tools/extension.mjs';
import { longLegalLine } from '../engine/longLine';
import { caseFolders, expectBadInput, run } from './run';

/** A new empty folder under the test's temp folder. */
const folder = caseFolders('plot-bounds-');

const root = process.getuid?.() === 0;
/** A character device of the test's own (major, minor as Linux numbers them: 1,3 null; 1,5 zero; 1,7 full). */
function device(path: string, major: number, minor: number): string {
  const r = spawnSync('mknod', [path, 'c', String(major), String(minor)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`mknod ${path}: ${r.stderr}`);
  return path;
}
function fifo(path: string): string {
  const r = spawnSync('mkfifo', [path], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`mkfifo ${path}: ${r.stderr}`);
  return path;
}

/** A range no test could finish: a command that starts working on it never answers. */
const FOREVER = ['--from', '1', '--to', '4294967295', '--workers', '0'];
/** Each command that writes files, with the path given to one of its outputs. */
const writers = (path: string, other: string): [string, string[]][] => [
  ['study --json', ['study', ...FOREVER, '--out', join(other, 'w.md'), '--json', path]],
  ['fair-study --json', ['fair-study', '--from', '1', '--to', '1000000', '--workers', '0', '--out', join(other, 'f.md'), '--json', path]],
  ['fair-calibrate --out', ['fair-calibrate', '--json', join(ROOT, 'package.json'), '--out', path]],
];

/** What is at a path, to see that a refusal left it as it was. */
const what = (path: string) => {
  const s = lstatSync(path);
  return { link: s.isSymbolicLink(), char: s.isCharacterDevice(), fifo: s.isFIFO(), file: s.isFile(), rdev: s.rdev, ino: s.ino, mode: s.mode };
};

describe('outputs: nothing yet, or a regular file that may be written', () => {
  it('a symbolic link (to a file, to a device, or dangling) is refused before any work and stays a link', async () => {
    const dir = folder();
    const target = join(dir, 'target.ts');
    writeFileSync(target, 'kept');
    const cases = [['to-file.ts', target], ['like-stdout.ts', '/proc/self/fd/1'], ['dangling.ts', join(dir, 'nowhere')]] as const;
    for (const [name, to] of cases) {
      const link = join(dir, name);
      symlinkSync(to, link);
      for (const [, argv] of writers(link, dir)) {
        const flag = argv.includes('--json') && argv[argv.indexOf('--json') + 1] === link ? '--json' : '--out';
        await expectBadInput(argv, `${flag} ${shorten(link)} is a symbolic link (name the file it points to, or a new file)`);
        expect(what(link).link).toBe(true);
      }
    }
    expect(readFileSync(target, 'utf8')).toBe('kept');
    expect(readdirSync(dir).sort()).toEqual(['dangling.ts', 'like-stdout.ts', 'target.ts', 'to-file.ts']);
  });

  it.runIf(root)('a device is refused before any work and left as it was (not renamed over, not written)', async () => {
    const dir = folder();
    const nul = device(join(dir, 'null.ts'), 1, 3);
    const before = what(nul);
    for (const [name, argv] of writers(nul, dir)) {
      const flag = name.endsWith('--json') ? '--json' : '--out';
      await expectBadInput(argv, `${flag} ${shorten(nul)} is a device, not a file (outputs are written to files only)`);
      expect(what(nul)).toEqual(before);
    }
    expect(readdirSync(dir)).toEqual(['null.ts']);
  });

  it('a named pipe is refused before any work (nothing waits for a reader) and stays a pipe', async () => {
    const dir = folder();
    const pipe = fifo(join(dir, 'pipe.ts'));
    for (const [name, argv] of writers(pipe, dir)) {
      const flag = name.endsWith('--json') ? '--json' : '--out';
      await expectBadInput(argv, `${flag} ${shorten(pipe)} is a named pipe, not a file (outputs are written to files only)`);
      expect(what(pipe).fifo).toBe(true);
    }
  });

  it('a read-only file (444) is refused, not replaced, even for root', async () => {
    const dir = folder();
    const kept = join(dir, 'kept.ts');
    writeFileSync(kept, 'mine');
    chmodSync(kept, 0o444);
    const before = what(kept);
    for (const [name, argv] of writers(kept, dir)) {
      const flag = name.endsWith('--json') ? '--json' : '--out';
      await expectBadInput(argv, `${flag} ${shorten(kept)} is read-only: it is not replaced`);
    }
    expect(what(kept)).toEqual(before);
    expect(readFileSync(kept, 'utf8')).toBe('mine');
  });

  it('a target that became a link while the work ran is refused at the write: no file of the set is written', () => {
    const dir = folder();
    const first = join(dir, 'a.md');
    const later = join(dir, 'b.json');
    symlinkSync(join(dir, 'elsewhere'), later);
    expect(() => writeOutputs([
      { path: first, flag: '--out', contents: 'a' },
      { path: later, flag: '--json', contents: 'b' },
    ])).toThrow(`--json ${shorten(later)} is a symbolic link`);
    expect(readdirSync(dir)).toEqual(['b.json']);
    expect(what(later).link).toBe(true);
  });

  it('a writable regular file is still replaced (the rename keeps a reader of the old file whole)', async () => {
    const dir = folder();
    const out = join(dir, 'calibration.ts');
    writeFileSync(out, 'old');
    const fit = join(dir, 'fit.json');
    const outcome = { n: 1, fair: true, greedy: false, solver: 'win', ms: 1, plies: 3, rollouts: [0.5, 0.6, 0.7], start: 0.5, samples: 100, end: { f1: 13, cards: 104, reserve: 0, waste: 0, stock: 0 } };
    writeFileSync(fit, JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ ...outcome, n: i + 1, fair: i % 3 !== 0, rollouts: [0.3 + i / 100, 0.9] }))));
    const r = await run('fair-calibrate', '--json', fit, '--out', out);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^\/\/ Generated by `plot fair-calibrate`/);
  });
});

describe('reads: every file up to a limit', () => {
  it.runIf(root)('a device that never ends (a /dev/zero of the test\'s own) is refused at 256 MB, for --json and --resume, before any work', async () => {
    const dir = folder();
    const zero = device(join(dir, 'zero'), 1, 5);
    await expectBadInput(['fair-calibrate', '--json', zero, '--out', join(dir, 'c.ts')], `${shorten(zero)} is larger than 256 MB, the most this command reads`);
    await expectBadInput(['fair-study', '--from', '1', '--to', '1000000', '--workers', '0', '--out', join(dir, 'f.md'), '--resume', zero],
      `${shorten(zero)} is larger than 256 MB, the most this command reads`);
    expect(readdirSync(dir)).toEqual(['zero']);
  });

  it('a regular file over the limit is refused by its size, without reading it', async () => {
    const dir = folder();
    const big = join(dir, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, 300 << 20); // sparse: no disk used
    await expectBadInput(['fair-calibrate', '--json', big, '--out', join(dir, 'c.ts')], `${shorten(big)} is larger than 256 MB, the most this command reads`);
  });

  it('readTextFile: up to the limit the text, one byte more a refusal; a pipe is bounded as it is read', async () => {
    const dir = folder();
    const file = join(dir, 'ten');
    writeFileSync(file, '0123456789');
    expect(readTextFile(file, 10, 'ten')).toBe('0123456789');
    expect(() => readTextFile(file, 9, 'ten')).toThrow('ten is larger than 9 bytes, the most this command reads');
    expect(() => readTextFile(join(dir, 'none'), 10, 'none')).toThrow('cannot read none (ENOENT)');
    expect(() => readTextFile(dir, 10, 'dir')).toThrow('cannot read dir: it is a directory');
    // A pipe has no size to look at: its bytes are counted as they come.
    for (const [bytes, expected] of [['0123456789', '0123456789'], ['01234567890123456789', undefined]] as const) {
      const pipe = fifo(join(dir, `pipe-${bytes.length}`));
      const writer = spawn('sh', ['-c', `printf '%s' ${bytes} > '${pipe}'`], { stdio: 'ignore' });
      const done = new Promise((closed) => writer.on('close', closed));
      if (expected === undefined) expect(() => readTextFile(pipe, 10, 'pipe')).toThrow('pipe is larger than 10 bytes, the most this command reads');
      else expect(readTextFile(pipe, 10, 'pipe')).toBe(expected);
      await done;
    }
  });
});

describe('stdout that fails: one line, exit code 1', () => {
  const bin = join(ROOT, 'bin', 'plot.mjs');

  it.runIf(root)('no space left (a /dev/full of the test\'s own as stdout)', () => {
    const full = device(join(folder(), 'full'), 1, 7);
    const fd = openSync(full, 'w');
    try {
      const r = spawnSync(process.execPath, [bin, 'deal', '1'], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8', timeout: 60_000 });
      expect(r.stderr).toBe('plot: the output could not be written: no space left on the device (ENOSPC)\n');
      expect(r.status).toBe(1);
    } finally {
      closeSync(fd);
    }
    expect(statSync(full).isCharacterDevice()).toBe(true);
  });

  it('the reader gone before the output (a pipe closed at once)', async () => {
    const child = spawn(process.execPath, [bin, 'deal', '1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reading end, closed before plot has started
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('plot: the output could not be written: the reader closed it before the end (EPIPE)\n');
    expect(code).toBe(1);
  });
});

describe('--moves: a game record\'s limits', () => {
  const { moves } = longLegalLine(1, MAX_RECORD_MOVES + 1);

  it(`${MAX_RECORD_MOVES.toLocaleString('en')} moves are read; one more is refused with the limit`, async () => {
    const atLimit = await run('show', '--deal-number', '1', '--moves', movesToString(moves.slice(0, -1)));
    expect(atLimit.err).toBe('');
    expect(atLimit.out).toMatch(/^deal 1, base rank J, after 10000 moves/);
    await expectBadInput(['show', '--deal-number', '1', '--moves', movesToString(moves)], '--moves: the record has 10,001 moves; a game record has at most 10,000');
  });

  it('a text over 200,000 characters is refused by its length before it is read', async () => {
    const text = 'deal '.repeat(40_001);
    await expectBadInput(['moves', '--deal-number', '1', '--moves', text], '--moves: the text is 200,005 characters long; a game record has at most 200,000');
  });
});
