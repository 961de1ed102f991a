// The advice's one owner: what Hint, Winnable?, the deal searches and the blunder check show
// (AdviceState), the deal search under way, the verdict cache and the queue of blunder
// checks. Which front-lane question is the latest is the lane's client's to say (its one
// slot: src/solver/worker/client.ts); the controller cancels the lane when the game moves,
// so no answer about a position left is shown. Components follow it (useObserved) and call
// its methods; the questions themselves (advice/asking.ts) come with the on-demand chunk,
// handed this controller's tools (AdviceWork). On each step of the session it drops what the
// game has left: the question under way, the hint, a verdict about another position, a
// blunder warning whose move was undone; proofs stay in the cache until the deal changes. The
// blunder checks run one after another in the back lane (checkQueue), so a quick next move
// never skips one.
import { useEffect, useState } from 'preact/hooks';
import { cell, latestWins, useObserved } from '../session/observable';
import type { SessionListener, SessionStore } from '../session/store';
import type { Advice, AdviceState, AdviceWork } from './adviceState';
import { disposeLanes, type SolverLanes } from './solverClient';
import { VerdictCache } from './verdicts';
import { allInSight, keyOf, sameDeal } from '../../src/engine/index';
import type { ReadyDealHost } from '../panels/readyDeal';

export interface AdviceOptions {
  solver: SolverLanes;
  session: SessionStore;
  announce(text: string): void;
  showFlash(text: string): void;
  random?: () => number;
  /** Just after the first render, ask the proof behind Finish when every card is in sight. */
  proveAtOpen?: boolean;
  /** A deal found for a game begun during the search: asked about first (panels/readyDeal.ts). */
  ready: ReadyDealHost;
}

const asking = () => import('../loading/onDemand');

type Check = () => Promise<void>;

/**
 * The checks after each move, one at a time in the back lane (a newer request there would
 * cancel the one under way): every move's fair check before any full-deal search, so the
 * warning the player sees never waits behind the slower proofs noted for the review.
 */
function checkQueue(onChecked: () => void) {
  const fair: Check[] = [];
  // A move's full-deal check is its last: when it ends, the move is checked.
  const full: Check[] = [];
  let running: Promise<void> | undefined;
  const run = async () => {
    for (let next = fair.shift(); next; next = fair.shift()) await next().catch(() => undefined);
    const last = full.shift();
    if (last) {
      await last().catch(() => undefined);
      onChecked();
      return run();
    }
    running = undefined;
  };
  return {
    add(fairCheck: Check, fullCheck: Check) {
      fair.push(fairCheck);
      full.push(fullCheck);
      running ??= run();
    },
  };
}

/**
 * The advice; attach() follows the session (and, with `proveAtOpen`, asks Finish's proof at once) until its return is called.
 * One closure of some 100 lines, over the 60 a function may have: it is on the popup's open
 * path, and the step listener taken out as a function of the controller's parts cost 19 bytes
 * gzipped (measured, 2026-12-04), beyond the 13 the budget had left (src/tools/chunks.mjs).
 */
