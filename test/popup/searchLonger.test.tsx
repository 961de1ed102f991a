// @vitest-environment happy-dom
// Search longer: each click resumes the worker's search with the next, larger node budget,
// says how far it has got, and stops offering itself after the last step.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LONGER_STEPS } from '../../popup/advice/longerBudget';
import type { SolverClient, SolverRequest } from '../../popup/advice/solverClient';
import { formatCount, verdictView } from '../../popup/advice/solverViews';
import { setMessageSource } from '../../popup/platform/i18n';
import type { SolverAnswer } from '../../src/solver/search/answer';
import { renderApp } from './helpers';
import { fairAnswer } from './answers';

afterEach(() => cleanup());

/** A front lane whose searches never decide: each spends its node budget (as the worker would). */
function undecidedLane(requests: SolverRequest[]): SolverClient {
  return {
    async solve(request) {
      requests.push(request);
      return { verdict: 'unknown', nodes: request.maxNodes ?? 0, ms: 1, ...(request.resume ? { resumedFrom: 1 } : {}) } as SolverAnswer;
    },
    chance: async () => fairAnswer(0.5),
    cancel() {},
    dispose() {},
  };
}

describe('how far a search got, in words', () => {
  it('counts below a million in full, then millions with one decimal (one million in the singular)', () => {
    expect(formatCount(850_000)).toBe('850,000');
    expect(formatCount(1_020_000)).toBe('1 million');
    expect(formatCount(4_240_000)).toBe('4.2 million');
    expect(formatCount(100_000_000)).toBe('100 million');
  });

  it('in Spanish, millions take "de" before the positions they count', () => {
    const es = JSON.parse(readFileSync(join(process.cwd(), '_locales', 'es', 'messages.json'), 'utf8')) as Record<string, { message: string }>;
    setMessageSource((key, subs) => (es[key]?.message ?? '').replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? ''));
    try {
      expect(verdictView('', { verdict: 'unknown', nodes: 2_000_000, ms: 0 }).text).toBe('Sin decidir: se han examinado 2 millones de posiciones y aún no hay victoria ni derrota demostrada.');
      expect(verdictView('', { verdict: 'unknown', nodes: 100_000_000, ms: 0 }).text).toBe('Sigue sin decidir tras 100 millones de posiciones: la búsqueda no llega más lejos.');
      expect(verdictView('', { verdict: 'unknown', nodes: 1_000_000, ms: 0 }).text).toMatch(/^Sin decidir: se han examinado 1 millón de posiciones/);
    } finally {
      setMessageSource(undefined);
    }
  });
});

describe('Search longer', () => {
  it('resumes with the next budget each time, says how far it got, and stops at the last step', async () => {
    const requests: SolverRequest[] = [];
    const lane = undecidedLane(requests);
    renderApp({ solver: { front: lane, back: lane, fair: lane } });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/Undecided: 2 million positions searched/));
    for (const [i, step] of LONGER_STEPS.entries()) {
      fireEvent.click(screen.getByRole('button', { name: 'Search longer' }));
      const millions = (step / 1_000_000).toLocaleString();
      await waitFor(() => expect(screen.getByTestId('verdict').textContent).toContain(`${millions} million positions`));
      expect(requests[i + 1]).toMatchObject({ maxNodes: step, resume: true });
    }
    expect(screen.getByTestId('verdict').textContent).toMatch(/^Still undecided after 100 million positions: the search goes no further\./);
    expect(screen.queryByRole('button', { name: 'Search longer' })).toBeNull();
    expect(requests).toHaveLength(1 + LONGER_STEPS.length);
  });

  it('a search stopped early by its time limit is offered the same step again', async () => {
    const requests: SolverRequest[] = [];
    const lane: SolverClient = {
      async solve(request) {
        requests.push(request);
        return { verdict: 'unknown', nodes: Math.min(request.maxNodes ?? 0, 4_200_000), ms: 1 } as SolverAnswer;
      },
      chance: async () => fairAnswer(0.5),
      cancel() {},
      dispose() {},
    };
    renderApp({ solver: { front: lane, back: lane, fair: lane } });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => screen.getByRole('button', { name: 'Search longer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search longer' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/^Undecided: 4\.2 million positions searched, no win or loss proven yet\./));
    fireEvent.click(screen.getByRole('button', { name: 'Search longer' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2].maxNodes).toBe(LONGER_STEPS[0]);
  });
});
