// Issue 38's end-to-end check in Chromium: a popup whose solver workers stop when idle
// (src/solver/worker/idle.ts) answers as before. Deal 3 played by Shift+H for 100 moves,
// Winnable? asked at the deal, after 50 moves and after 100: each hinted move and each verdict
// is what the same host answers in Node with the popup's budgets and tables. Then a rest until
// both workers have stopped, seen in the browser's list of the page's workers (CDP's worker
// targets), and a Hint: a new worker answers it, with the fair player's move. Nothing here
// reads a time or a byte count: those are bench-memory's.
import type { Page, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Move, moveToString, replay, status, stockRun } from '../../src/engine/index';
import { loadFair, loadSolver } from '../../src/solver/node';
import type { SolverAnswer } from '../../src/solver/search/answer';
import { workerClient } from '../../src/solver/worker/client';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { WORKER_TABLE_BYTES, tableBytesFor } from '../../src/solver/worker/tables';
import { BUDGETS } from '../../popup/advice/budgets';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { expectedHintText, fairExpected } from './fairExpect';
import { openOnGame, savedGame } from './popupPage';

const DEAL = 3;
/** Deal 3's fair player has not ended the game by then (a new game would be dealt otherwise). */
const MOVES = 100;

const browser = browserSession(() => launchChromium());
const pageErrors: string[] = [];

/**
 * The popup's worker host in Node (inProcess.ts runs the same createSolverHost as worker.ts),
 * with the worker's tables by budget: a Winnable? here searches as the popup's does.
 */
const node = workerClient(() => inProcessWorker(() => loadSolver(WORKER_TABLE_BYTES), loadFair, { tableFor: tableBytesFor }));

/** The verdict's words Node's answer must show: the kind, and a win's line by its length (the words are the popup's: verdictView). */
function verdictPattern(a: SolverAnswer): RegExp {
  if (a.verdict === 'win') return new RegExp(`^Winnable if you could see every card: a winning line of ${a.line.length} moves\\.`);
  if (a.verdict === 'loss') return /^Lost even if you could see every card \(proven\)\./;
  // The positions asked are settled in a few hundred nodes: an undecided one would be a change, not noise.
  throw new Error(`Node's Winnable? was ${a.verdict}: not a settled position`);
}

async function askWinnable(page: Page, moves: readonly Move[]): Promise<void> {
  const expected = await node.solve({ deal: gameOf(DEAL).deal, moves, ...BUDGETS.winnable, resume: true });
  const verdict = page.getByTestId('verdict');
  // The verdict of an earlier position went with the move that left it: the one read is this position's.
  expect(await verdict.count()).toBe(0);
  await page.locator('body').press('w');
  await verdict.waitFor({ timeout: 30_000 });
  expect(await verdict.textContent(), `Winnable? after ${moves.length} moves`).toMatch(verdictPattern(expected));
}

describe('Chromium: 100 hinted moves with Winnable?, then a rest and a hint (issue 38)', () => {
  it('answers as the solver in Node does, and after the workers stopped a new one answers the hint', async () => {
    const page = await openOnGame(browser(), pageErrors, gameOf(DEAL));
    const started: Worker[] = [];
    page.on('worker', (w) => started.push(w));
    try {
      await askWinnable(page, []);
      let askedMid = false;
      for (let press = 1; ; press++) {
        const { moves, position } = await savedGame(page);
        if (moves.length >= MOVES) break;
        expect(status(position), `the game ended after ${moves.length} moves`).toBe('playing');
        const best = (await fairExpected(DEAL, moves)).best!;
        await page.locator('body').press('Shift+H');
        await expect.poll(async () => (await savedGame(page)).moves.length, { timeout: 20_000 }).toBeGreaterThan(moves.length);
        // A hinted deal is played as a run of deals, until a card has a move (session.ts, stockRun).
        const added = (await savedGame(page)).moves.slice(moves.length).map(moveToString);
        expect(added, `press ${press}, after move ${moves.length}`).toEqual((best.kind === 'deal' ? stockRun(position) : [best]).map(moveToString));
        if (!askedMid && moves.length + added.length >= MOVES / 2) {
          askedMid = true;
          await askWinnable(page, (await savedGame(page)).moves);
        }
      }
      const end = await savedGame(page);
      await askWinnable(page, end.moves);
      // The front lane's worker and the one the meter's lane shares with the blunder check.
      expect(page.workers()).toHaveLength(2);

      // The rest: nothing asked until each worker has said it is idle (IDLE_MS after its last
      // answer, every answer here settled) and its client has ended it. The bound is a hang's.
      await expect.poll(() => page.workers().length, { timeout: 60_000, interval: 500 }).toBe(0);
      const before = started.length;
      await page.locator('body').press('h');
      const hint = page.getByTestId('hint');
      await hint.waitFor({ timeout: 20_000 });
      const fair = await fairExpected(DEAL, end.moves);
      const position = replay(end.deal, end.moves);
      if (!position.ok) throw new Error(position.error.message);
      expect(await hint.textContent()).toBe(expectedHintText(position.value, fair));
      expect([await page.getAttribute('.hint-from', 'data-pile'), await page.getAttribute('.hint-to', 'data-pile')]).toEqual([fair.from, fair.to]);
      // Answered by a worker started after the rest, not one that outlived it.
      expect(started.length).toBeGreaterThan(before);
      expect(page.workers().length).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  }, 300_000);

  it('no popup page reported an error', () => {
    expect(pageErrors).toEqual([]);
  });
});
