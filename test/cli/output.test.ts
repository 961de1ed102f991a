// The files `plot` writes, all or nothing: every output is proven writable before any
// work (by making a file in its folder, which also holds for root, whom access() always
// answers yes), a missing folder is refused rather than made, and the files of a run are
// renamed into place only once all of them are written.
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shorten } from '../../src/cli/args';
import { checkOutputs, writeOutputs } from '../../src/cli/output';
import { caseFolders, expectBadInput, run } from './run';

/** A new empty folder under the test's temp folder. */
const folder = caseFolders('plot-output-');

/** A place where no file can be made, whoever runs the test (root too). */
const UNWRITABLE = '/proc/plot-output-test';
/** A range no test could finish: a command that starts working on it never answers. */
const FOREVER = ['--from', '1', '--to', '4294967295', '--workers', '0'];

describe('checkOutputs', () => {
  it('refuses a folder where no file can be made, and leaves no probe behind', () => {
    expect(() => checkOutputs([{ path: `${UNWRITABLE}.md`, flag: '--out' }])).toThrow(/^--out \/proc\/plot-output-test\.md: no file can be made in \/proc \(E[A-Z]+\)$/);
    const dir = folder();
    checkOutputs([{ path: join(dir, 'a.md'), flag: '--out' }]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a missing folder and does not make it', () => {
    const missing = join(folder(), 'no', 'such');
    expect(() => checkOutputs([{ path: join(missing, 'a.md'), flag: '--out' }])).toThrow(`the folder ${shorten(missing)} does not exist`);
    expect(existsSync(join(missing, '..'))).toBe(false);
  });

  it('refuses two outputs on one path', () => {
    const path = join(folder(), 'a.md');
    expect(() => checkOutputs([{ path, flag: '--out' }, { path, flag: '--json' }])).toThrow('is also the file of --out');
  });
});

describe('writeOutputs', () => {
  it('replaces an existing file by a rename: a reader of the old file keeps it whole', () => {
    const dir = folder();
    const path = join(dir, 'a.md');
    writeFileSync(path, 'old');
    linkSync(path, join(dir, 'reader')); // the old file, as an open reader would hold it
    writeOutputs([{ path, flag: '--out', contents: 'new' }]);
    expect(readFileSync(path, 'utf8')).toBe('new');
    expect(readFileSync(join(dir, 'reader'), 'utf8')).toBe('old');
    expect(readdirSync(dir).sort()).toEqual(['a.md', 'reader']);
  });

  it('writes none when one cannot be written (its folder went away during the run)', () => {
    const dir = folder();
    const first = join(dir, 'a.md');
    const gone = join(dir, 'gone');
    expect(() => writeOutputs([
      { path: first, flag: '--out', contents: 'a' },
      { path: join(gone, 'b.json'), flag: '--json', contents: 'b' },
    ])).toThrow(`--json ${shorten(join(gone, 'b.json'))} could not be written: ENOENT`);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('undoes the renames done when a later one fails: a new file removed, a replaced one restored', () => {
    const dir = folder();
    const fresh = join(dir, 'a.md');
    const replaced = join(dir, 'b.svg');
    writeFileSync(replaced, 'old');
    const blocked = join(dir, 'c.json');
    mkdirSync(join(blocked, 'inside'), { recursive: true }); // appeared after the check: refused at its rename
    expect(() => writeOutputs([
      { path: fresh, flag: '--out', contents: 'a' },
      { path: replaced, flag: '--out', contents: 'b' },
      { path: blocked, flag: '--json', contents: 'c' },
    ])).toThrow(/^--json .* is a directory$/);
    expect(readdirSync(dir).sort()).toEqual(['b.svg', 'c.json']);
    expect(readFileSync(replaced, 'utf8')).toBe('old');
  });
});

describe('every command that writes files checks them all before any work', () => {
  it('refuses a path root cannot write either (under /proc) at once, and writes nothing', async () => {
    const dir = folder();
    const ok = (name: string) => join(dir, name);
    const cannot = (flag: string, path: string) => new RegExp(`^plot: ${flag} ${path.replace(/[.]/g, '\\.')}: no file can be made in /proc`);
    await expectBadInput(['study', ...FOREVER, '--out', `${UNWRITABLE}.md`], cannot('--out', `${UNWRITABLE}.md`));
    await expectBadInput(['study', ...FOREVER, '--out', ok('w.md'), '--json', `${UNWRITABLE}.json`], cannot('--json', `${UNWRITABLE}.json`));
    await expectBadInput(['fair-study', '--from', '1', '--to', '1000000', '--workers', '0', '--out', ok('f.md'), '--json', `${UNWRITABLE}.json`],
      cannot('--json', `${UNWRITABLE}.json`));
    await expectBadInput(['fair-calibrate', '--json', 'package.json', '--out', `${UNWRITABLE}.ts`], cannot('--out', `${UNWRITABLE}.ts`));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a folder that does not exist, and does not make it', async () => {
    const missing = join(folder(), 'nonexist', 'dir');
    await expectBadInput(['study', ...FOREVER, '--out', join(missing, 'x.md')], `--out ${shorten(join(missing, 'x.md'))}: the folder ${shorten(missing)} does not exist`);
    await expectBadInput(['fair-calibrate', '--json', 'package.json', '--out', join(missing, 't.ts')], /the folder .* does not exist/);
    expect(existsSync(join(missing, '..'))).toBe(false);
  });

  it('refuses a directory, a path through a file, and a name without .md', async () => {
    const dir = folder();
    const sub = join(dir, 'a-dir.md');
    mkdirSync(sub);
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    await expectBadInput(['study', ...FOREVER, '--out', sub], `--out ${shorten(sub)} is a directory`);
    await expectBadInput(['study', ...FOREVER, '--out', join(file, 'w.md')], `--out ${shorten(join(file, 'w.md'))}: a folder on the way is a file`);
    await expectBadInput(['study', ...FOREVER, '--out', join(dir, 'w.txt')], `--out "${shorten(join(dir, 'w.txt'))}" must name a .md file`);
    await expectBadInput(['study', ...FOREVER, '--out', join(dir, 'ok.md'), '--json', sub], `--json ${shorten(sub)} is a directory`);
    expect(readdirSync(dir).sort()).toEqual(['a-dir.md', 'a-file']);
  });

  it('study writes the report, the chart next to it and the JSON asked for, nothing else; a second run replaces them', async () => {
    const dir = folder();
    const study = (from: string, to: string) =>
      run('study', '--from', from, '--to', to, '--workers', '0', '--max-nodes', '300000', '--out', join(dir, 'w.md'), '--json', join(dir, 'w.json'));
    const r = await study('1', '3');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ deals: 3, out: join(dir, 'w.md') });
    expect(readdirSync(dir).sort()).toEqual(['w-effort.svg', 'w.json', 'w.md']);
    expect(readFileSync(join(dir, 'w.md'), 'utf8')).toContain('![Nodes searched per deal](w-effort.svg)');
    expect(JSON.parse(readFileSync(join(dir, 'w.json'), 'utf8'))).toHaveLength(3);
    const again = await study('4', '5');
    expect(again.err).toBe('');
    expect(again.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'w.json'), 'utf8'))).toHaveLength(2);
    expect(readdirSync(dir).sort()).toEqual(['w-effort.svg', 'w.json', 'w.md']);
  });
});
