// A stranger's first steps: the `plot` command run from a fresh copy of the repository
// (the files git would clone, node_modules linked as `npm ci` would install them, no
// build/ and no dist/), from an unrelated working directory. The bundle and the solver's
// module must build themselves inside the copy, and nothing may be written elsewhere.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What a clone of the current working tree would hold: tracked files plus new, unignored ones. */
function repositoryFiles(): string[] {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (git.status !== 0) throw new Error(`git ls-files failed: ${git.stderr}`);
  return git.stdout.split('\0').filter((f) => f !== '' && existsSync(join(ROOT, f)));
}

let base: string;
let copy: string;
let elsewhere: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'plot-fresh-'));
  copy = join(base, 'repo');
  elsewhere = join(base, 'elsewhere');
  mkdirSync(elsewhere);
  for (const file of repositoryFiles()) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** `node COPY/bin/plot.mjs ARGS` from the unrelated folder. */
function plot(...args: string[]) {
  return spawnSync(process.execPath, [join(copy, 'bin', 'plot.mjs'), ...args], { cwd: elsewhere, encoding: 'utf8', timeout: 180_000 });
}

describe('plot on a fresh copy, without a build, from another folder', () => {
  it('starts with no build/ and no dist/', () => {
    expect(existsSync(join(copy, 'build'))).toBe(false);
    expect(existsSync(join(copy, 'dist'))).toBe(false);
  });

  it('hint builds the command and the solver inside the copy, then answers', () => {
    const r = plot('hint', '--deal-number', '1', '--max-nodes', '300000');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^(t\d+|w|r)>(f|t\d+)|deal {2}\S/);
    expect(readdirSync(join(copy, 'build')).sort()).toEqual(['plot.mjs', 'solver.wasm']);
  });

  it('solve, deal, moves and show answer too', () => {
    const solve = plot('solve', '--deal-number', '2', '--max-nodes', '1e5');
    expect(solve.status).toBe(0);
    expect(JSON.parse(solve.stdout)).toHaveProperty('result');
    expect(plot('deal', '1').stdout.split(' ')).toHaveLength(104);
    expect(plot('moves', '--deal-number', '1').stdout).toBe('deal t1>t8 t2>t8 t3>t11 t4>t8 t8>t3 t9>t12\n');
    expect(plot('show', '--deal-number', '1').stdout).toMatch(/^deal 1, base rank J/);
  });

  it('study runs on worker threads and writes only where it is told', () => {
    const out = join(base, 'study', 'w.md');
    mkdirSync(dirname(out)); // a folder the user names must exist: plot makes only its own build/
    const r = plot('study', '--from', '1', '--to', '3', '--workers', '2', '--max-nodes', '300000', '--out', out);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ deals: 3, out });
    expect(readdirSync(dirname(out)).sort()).toEqual(['w-effort.svg', 'w.md']);
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(readFileSync(join(copy, 'docs', 'winnability.md'), 'utf8')).toBe(readFileSync(join(ROOT, 'docs', 'winnability.md'), 'utf8'));
  });

  it('study writes under the copy\'s build/ by default, whatever the working directory', () => {
    const r = plot('study', '--from', '5', '--to', '5', '--workers', '0', '--max-nodes', '1000');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).out).toBe(join(copy, 'build', 'winnability.md'));
    expect(existsSync(join(copy, 'build', 'winnability-effort.svg'))).toBe(true);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('--version and a bad number need no solver', () => {
    expect(plot('--version').stdout).toMatch(/^plot \d+\.\d+\.\d+\n$/);
    const bad = plot('solve', '--deal-number', '1', '--max-nodes', '1.5');
    expect({ status: bad.status, stderr: bad.stderr }).toEqual({ status: 2, stderr: 'plot: --max-nodes "1.5" is not a whole number from 1 to 1000000000000\n' });
  });
});
