import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  dealFromNumber, dealToString, legalMoves, movesToString, parseMoves, replay, type Card,
} from '../../src/engine/index';
import { COMMANDS } from '../../src/cli/plot';
import { readFlags } from '../../src/cli/args';
import { expectBadInput, run } from './run';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const deal = (n: number): Card[] => {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
};
const DEAL1 = dealToString(deal(1));
const DEAL1_FIRST_CARDS = 'KD 9D 8D 9D TC 5H TD 5C 8H 2H 8S TD 5S JH 7C 7H 9S 7D KS 5S 5H 8C 2C JD TH 3H';

// Deal 5: sixteen legal moves; f1 then holds 6 cards, and t1 is the base-rank KC.
const DEAL5_16 = 'deal w>t4 deal w>t12 deal w>t2 deal deal w>t2 deal deal w>f t2>f t2>f t2>f t5>f';

describe('plot deal', () => {
  it('prints deal 1 in RULES.md order', async () => {
    const r = await run('deal', '1');
    expect(r).toEqual({ code: 0, out: `${DEAL1}\n`, err: '' });
    expect(r.out.startsWith(DEAL1_FIRST_CARDS)).toBe(true);
    expect(r.out.trim().split(' ')).toHaveLength(104);
  });

  it('accepts the largest deal number', async () => {
    const r = await run('deal', '4294967295');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${dealToString(deal(4294967295))}\n`);
  });

  it.each([
    ['abc'], ['0'], ['-3'], ['1.5'], ['4294967296'], ['1e-3'], ['0x10'], [''],
  ])('rejects deal number %j', async (n) => {
    await expectBadInput(['deal', n], new RegExp(`deal number "${n.replace('.', '\\.')}" is not a whole number from 1 to 4294967295`));
  });

  it('reads a deal number in digits only, as the popup does (1e3 and 1000.0 are refused; test/cli/dealNumber.test.ts)', async () => {
    const thousand = `${dealToString(deal(1000))}\n`;
    for (const n of ['1000', '01000']) expect((await run('deal', n)).out).toBe(thousand);
    for (const n of ['1e3', '1E3', '1000.0', ' 1000 ']) await expectBadInput(['deal', n], `deal number "${n}" is not a whole number from 1 to 4294967295 in digits only`);
  });

  it('needs exactly one deal number', async () => {
    await expectBadInput(['deal'], /deal needs a deal number/);
    await expectBadInput(['deal', '1', '2'], /unexpected argument "2"/);
  });
});

describe('plot moves', () => {
  it('lists the legal moves of a fresh deal in legalMoves order', async () => {
    const r = await run('moves', '--deal-number', '1');
    expect(r).toEqual({ code: 0, out: 'deal t1>t8 t2>t8 t3>t11 t4>t8 t8>t3 t9>t12\n', err: '' });
  });

  it('accepts --deal "..." and --deal=... alike, and replays --moves', async () => {
    const expected = movesToString(legalMoves(unwrap(replay(deal(5), unwrap(parseMoves(DEAL5_16))))));
    expect(expected).toBe('deal t3>f t3>t7 t7>t4 t7>t8 t7>t12');
    for (const argv of [
      ['moves', '--deal', dealToString(deal(5)), '--moves', DEAL5_16],
      ['moves', `--deal=${dealToString(deal(5))}`, `--moves=${DEAL5_16}`],
      ['moves', '--moves', DEAL5_16, '--deal-number=5'],
    ]) {
      expect(await run(...argv)).toEqual({ code: 0, out: `${expected}\n`, err: '' });
    }
  });

  it('prints the moves in the engine order (deal; then w, r, t1..t12, each f first)', async () => {
    const r = await run('moves', '--deal-number', '5', '--moves', DEAL5_16);
    const tokens = r.out.trim().split(' ');
    expect(tokens[0]).toBe('deal');
    const rank = (t: string): number => {
      const src = t.split('>')[0];
      return src === 'w' ? 0 : src === 'r' ? 1 : 1 + Number(src.slice(1));
    };
    const plays = tokens.slice(1);
    expect(plays.map(rank)).toEqual([...plays.map(rank)].sort((a, b) => a - b));
  });

  it('accepts empty --moves and case-insensitive tokens', async () => {
    expect((await run('moves', '--deal-number', '1', '--moves', '')).out).toBe('deal t1>t8 t2>t8 t3>t11 t4>t8 t8>t3 t9>t12\n');
    expect((await run('moves', '--deal-number', '1', '--moves', 'DEAL')).code).toBe(0);
  });

  it('prints an empty line when the game is over', async () => {
    const moves = 'deal '.repeat(78).trim();
    const r = await run('moves', '--deal-number', '1', '--moves', moves);
    expect(r.code).toBe(0);
    // After dealing the whole stock only the waste top and the tableau can move; whatever
    // is left, the output is exactly legalMoves.
    expect(r.out).toBe(`${movesToString(legalMoves(unwrap(replay(deal(1), unwrap(parseMoves(moves))))))}\n`);
  });
});

describe('plot show', () => {
  it('renders a fresh deal', async () => {
    const r = await run('show', '--deal-number', '1');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toBe(
      [
        'deal 1, base rank J, after 0 moves, playing, 7 legal moves',
        'reserve  5S  (13 cards)',
        'stock    78 cards',
        'waste    (empty)',
        'foundations (f2..f8 closed until f1 is complete)',
        '  f1 JH 1/13      f2 closed       f3 closed       f4 closed',
        '  f5 closed       f6 closed       f7 closed       f8 closed',
        'tableau (each pile bottom to top, downwards)',
        '  t1    t2    t3    t4',
        '  7C    7H    9S    7D',
        '  t5    t6    t7    t8',
        '  KS    5S    5H    8C',
        '  t9    t10   t11   t12',
        '  2C    JD    TH    3H',
        '',
      ].join('\n'),
    );
  });

  it('renders piles, spaces, the waste and f1 after moves; plain ASCII', async () => {
    const r = await run('show', '--deal', dealToString(deal(5)), '--moves', DEAL5_16);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^base rank K, after 16 moves, playing, 6 legal moves\n/);
    expect(r.out).toContain('reserve  TS  (13 cards)\n');
    expect(r.out).toContain('stock    71 cards\n');
    expect(r.out).toContain('waste    TC 8D  (2 cards, top last)\n');
    expect(r.out).toContain('  f1 5D 6/13      f2 closed');
    expect(r.out).toContain('  t1    t2    t3    t4\n  KC    --    6D    9D\n                    8S\n');
    expect(r.out).toMatch(/^[\x20-\x7e\n]*$/);
  });
});

describe('plot show after f1 is complete', () => {
  it('marks complete foundations done and unstarted ones --', async () => {
    // Play greedily (foundation first, then waste, then deal) until f1 is complete.
    let moves: string[] = [];
    for (let i = 0; i < 300; i++) {
      const pos = unwrap(replay(deal(2), unwrap(parseMoves(moves.join(' ')))));
      if (pos.foundations[0].length === 13) break;
      const legal = legalMoves(pos).map((m) => movesToString([m]));
      const next = legal.find((m) => m.endsWith('>f')) ?? legal.find((m) => m.startsWith('w>')) ?? legal[0];
      if (next === undefined) break;
      moves = [...moves, next];
    }
    const pos = unwrap(replay(deal(2), unwrap(parseMoves(moves.join(' ')))));
    expect(pos.foundations[0]).toHaveLength(13);
    const r = await run('show', '--deal-number', '2', '--moves', moves.join(' '));
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('closed');
    expect(r.out).toMatch(/ {2}f1 \w\w done/);
    expect(r.out).toMatch(/f8 (--|\w\w \d+\/13|\w\w done)/);
  });

  it('shows at most five waste cards, the top last', async () => {
    const moves = 'deal '.repeat(8).trim();
    const pos = unwrap(replay(deal(1), unwrap(parseMoves(moves))));
    const last5 = dealToString(pos.waste.slice(-5));
    const r = await run('show', '--deal-number', '1', '--moves', moves);
    expect(r.out).toContain(`waste    .. ${last5}  (8 cards, top last)\n`);
  });
});

describe('help', () => {
  it('plot --help and plot help list every registered subcommand', async () => {
    for (const argv of [['--help'], ['help'], ['-h']]) {
      const r = await run(...argv);
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      for (const c of COMMANDS) expect(r.out).toContain(c.usage);
    }
    expect(COMMANDS.map((c) => c.name)).toEqual(expect.arrayContaining(['deal', 'moves', 'show']));
  });

  it('plot COMMAND --help and plot help COMMAND show one command', async () => {
    for (const argv of [['show', '--help'], ['help', 'show'], ['show', '--deal-number', '1', '--help']]) {
      const r = await run(...argv);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^usage: plot show /);
    }
  });
});

describe('bad input: one line on stderr, exit code 2', () => {
  const d1 = deal(1).map((c) => dealToString([c]));

  it('a card three times', async () => {
    const thrice = [d1[0], d1[0], ...d1.slice(2)].join(' ');
    const line = await expectBadInput(['moves', '--deal', thrice], /^plot: --deal: card \d+: KD appears a third time/);
    expect(line).toContain('card 77');
  });

  it('a malformed card', async () => {
    const bad = ['KX', ...d1.slice(1)].join(' ');
    await expectBadInput(['show', '--deal', bad], /^plot: --deal: card 1: "KX"/);
  });

  it('a deal of the wrong length', async () => {
    await expectBadInput(['moves', '--deal', d1.slice(1).join(' ')], /^plot: --deal: a deal has 104 cards, this one has 103/);
  });

  it('an illegal move names its number, its token and the reason', async () => {
    await expectBadInput(
      ['moves', '--deal-number', '5', '--moves', `${DEAL5_16} t1>f`],
      /^plot: move 17 \(t1>f\) is illegal: no foundation may be started with KC until f1 is complete\n$/,
    );
    await expectBadInput(
      ['show', '--deal-number', '1', '--moves', 'deal T9>t3'],
      /^plot: move 2 \(t9>t3\) is illegal: /,
    );
  });

  it('a malformed move', async () => {
    await expectBadInput(['moves', '--deal-number', '1', '--moves', 'deal x>y'], /^plot: --moves: move 2: "x>y"/);
  });

  it('an unknown flag, before or after the subcommand', async () => {
    await expectBadInput(['moves', '--deal-number', '1', '--frob'], /^plot: unknown flag --frob\n$/);
    await expectBadInput(['show', '--frob=3'], /^plot: unknown flag --frob\n$/);
    await expectBadInput(['--frob'], /^plot: unknown flag --frob/);
  });

  it('a missing flag value', async () => {
    await expectBadInput(['moves', '--deal'], /^plot: --deal needs a value\n$/);
    await expectBadInput(['moves', '--deal-number', '--moves', 'deal'], /^plot: --deal-number needs a value\n$/);
  });

  it('no deal, or two deals', async () => {
    await expectBadInput(['show'], /^plot: no deal given/);
    await expectBadInput(['show', '--deal-number', '1', '--deal', DEAL1], /either --deal or --deal-number, not both/);
    await expectBadInput(['show', '--deal-number', '1', '--deal-number', '2'], /--deal-number is given twice/);
  });

  it('a stray positional argument', async () => {
    await expectBadInput(['moves', '--deal-number', '1', 'deal'], /^plot: unexpected argument "deal"/);
  });

  it('an unknown subcommand, or none', async () => {
    await expectBadInput(['frob'], /^plot: unknown command "frob"; try plot --help\n$/);
    await expectBadInput([], /^plot: no command given/);
    await expectBadInput(['help', 'frob'], /^plot: no help for "frob"/);
  });

  it('a non-numeric or out-of-range --deal-number', async () => {
    await expectBadInput(['moves', '--deal-number', 'seven'], /^plot: deal number "seven" is not a whole number/);
    await expectBadInput(['show', '--deal-number=4294967296'], /^plot: deal number "4294967296" is not a whole number/);
    await expectBadInput(['show', '--deal-number=0'], /^plot: deal number "0"/);
  });
});

describe('internal errors', () => {
  it('become one line and exit code 1, never a stack trace', async () => {
    const broken = { name: 'boom', usage: 'plot boom', summary: 'Fails.', run: () => { throw new TypeError('x is undefined'); } };
    (COMMANDS as unknown as object[]).push(broken);
    try {
      const r = await run('boom');
      expect(r).toEqual({ code: 1, out: '', err: 'plot: internal error: x is undefined\n' });
    } finally {
      (COMMANDS as unknown as object[]).pop();
    }
  });
});

describe('readFlags (node:util parseArgs underneath)', () => {
  const A = { a: { type: 'string' } } as const;
  const B = { b: { type: 'boolean' } } as const;

  it('takes --a v, --a=v, booleans, -- and positionals', () => {
    expect(readFlags(['--a', 'v', '--b', 'p', '--', '--c'], { ...A, ...B }, 2)).toEqual({
      flags: { a: 'v', b: true },
      positionals: ['p', '--c'],
    });
    expect(readFlags(['--a=x=y'], A).flags).toEqual({ a: 'x=y' });
    expect(readFlags(['--a='], A).flags).toEqual({ a: '' });
    expect(readFlags(['--a=--b'], A).flags).toEqual({ a: '--b' });
    expect(readFlags(['--a', '-5'], A).flags).toEqual({ a: '-5' });
  });

  it('takes an argument with one dash as a positional, whole', () => {
    expect(readFlags(['-3', '-xyz', '-'], A, 3).positionals).toEqual(['-3', '-xyz', '-']);
    expect(readFlags(['-a', 'v'], A, 2)).toEqual({ flags: {}, positionals: ['-a', 'v'] });
  });

  it('words each refusal in one line, naming the flag', () => {
    expect(() => readFlags(['--b=1'], B)).toThrow('--b takes no value');
    expect(() => readFlags(['--toString'], {})).toThrow('unknown flag --toString');
    expect(() => readFlags(['--a'], A)).toThrow('--a needs a value');
    expect(() => readFlags(['--a', '--b'], { ...A, ...B })).toThrow('--a needs a value');
    expect(() => readFlags(['--a', '1', '--a=2'], A)).toThrow('--a is given twice');
    expect(() => readFlags(['x'], A)).toThrow('unexpected argument "x"');
  });
});

describe('bin/plot.mjs, spawned', () => {
  const bin = join(ROOT, 'bin', 'plot.mjs');

  it('plot deal 1 prints deal 1 and exits 0', () => {
    const r = spawnSync(process.execPath, [bin, 'deal', '1'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${DEAL1}\n`);
  });

  it('a bad flag: one line on stderr, exit code 2', () => {
    const r = spawnSync(process.execPath, [bin, 'moves', '--deal-number', '1', '--nope'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('plot: unknown flag --nope\n');
  });
});

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('plot daily', () => {
  it('prints the deal of the day: a day of the shipped table, and one after it, searched', async () => {
    expect(await run('daily', '2026-12-14')).toEqual({ code: 0, out: '3189840314\n', err: '' }); // its start is proved lost
    expect(await run('daily', '2026-01-01')).toEqual({ code: 0, out: '2049302883\n', err: '' });
    const beyond = await run('daily', '2037-01-01');
    expect(beyond.code).toBe(0);
    expect(Number(beyond.out)).toBeGreaterThan(0);
  });

  it.each([['2026-02-30'], ['2026-1-01'], ['today'], ['2026-12-01x']])('refuses %s', async (day) => {
    await expectBadInput(['daily', day], /^plot: daily: ".*" is not a day written YYYY-MM-DD\n$/);
  });
});
