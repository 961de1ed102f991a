// Issue 38 in Firefox, shorter than the Chromium test (hintedRest.chromium.test.ts): deal 3 by
// Shift+H for 40 moves, each hinted move the fair player's in Node; Winnable? there, as the
// popup's worker host answers in Node with the popup's budgets; then a rest until both solver
// workers have been stopped as idle, and a Hint answered by a worker started after it, with
// the fair player's move. No time or byte count is read: those are bench-memory's.
import { describe, expect, it } from 'vitest';
import { moveToString, status, stockRun } from '../../../src/engine/index';
import { loadFair, loadSolver } from '../../../src/solver/node';
import { workerClient } from '../../../src/solver/worker/client';
import { inProcessWorker } from '../../../src/solver/worker/inProcess';
import { WORKER_TABLE_BYTES, tableBytesFor } from '../../../src/solver/worker/tables';
import { BUDGETS } from '../../../popup/advice/budgets';
import { gameOf } from '../a11yGames';
import type { FirefoxSession } from '../firefox';
import { expectedHintText, fairExpected } from '../fairExpect';
import { QUIET, inPopupTabOf, pile, press, saved, showGame, text } from '../firefoxPage';

const DEAL = 3;
const MOVES = 40;

/** The popup's worker host in Node (inProcess.ts runs worker.ts's createSolverHost), with the worker's tables by budget. */
const node = workerClient(() => inProcessWorker(() => loadSolver(WORKER_TABLE_BYTES), loadFair, { tableFor: tableBytesFor }));

/**
 * Counts, in the page, the solver workers the popup ends and starts from now on. The client
 * (src/solver/worker/client.ts) ends a worker only when it says it is idle (or on a crash, or
 * the page's unload) and makes one only when it has none, so a stop seen here is an idle stop
 * and a start after it a new worker. Patched from outside, by the test: nothing in the
 * shipped popup marks a worker's stop, and ESR 140's BiDi lists no worker realms.
 */
const COUNT_WORKERS = `(() => {
  const counts = (window.__plotWorkers = { started: 0, stopped: 0 });
  const terminate = Worker.prototype.terminate;
  Worker.prototype.terminate = function () { counts.stopped++; return terminate.call(this); };
  window.Worker = class extends Worker { constructor(...args) { super(...args); counts.started++; } };
  return true;
})()`;

/**
 * The solver workers of the page in `tab` that BiDi lists, ESR 153 on (140 lists no worker
 * realm at all). A worker's owner is its page's realm: the page showGame left, kept in the
 * back-forward cache, may keep its workers listed a while.
 */
async function workerRealms(b: FirefoxSession, tab: string): Promise<number> {
  const page = await b.send<{ realm: string }>('script.evaluate', { expression: '0', target: { context: tab }, awaitPromise: false, resultOwnership: 'none' });
  const { realms } = await b.send<{ realms: { type: string; origin: string; owners?: string[] }[] }>('script.getRealms', {});
  return realms.filter((r) => r.type === 'dedicated-worker' && r.origin === `moz-extension://${b.uuid}/worker.js` && r.owners?.includes(page.realm)).length;
}
const listsWorkerRealms = (version: string) => parseInt(version, 10) >= 150;

/** A key the popup's shortcuts hear (press() in firefoxPage.ts knows only the keys other suites need). */
const key = (b: FirefoxSession, tab: string, value: 'w' | 'h') =>
  b.send('input.performActions', { context: tab, actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }] });

export const hintedRestSuite = (browser: () => FirefoxSession) => describe('hinted moves, Winnable?, a rest and a hint (issue 38)', () => {

  const inTab = inPopupTabOf(browser);

  it(`${MOVES} moves by Shift+H and Winnable? answer as in Node; after the workers stopped, a new one answers the hint`, () =>
    inTab(async (b, tab) => {
      await showGame(b, tab, gameOf(DEAL), QUIET);
      await b.evaluate(tab, `${pile('t1')}.focus()`);
      for (let at = 0; at < MOVES;) {
        const { moves, position } = (await saved(b, tab)).game;
        expect(status(position), `the game ended after ${moves.length} moves`).toBe('playing');
        const best = (await fairExpected(DEAL, moves)).best!;
        await press(b, tab, 'H', { shift: true });
        await expect.poll(async () => (await saved(b, tab)).game.moves.length, { timeout: 20_000 }).toBeGreaterThan(moves.length);
        const added = (await saved(b, tab)).game.moves.slice(moves.length).map(moveToString);
        // A hinted deal is played as a run of deals, until a card has a move (session.ts, stockRun).
        expect(added, `after move ${moves.length}`).toEqual((best.kind === 'deal' ? stockRun(position) : [best]).map(moveToString));
        at = moves.length + added.length;
      }
      const end = (await saved(b, tab)).game;
      const verdict = await node.solve({ deal: end.deal, moves: end.moves, ...BUDGETS.winnable, resume: true });
      if (verdict.verdict !== 'win') throw new Error(`Node's Winnable? after ${end.moves.length} moves was ${verdict.verdict}, not the win deal 3 has there`);
      await key(b, tab, 'w');
      await b.poll(tab, text('verdict'), 30_000).toMatch(new RegExp(`^Winnable if you could see every card: a winning line of ${verdict.line.length} moves\\.`));

      await b.evaluate(tab, COUNT_WORKERS);
      const realms = listsWorkerRealms(b.firefox.version);
      // The front lane's worker and the one the meter's lane shares with the blunder check.
      if (realms) expect(await workerRealms(b, tab)).toBe(2);
      // The rest: nothing asked until each worker has said it is idle (IDLE_MS after its last
      // answer) and its client has ended it. The bound is a hang's.
      await b.poll(tab, `window.__plotWorkers.stopped`, 60_000).toBe(2);
      if (realms) await expect.poll(() => workerRealms(b, tab), { timeout: 10_000 }).toBe(0);
      await key(b, tab, 'h');
      const fair = await fairExpected(DEAL, end.moves);
      await b.poll(tab, text('hint'), 20_000).toBe(expectedHintText(end.position, fair));
      expect(await b.evaluate(tab, `[document.querySelector('.hint-from')?.dataset.pile, document.querySelector('.hint-to')?.dataset.pile]`)).toEqual([fair.from, fair.to]);
      expect(await b.evaluate(tab, `window.__plotWorkers.started`)).toBeGreaterThan(0);
    }), 240_000);
});