export function createAdvice({ solver, session, announce, showFlash, random, proveAtOpen, ready }: AdviceOptions): Advice & { attach(): () => void } {
  const state = cell<AdviceState>({});
  // A deal search is many questions in turn: a cancelled one may end it (a Hint took the lane)
  // or belong to a search already replaced, which only the search's own token tells apart.
  const dealSearch = latestWins();
  const work: AdviceWork = {
    solver, session, random, announce, showFlash,
    cache: new VerdictCache(),
    shown: state.get,
    show: state.set,
    startDealSearch: dealSearch.start,
    ready,
  };
  const checks = checkQueue(() => state.set({ checked: (state.get().checked ?? 0) + 1 }));
  /** `task` ran to its end (or failed): counted in `settled`, the done signal tests of an absence wait for. */
  const settle = <T>(task: Promise<T>): Promise<T> => task.finally(() => state.set({ settled: (state.get().settled ?? 0) + 1 }));

  // Also what keeps an answer about a position the game has left from being shown: it settles 'cancelled'.
  const stop = () => {
    solver.front.cancel();
    state.set({ busy: undefined, dealSearch: undefined });
  };
  const stopDealSearch = () => {
    dealSearch.drop();
    stop();
  };

  const onStep: SessionListener = ({ session: now, change }, before) => {
    if (now.game === before.game || change.kind === 'noted') return; // a note on a ply moves nothing
    // A deal search is about the next game, not this one: a step leaves it running (its end
    // asks before it replaces a game begun meanwhile: dealSearches.ts), a new game ends it.
    if (change.kind === 'started') stopDealSearch();
    else if (!state.get().dealSearch) stop();
    // A hint on screen was about the position the move left: the warning never blames it.
    const { verdict, blunder, hint } = state.get();
    const key = keyOf(now.game.moves);
    const length = blunder?.afterLength ?? 0;
    state.set({
      hint: undefined,
      finish: undefined,
      verdict: verdict && verdict.forKey === key && change.kind !== 'adopted' ? verdict : undefined,
      // The warning stays while its move is still played (quick play goes on past it).
      blunder: blunder && now.game.moves.length >= length && keyOf(now.game.moves.slice(0, length)) === blunder.afterKey ? blunder : undefined,
    });
    if (change.kind === 'started' || (change.kind === 'adopted' && !sameDeal(now.game.deal, before.game.deal))) work.cache.clear();
    const byLine = change.kind === 'moved' && (change.byDemo || change.finishing);
    // Finish from the solver's proof, asked without the player asking (advice/finishProof.ts).
    if (!byLine) void settle(asking().then((a) => a.proveFinish(work)));
    if (change.kind === 'moved' && !byLine) {
      const { before, move } = change;
      checks.add(
        () => asking().then((a) => a.checkFairBlunder(work, before, now.game, move, hint?.move)),
        () => asking().then((a) => a.checkBlunder(work, before, now.game, move)),
      );
    }
  };

  return {
    get() {
      const shown = state.get();
      const key = keyOf(session.get().game.moves);
      const stale = (about?: { forKey: string }) => about !== undefined && about.forKey !== key;
      if (!stale(shown.verdict) && !stale(shown.finish)) return shown;
      return { ...shown, verdict: stale(shown.verdict) ? undefined : shown.verdict, finish: stale(shown.finish) ? undefined : shown.finish };
    },
    subscribe: state.subscribe,
    // A proof the answer brought (a winning line) may offer Finish (advice/finishProof.ts).
    askHint: () => settle(asking().then(async (a) => (await a.askHint(work), await a.proveFinish(work)))),
    playHint: () => asking().then((a) => a.playHint(work)),
    askWinnable: (options) => settle(asking().then(async (a) => (await a.askWinnable(work, options), await a.proveFinish(work)))),
    searchWinnableDeal() {
      const since = session.get().game; // the game as the player asked, whatever the chunk's load takes
      return asking().then((a) => a.searchWinnableDeal(work, since));
    },
    findDaily: (day) => asking().then((a) => a.findDaily(work, day)),
    stop,
    stopDealSearch,
    dismissBlunder: () => state.set({ blunder: undefined }),
    attach() {
      const unsubscribe = session.subscribe(onStep);
      // Reopened with every card in sight: the proof behind Finish is the first question. No
      // other question is asked before the player's own: the default Hint asks the fair player
      // on the meter's worker, which the first paint starts anyway, and a search's worker
      // starts at the first search (no second worker at open: docs/architecture.md, Memory).
      const ask = () => {
        if (allInSight(session.get().game.position)) void asking().then((a) => a.proveFinish(work));
      };
      const timer = proveAtOpen ? setTimeout(ask, 100) : undefined;
      return () => {
        unsubscribe();
        clearTimeout(timer);
        disposeLanes(solver);
      };
    },
  };
}

/** The advice for the component's life, rendering it again on each change. */
export function useAdvice(options: AdviceOptions): Advice {
  const [advice] = useState(() => createAdvice(options));
  useObserved(advice);
  useEffect(() => advice.attach(), [advice]);
  return advice;
}
