// `plot chance`, `plot play`, `plot fair-study`: the JSON they print and their refusals.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, dealToString, replay } from '../../src/engine/index';
import { movesFrom } from '../support/positions';
import { expectBadInput, run } from '../cli/run';
import { FIGURES_FROM, FIGURES_TO, fairReport } from '../../src/cli/fairReport';

const DEAL3 = (() => {
  const d = dealFromNumber(3);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
})();

describe('plot chance', () => {
  it('prints one JSON line: chance with its interval, samples, best move, every candidate', async () => {
    const r = await run('chance', '--deal-number', '3', '--moves', 'deal', '--samples', '30');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.split('\n')).toHaveLength(2);
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual(['chance', 'low', 'high', 'samples', 'best', 'reason', 'why', 'moves', 'ms']);
    expect(j.samples).toBe(30);
    expect(j.low).toBeLessThanOrEqual(j.chance);
    expect(j.high).toBeGreaterThanOrEqual(j.chance);
    expect(j.moves[0].move).toBe(j.best);
    expect(j.moves[0].chance).toBe(j.chance);
    for (const m of j.moves) expect(m.chance).toBeGreaterThanOrEqual(0);
    expect(replay(DEAL3, movesFrom(`deal ${j.best}`)).ok).toBe(true);
  });

  it('gives the same answer for --deal and --deal-number, and for any order of the face-down cards', async () => {
    const a = await run('chance', '--deal-number', '3', '--samples', '20');
    const b = await run('chance', '--deal', dealToString(DEAL3), '--samples', '20');
    // The stock (the last 78 cards) reversed: the player sees the same.
    const shuffled = [...DEAL3.slice(0, 26), ...DEAL3.slice(26).reverse()];
    const c = await run('chance', '--deal', dealToString(shuffled), '--samples', '20');
    const strip = (s: string) => s.replace(/"ms":\d+/, '');
    expect(strip(b.out)).toBe(strip(a.out));
    expect(strip(c.out)).toBe(strip(a.out));
  });

  it.each([
    [['chance'], /no deal given/],
    [['chance', '--deal-number', '3', '--samples', '0'], /--samples "(0|many)" is not a whole number from 1 to 100,?000/],
    [['chance', '--deal-number', '3', '--samples', 'many'], /--samples "(0|many)" is not a whole number from 1 to 100,?000/],
    [['chance', '--deal-number', '3', '--moves', 'w>t99'], /--moves/],
    [['chance', '--deal', 'AS KS'], /a deal has 104 cards/],
    [['chance', '--deal-number', '3', '--bogus'], /unknown flag --bogus/],
  ])('refuses %j', async (argv, pattern) => {
    await expectBadInput(argv, pattern);
  });
});

describe('plot play', () => {
  it('greedy: a whole game that replays, result won or lost', async () => {
    const r = await run('play', '--deal-number', '3', '--player', 'greedy');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual(['result', 'moves', 'ms']);
    expect(['won', 'lost']).toContain(j.result);
    const end = replay(DEAL3, movesFrom(j.moves));
    expect(end.ok).toBe(true);
    if (end.ok) expect(end.value.foundations.every((f) => f.length === 13)).toBe(j.result === 'won');
  });

  it('solver: the full-knowledge winning line', async () => {
    const r = await run('play', '--deal-number', '3', '--player', 'solver');
    const j = JSON.parse(r.out);
    expect(j.result).toBe('won');
    const end = replay(DEAL3, movesFrom(j.moves));
    expect(end.ok && end.value.foundations.every((f) => f.length === 13)).toBe(true);
  });

  it('fair: plays from a late position the move plot chance recommends', async () => {
    // Greedy's game of deal 3 minus its last 12 moves: a short ending for the fair player.
    const g = JSON.parse((await run('play', '--deal-number', '3', '--player', 'greedy')).out);
    const tokens = g.moves.split(' ');
    const start = tokens.slice(0, tokens.length - 12).join(' ');
    const r = await run('play', '--deal-number', '3', '--moves', start, '--player', 'fair');
    const j = JSON.parse(r.out);
    const first = j.moves.split(' ')[0];
    const c = JSON.parse((await run('chance', '--deal-number', '3', '--moves', start)).out);
    expect(first).toBe(c.best);
    expect(replay(DEAL3, movesFrom(`${start} ${j.moves}`)).ok).toBe(true);
  });

  it.each([
    [['play', '--deal-number', '3'], /play needs --player/],
    [['play', '--deal-number', '3', '--player', 'oracle'], /--player must be fair, greedy or solver/],
    [['play', '--player', 'fair'], /no deal given/],
  ])('refuses %j', async (argv, pattern) => {
    await expectBadInput(argv, pattern);
  });
});

