// The `plot` command's numbers and files: every number flag is read by one helper
// (src/cli/args.ts), so the same text is accepted or refused with the same message in
// every subcommand; long input is shortened in errors; study checks --out before it
// starts and writes only where it is told.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS, main } from '../../src/cli/plot';
import { MAX_MS, MAX_NODES, TABLE_MB, numberOption, parseWholeNumber, shorten } from '../../src/cli/args';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (s) => out.push(`${s}\n`), err: (s) => err.push(`${s}\n`) });
  return { code, out: out.join(''), err: err.join('') };
}

async function expectRefused(argv: string[], message: string): Promise<void> {
  const r = await run(...argv);
  expect(r).toEqual({ code: 2, out: '', err: `plot: ${message}\n` });
}

const temp = mkdtempSync(join(tmpdir(), 'plot-flags-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('parseWholeNumber', () => {
  it('takes digits, a fraction and an exponent when the value is whole', () => {
    for (const [text, n] of [['7', 7], ['1e6', 1_000_000], ['2.5e6', 2_500_000], ['1.0', 1], ['1E3', 1000], [' 12 ', 12], ['.5e1', 5]] as const) {
      expect(parseWholeNumber(text, '--x', 0, 1e7)).toBe(n);
    }
  });

  it.each(['1.5', '1e-3', '-1', '+1', '0x10', '1_000', 'Infinity', 'NaN', '', ' ', '1e', 'e3', '1e400', '1,000'])('refuses %j', (text) => {
    expect(() => parseWholeNumber(text, '--x', 0, 1e12)).toThrow(`--x "${text}" is not a whole number from 0 to 1000000000000`);
  });

  it('refuses values outside the range', () => {
    expect(() => parseWholeNumber('11', '--x', 1, 10)).toThrow('from 1 to 10');
    expect(() => parseWholeNumber('0', '--x', 1, 10)).toThrow('from 1 to 10');
  });
});

describe('number flags: one rule in every subcommand', () => {
  const users = (flag: string) => COMMANDS.filter((c) => (c.options ?? []).some((o) => o.flag.startsWith(`--${flag} `)));

  it('--max-nodes and --max-ms are offered by solve, hint and study', () => {
    expect(users('max-nodes').map((c) => c.name)).toEqual(['solve', 'hint', 'study']);
    expect(users('max-ms').map((c) => c.name)).toEqual(['solve', 'hint', 'study']);
  });

  it.each(['1.5', '0', '-5', '1e-3', 'lots'])('--max-nodes %j: the same refusal everywhere, nothing hangs', async (value) => {
    for (const argv of [['solve', '--deal-number', '1'], ['hint', '--deal-number', '1'], ['study', '--from', '1', '--to', '1']]) {
      await expectRefused([...argv, '--max-nodes', value], `--max-nodes "${value}" is not a whole number from 1 to 1000000000000`);
    }
  });

  it('--max-ms 0 is refused everywhere', async () => {
    for (const argv of [['solve', '--deal-number', '1'], ['hint', '--deal-number', '1'], ['study', '--from', '1', '--to', '1']]) {
      await expectRefused([...argv, '--max-ms', '0'], '--max-ms "0" is not a whole number from 1 to 86400000');
    }
  });

  it('1e3 is a budget of 1,000 nodes', async () => {
    const r = await run('solve', '--deal-number', '1', '--max-nodes', '1e3');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ result: 'unknown', nodes: 1000 });
  });

  it('--table-mb: 1..512, the largest table the module can hold', async () => {
    await expectRefused(['solve', '--deal-number', '1', '--table-mb', '1024'], '--table-mb "1024" is not a whole number from 1 to 512');
    await expectRefused(['solve', '--deal-number', '1', '--table-mb', '0'], '--table-mb "0" is not a whole number from 1 to 512');
    const r = await run('solve', '--deal-number', '1', '--table-mb', '512', '--max-nodes', '1000');
    expect(r.code).toBe(0);
  });

  it('hint takes no --table-mb (it is not documented there)', async () => {
    await expectRefused(['hint', '--deal-number', '1', '--table-mb', '8'], 'unknown flag --table-mb');
  });

  it('study: --workers 0..64', async () => {
    await expectRefused(['study', '--from', '1', '--to', '1', '--workers', '65'], '--workers "65" is not a whole number from 0 to 64');
    await expectRefused(['study', '--from', '1', '--to', '1', '--workers', '1.5'], '--workers "1.5" is not a whole number from 0 to 64');
  });

  it('--help shows every number flag with its range and default', async () => {
    for (const c of COMMANDS) {
      const r = await run(c.name, '--help');
      expect(r.code).toBe(0);
      for (const o of c.options ?? []) expect(r.out).toContain(o.flag);
    }
    const solve = (await run('solve', '--help')).out;
    for (const flag of [MAX_NODES, MAX_MS, TABLE_MB]) expect(solve).toContain(numberOption(flag).help);
    expect(solve).toContain('1..512, default 32');
    expect((await run('study', '--help')).out).toMatch(/--max-nodes N +.*default 50,000,000/);
  });
});

