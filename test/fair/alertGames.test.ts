// The fair alert over whole games (scripts/fair-alerts.mjs's alertStudy, on a few deals; the
// script measures deals 1..200 for docs/fair-play.md): never on the fair player's own moves,
// and on the greedy baseline's now and then.
import { beforeAll, expect, it } from 'vitest';
import * as engine from '../../src/engine/index';
import * as core from '../../src/solver/fair/core';
import * as alert from '../../src/solver/fair/alert';
import * as judge from '../../src/solver/fair/judge';
import { loadFair } from '../../src/solver/node';
import { alertStudy } from '../../scripts/fair-alerts.mjs';

const lib = { ...engine, ...core, ...alert, ...judge };
let fair: core.FairCore;
beforeAll(async () => {
  fair = await loadFair();
});

interface Study { games: number; judged: number; alerts: number; independent: number; alertDeals: number[] }

it('no alert on the fair player\'s own moves (deals 1..3), nor from a judge on other determinizations', () => {
  const r: Study = alertStudy(lib, fair, { from: 1, to: 3, player: 'fair' });
  expect(r.games).toBe(3);
  expect(r.judged).toBeGreaterThan(200);
  expect(r.alerts).toBe(0);
  expect(r.independent).toBe(0);
});

it('alerts on the greedy baseline\'s blunder in deal 12', () => {
  const r: Study = alertStudy(lib, fair, { from: 12, to: 12, player: 'greedy' });
  expect(r.alerts).toBeGreaterThan(0);
  expect(r.alertDeals).toEqual([12]);
});
