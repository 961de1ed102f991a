// Runs `plot` in this process (main with a recording Io), for the CLI's tests.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { main } from '../../src/cli/plot';

export async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (s) => out.push(`${s}\n`), err: (s) => err.push(`${s}\n`) });
  return { code, out: out.join(''), err: err.join('') };
}

/**
 * Bad input: exit 2, nothing on stdout, one line on stderr starting `plot: ` and no stack
 * trace; the line is `plot: ${expected}` when a string is given, else matches the pattern.
 */
export async function expectBadInput(argv: string[], expected: RegExp | string): Promise<string> {
  const r = await run(...argv);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err).toMatch(/^plot: [^\n]+\n$/);
  if (typeof expected === 'string') expect(r.err).toBe(`plot: ${expected}\n`);
  else expect(r.err).toMatch(expected);
  expect(r.err).not.toMatch(/\bat .*\.ts:\d+/);
  return r.err;
}

/** A test file's temp folder (removed after its tests), and a new empty folder in it at each call. */
export function caseFolders(prefix: string): () => string {
  const temp = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  let folders = 0;
  return () => {
    const dir = join(temp, `case-${++folders}`);
    mkdirSync(dir);
    return dir;
  };
}
