// No source file over 400 lines (issue 19): a file that long holds more than one part, and
// the next change should split it rather than grow it. TypeScript, AssemblyScript, CSS and the
// scripts, tests included; the built and the installed (dist/, build/, node_modules/) are not ours.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_LINES = 400;
const FOLDERS = ['src', 'popup', 'assembly', 'test', 'scripts', 'bin'];
const SOURCE = /\.(ts|tsx|css|mjs|js)$/;

const sourceFiles = (): string[] =>
  FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => SOURCE.test(f))
      .map((f) => join(folder, f)),
  );

const lineCount = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n').filter((line, i, all) => i < all.length - 1 || line !== '').length;

describe('source files', () => {
  it(`none is over ${MAX_LINES} lines`, () => {
    const files = sourceFiles();
    // The walk found the sources (a wrong root would pass with nothing read).
    expect(files).toContain(join('src', 'engine', 'index.ts'));
    const long = files.map((file) => ({ file, lines: lineCount(file) })).filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