describe('plot fair-study', () => {
  it('writes the study for a small range (in this thread)', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'plot-fair-')), 'fair.md');
    const r = await run('fair-study', '--from', '3', '--to', '4', '--workers', '0', '--samples', '3', '--out', out);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.deals).toBe(2);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('## Definitions');
    expect(text).toContain('| fair player');
    expect(text).toContain('| greedy baseline');
    expect(text).toContain('| full knowledge');
    expect(text).toContain('## Calibration');
    expect(text).toContain('## Difficulty');
    // The prose is docs/fair-play.md's own, word for word; only the part between the marks is the run's.
    const page = readFileSync(join(process.cwd(), 'docs', 'fair-play.md'), 'utf8');
    const cut = (t: string) => [t.slice(0, t.indexOf(FIGURES_FROM)), t.slice(t.indexOf(FIGURES_TO))];
    expect(cut(text)).toEqual(cut(page));
    expect(text).toContain('Deals 3..4 (2 deals');
    expect(() => fairReport('# no marks', [], { from: 3, to: 4, workers: 0, samples: 3, wallMs: 0, command: '' })).toThrow(/has no .* marks/);
  });

  it('fits a calibration on its --json (plot fair-calibrate), as a module the next run can load', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plot-fair-'));
    const json = join(dir, 'fit.json');
    const r = await run('fair-study', '--from', '5', '--to', '6', '--workers', '0', '--samples', '4', '--out', join(dir, 'fit.md'), '--json', json);
    expect(r.code).toBe(0);
    const games = JSON.parse(readFileSync(json, 'utf8')) as { n: number; rollouts: number[]; start: number }[];
    expect(games.map((g) => g.n)).toEqual([5, 6]);
    for (const g of games) {
      expect(g.rollouts.length).toBeGreaterThan(0);
      expect(g.start).toBeGreaterThanOrEqual(0);
      expect(g.start).toBeLessThanOrEqual(1);
    }
    const out = join(dir, 'table.ts');
    const c = await run('fair-calibrate', '--json', json, '--out', out);
    expect(c.code).toBe(0);
    const summary = JSON.parse(c.out);
    expect(summary.deals).toBe(2);
    expect(summary.positions).toBe(games.reduce((s, g) => s + g.rollouts.length, 0));
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^\/\/ Generated by `plot fair-calibrate`/);
    expect(text).toContain('source: "deals 5..6 (2 games');
    // Data only: an import back into calibration.ts would be an import circle.
    expect(text).not.toMatch(/^import /m);
  });

  it('--resume takes the deals of an earlier run and plays only the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plot-fair-'));
    const first = join(dir, 'first.json');
    expect((await run('fair-study', '--from', '3', '--to', '3', '--workers', '0', '--samples', '3', '--out', join(dir, 'a.md'), '--json', first)).code).toBe(0);
    const earlier = JSON.parse(readFileSync(first, 'utf8'));
    // Marked so that a replay of deal 3 would show: a replay measures its own time.
    earlier[0].ms = 123456789;
    writeFileSync(first, JSON.stringify(earlier));
    const both = join(dir, 'both.json');
    const out = join(dir, 'b.md');
    const r = await run('fair-study', '--from', '3', '--to', '4', '--workers', '0', '--samples', '3', '--resume', first, '--out', out, '--json', both);
    expect(r.code).toBe(0);
    const games = JSON.parse(readFileSync(both, 'utf8'));
    expect(games.map((g: { n: number }) => g.n)).toEqual([3, 4]);
    expect(games[0]).toEqual(earlier[0]);
    expect(readFileSync(out, 'utf8')).toMatch(/1 of the 2 deals were played by an earlier run .*, the other 1 by this run in \d+ s\./);
    // Nothing left to play: the report says so instead of a run of "0 s".
    expect((await run('fair-study', '--from', '3', '--to', '3', '--workers', '0', '--samples', '3', '--resume', first, '--out', out)).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('the deal was played by an earlier run');
    await expectBadInput(['fair-study', '--from', '3', '--to', '4', '--workers', '0', '--samples', '4', '--resume', first, '--out', out],
      /--resume .*: deal 3 was played with --samples 3, not 4/);
  });

  it.each([
    [['fair-study', '--from', '5'], /needs --from A --to B/],
    [['fair-study', '--from', '5', '--to', '3'], /--to must not be below --from/],
    [['fair-study', '--from', '1', '--to', '2', '--workers', 'x'], /--workers "x" is not a whole number/],
    [['fair-study', '--from', '1', '--to', '2', '--resume', 'package.json'], /is not the --json of a plot fair-study run/],
    [['fair-study', '--from', '1', '--to', '2000000'], /plays at most 1,000,000 deals/],
    [['fair-calibrate'], /fair-calibrate needs --json FILE/],
    [['fair-calibrate', '--json', '/nonexistent/fit.json'], /cannot read/],
    [['fair-calibrate', '--json', 'package.json'], /is not the --json of a plot fair-study run/],
    [['fair-calibrate', '--json', 'package.json', '--out', 'x.md'], /must name a .ts file/],
  ])('refuses %j', async (argv, pattern) => {
    await expectBadInput(argv, pattern);
  });
});
