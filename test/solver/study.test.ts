// plot study's pieces: the Wilson interval, the report and the chart, and a small
// in-thread run whose wins were replayed by solveGame.
import { describe, expect, test } from 'vitest';
import { effortSvg, runStudy, wilson, winnabilityReport } from '../../src/cli/study';

describe('study', () => {
  test('Wilson interval', () => {
    const [lo, hi] = wilson(990, 1000);
    expect(lo).toBeCloseTo(0.9817, 3);
    expect(hi).toBeCloseTo(0.9946, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [a, b] = wilson(10, 10);
    expect(b).toBeCloseTo(1, 9);
    expect(a).toBeGreaterThan(0.7);
  });

  test('solves a small range in this thread and reports it', async () => {
    const outcomes = await runStudy(1, 8, 0, 300_000);
    expect(outcomes.map((o) => o.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(outcomes.find((o) => o.n === 5)).toMatchObject({ verdict: 'loss', proof: 'reserve bound' });
    expect(outcomes.filter((o) => o.verdict !== 'loss').every((o) => o.proof === undefined)).toBe(true);
    expect(outcomes.filter((o) => o.verdict === 'win').length).toBeGreaterThan(5);
    const md = winnabilityReport(outcomes, 1, 8, 300_000, 0, 123, 'x-effort.svg');
    expect(md).toMatch(/Win rate/);
    expect(md).toMatch(/\| — of which by the reserve bound \(on the deal itself\) \| 1 \|/);
    expect(md).toMatch(/95% confidence interval/);
    expect(md).toMatch(/!\[Nodes searched per deal\]\(x-effort.svg\)/);
    // Each maximum is one deal's own pair of figures, not the top of two separate sorts.
    const decided = outcomes.filter((o) => o.verdict === 'win' || o.verdict === 'loss');
    const most = decided.reduce((a, o) => (o.nodes > a.nodes ? o : a));
    const longest = decided.reduce((a, o) => (o.ms > a.ms ? o : a));
    expect(md).toContain(`| most | ${most.nodes.toLocaleString('en')} (deal ${most.n}, ${most.ms.toFixed(0)} ms) | ${longest.ms.toFixed(0)} (deal ${longest.n}, ${longest.nodes.toLocaleString('en')} nodes) |`);
    const svg = effortSvg(outcomes);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });
});