describe('long input is shortened in errors', () => {
  const long = '9'.repeat(131_072);

  it('shorten keeps the first 40 characters and marks the cut', () => {
    expect(shorten('x'.repeat(40))).toBe('x'.repeat(40));
    expect(shorten('x'.repeat(41))).toBe(`${'x'.repeat(40)}…`);
  });

  it.each([
    [['deal', long]],
    [['solve', '--deal-number', '1', '--max-nodes', long]],
    [['moves', '--deal-number', '1', long]],
    [['moves', `--${long}`]],
    [[long]],
    [['moves', '--deal', long]],
    [['moves', '--deal-number', '1', '--moves', `deal ${long}`]],
  ])('%#: one short line', async (argv) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^plot: [^\n]+\n$/);
    expect(r.err.length).toBeLessThan(250);
  });
});

describe('plot --version', () => {
  it('prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await run('--version')).toEqual({ code: 0, out: `plot ${version}\n`, err: '' });
    await expectRefused(['--version', 'x'], '--version takes no arguments');
  });
});

describe('study --out is checked before any deal is solved', () => {
  it('refuses a directory, a path through a file, and a name without .md', async () => {
    const dir = join(temp, 'a-dir.md');
    mkdirSync(dir);
    const file = join(temp, 'a-file');
    writeFileSync(file, 'x');
    const range = ['study', '--from', '1', '--to', '4294967295', '--workers', '0'];
    await expectRefused([...range, '--out', dir], `--out ${shorten(dir)} is a directory`);
    await expectRefused([...range, '--out', join(file, 'w.md')], `--out ${shorten(join(file, 'w.md'))}: a folder on the way is a file`);
    await expectRefused([...range, '--out', join(temp, 'w.txt')], `--out ${shorten(join(temp, 'w.txt'))} must name a .md file`);
    await expectRefused([...range, '--out', join(temp, 'ok.md'), '--json', dir], `--json ${shorten(dir)} is a directory`);
    expect(readdirSync(temp).sort()).toEqual(['a-dir.md', 'a-file']); // nothing written
  });

  it('writes the report, the chart next to it and the JSON asked for, nothing else', async () => {
    const outDir = join(temp, 'new', 'folder');
    const r = await run('study', '--from', '1', '--to', '3', '--workers', '0', '--max-nodes', '300000', '--out', join(outDir, 'w.md'), '--json', join(outDir, 'w.json'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ deals: 3, out: join(outDir, 'w.md') });
    expect(readdirSync(outDir).sort()).toEqual(['w-effort.svg', 'w.json', 'w.md']);
    expect(readFileSync(join(outDir, 'w.md'), 'utf8')).toContain('![Nodes searched per deal](w-effort.svg)');
    expect(JSON.parse(readFileSync(join(outDir, 'w.json'), 'utf8'))).toHaveLength(3);
    // and replaces them on a second run (an existing report is not refused)
    const again = await run('study', '--from', '4', '--to', '5', '--workers', '0', '--max-nodes', '300000', '--out', join(outDir, 'w.md'), '--json', join(outDir, 'w.json'));
    expect(again.err).toBe('');
    expect(again.code).toBe(0);
    expect(JSON.parse(readFileSync(join(outDir, 'w.json'), 'utf8'))).toHaveLength(2);
  });
});
