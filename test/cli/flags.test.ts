// The `plot` command's flags and numbers: every number flag is read by one helper
// (src/cli/args.ts), so the same text is accepted or refused with the same message in
// every subcommand; long input is shortened in errors. The files it writes: output.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/plot';
import { MAX_MS, MAX_NODES, TABLE_MB, numberOption, parseWholeNumber, shorten } from '../../src/cli/args';
import { expectBadInput, run } from './run';

describe('parseWholeNumber', () => {
  it('takes digits, a fraction and an exponent when the value is whole', () => {
    for (const [text, n] of [['7', 7], ['1e6', 1_000_000], ['2.5e6', 2_500_000], ['1.0', 1], ['1E3', 1000], ['.5e1', 5], ['1000e-3', 1], ['1.5e1', 15]] as const) {
      expect(parseWholeNumber(text, '--x', 0, 1e7)).toBe(n);
    }
  });

  // Number() rounds the first two to 1: the digits are what is judged.
  it.each(['0.99999999999999999', '1.00000000000000001', '1.2345e3', '1.5', '1e-3', '-1', '+1', '0x10', '1_000', 'Infinity', 'NaN', '', ' ', '1e', 'e3', '1e400', '1,000', ' 5', '5 ', '\t5', '5\n'])('refuses %j', (text) => {
    expect(() => parseWholeNumber(text, '--x', 0, 1e12)).toThrow(`--x "${text}" is not a whole number from 0 to 1000000000000`);
  });

  it('refuses values outside the range', () => {
    expect(() => parseWholeNumber('11', '--x', 1, 10)).toThrow('from 1 to 10');
    expect(() => parseWholeNumber('0', '--x', 1, 10)).toThrow('from 1 to 10');
  });
});

describe('number flags: one rule in every subcommand', () => {
  const users = (flag: string) => COMMANDS.filter((c) => (c.options ?? []).some((o) => o.flag.startsWith(`--${flag} `)));

  it('--max-nodes is offered by solve, hint, study and play (its solver player); --max-ms by the first three', () => {
    expect(users('max-nodes').map((c) => c.name)).toEqual(['solve', 'hint', 'study', 'play']);
    expect(users('max-ms').map((c) => c.name)).toEqual(['solve', 'hint', 'study']);
  });

  it.each(['1.5', '0', '-5', '1e-3', 'lots', ' 5'])('--max-nodes %j: the same refusal everywhere, nothing hangs', async (value) => {
    for (const argv of [['solve', '--deal-number', '1'], ['hint', '--deal-number', '1'], ['study', '--from', '1', '--to', '1']]) {
      await expectBadInput([...argv, '--max-nodes', value], `--max-nodes "${value}" is not a whole number from 1 to 1000000000000`);
    }
  });

  it('--max-ms 0 is refused everywhere', async () => {
    for (const argv of [['solve', '--deal-number', '1'], ['hint', '--deal-number', '1'], ['study', '--from', '1', '--to', '1']]) {
      await expectBadInput([...argv, '--max-ms', '0'], '--max-ms "0" is not a whole number from 1 to 86400000');
    }
  });

  it('1e3 is a budget of 1,000 nodes', async () => {
    const r = await run('solve', '--deal-number', '1', '--max-nodes', '1e3');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ result: 'unknown', nodes: 1000 });
  });

  it('--table-mb: 1..512, the largest table the module can hold', async () => {
    await expectBadInput(['solve', '--deal-number', '1', '--table-mb', '1024'], '--table-mb "1024" is not a whole number from 1 to 512');
    await expectBadInput(['solve', '--deal-number', '1', '--table-mb', '0'], '--table-mb "0" is not a whole number from 1 to 512');
    const r = await run('solve', '--deal-number', '1', '--table-mb', '512', '--max-nodes', '1000');
    expect(r.code).toBe(0);
  });

  it('hint takes no --table-mb (it is not documented there)', async () => {
    await expectBadInput(['hint', '--deal-number', '1', '--table-mb', '8'], 'unknown flag --table-mb');
  });

  it('study: --workers 0..64', async () => {
    await expectBadInput(['study', '--from', '1', '--to', '1', '--workers', '65'], '--workers "65" is not a whole number from 0 to 64');
    await expectBadInput(['study', '--from', '1', '--to', '1', '--workers', '1.5'], '--workers "1.5" is not a whole number from 0 to 64');
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
    await expectBadInput(['--version', 'x'], '--version takes no arguments');
  });
});

describe('the scripts\' flags (scriptFlags)', () => {
  it('a flag takes the kind of its default: a whole number, a boolean, or a file name as typed', async () => {
    const { scriptFlags } = await import('../../src/tools/flags.mjs');
    const defaults = { from: 1, log: false, study: '' };
    expect(scriptFlags('t', defaults, ['--from', '1e3', '--log', '--study', 'build/x-1.json'])).toEqual({ from: 1000, log: true, study: 'build/x-1.json' });
    expect(scriptFlags('t', defaults, [])).toEqual(defaults);
  });
});
