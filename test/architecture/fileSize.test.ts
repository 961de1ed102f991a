// No source file over 300 lines in src/ and popup/, none over 400 in the tests, the
// AssemblyScript and the scripts (issues 19 and 33): a file that long holds more than one
// part, and the next change should split it rather than grow it. TypeScript, AssemblyScript,
// CSS and the scripts; the built and the installed (dist/, build/, node_modules/) are not ours.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Each folder's most lines a file may have. */
const MAX_LINES: Record<string, number> = { src: 300, popup: 300, assembly: 400, test: 400, scripts: 400, bin: 400 };
const FOLDERS = Object.keys(MAX_LINES);
const SOURCE = /\.(ts|tsx|css|mjs|js)$/;

const sourceFiles = (): string[] =>
  FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => SOURCE.test(f))
      .map((f) => join(folder, f)),
  );

const lineCount = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n').filter((line, i, all) => i < all.length - 1 || line !== '').length;

describe('source files', () => {
  it('none is over its folder\'s most lines (300 in src/ and popup/, 400 elsewhere)', () => {
    const files = sourceFiles();
    // The walk found the sources (a wrong root would pass with nothing read).
    expect(files).toContain(join('src', 'engine', 'index.ts'));
    const long = files.map((file) => ({ file, lines: lineCount(file) })).filter((f) => f.lines > MAX_LINES[f.file.split(/[\\/]/)[0]]);
    expect(long).toEqual([]);
  });
});
