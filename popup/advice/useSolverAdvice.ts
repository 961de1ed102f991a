// Everything the popup asks the solver: Hint (the fair player's, from what the player can
// see, unless the settings let hints read the face-down cards), Winnable? (with a longer
// search), winnable deals only, the deal of the day, and the quiet blunder check after each
// move. This hook holds what they show and drops it when the game moves on (answers to a
// position the game has left are dropped; proofs are kept in the verdict cache); the asking
// itself (popup/advice/asking.ts) comes with the lazy chunk, fetched when the browser is idle
// after the first paint.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Game } from '../../src/engine/index';
import type { DailyResult } from '../../src/solver/daily';
import type { AdviceContext, BusyTask } from './asking';
import type { BlunderView, HintView, VerdictView } from '../notices/MessageArea';
import type { DealSearch } from '../panels/Panels';
import { type SessionStore, useSessionListener } from '../session/store';
import { VerdictCache, keyOf } from './verdicts';
import { disposeLanes, type SolverLanes } from './solverClient';

const advice = () => import('../loading/onDemand');

export interface AdviceOptions {
  solver: SolverLanes;
  session: SessionStore;
  announce(text: string): void;
  showFlash(text: string): void;
  random?: () => number;
  warm?: boolean;
}

export function useSolverAdvice({ solver, session, announce, showFlash, random, warm }: AdviceOptions) {
  const [hint, setHint] = useState<HintView | undefined>();
  const [verdict, setVerdict] = useState<VerdictView | undefined>();
  const [blunder, setBlunder] = useState<BlunderView | undefined>();
  const [busy, setBusy] = useState<{ task: BusyTask; nodes: number } | undefined>();
  const [dealSearch, setDealSearch] = useState<DealSearch | undefined>();
  const [cache] = useState(() => new VerdictCache());
  /** Id of the player's latest solver request: an answer to an older one is dropped. */
  const frontRequest = useRef(0);
  const dealSearchId = useRef(0);
  /** The blunder checks, one after another in the back lane: a quick next move never skips one. */
  const blunderQueue = useRef<Promise<void>>(Promise.resolve());
  const context: AdviceContext = {
    solver, session, announce, showFlash, random, cache, frontRequest, dealSearchId, verdict,
    setHint, setVerdict, setBlunder, setBusy, setDealSearch,
  };

  /** Drops whatever the player asked the solver (a move was made, or Cancel). */
  const cancelFront = () => {
    frontRequest.current++;
    solver.front.cancel();
    setBusy(undefined);
    setDealSearch(undefined);
  };

  useSessionListener(session, ({ session: now, change }, before) => {
    if (now.game === before.game) return;
    cancelFront();
    setHint(undefined);
    const key = keyOf(now.game.moves);
    setVerdict((v) => (v && v.forKey === key && change.kind !== 'adopted' ? v : undefined));
    if (change.kind === 'started' || (change.kind === 'adopted' && now.game.deal.join() !== before.game.deal.join())) cache.clear();
    const byLine = change.kind === 'moved' && (change.byDemo || change.finishing);
    // The warning stays while its move is still played (quick play goes on past it).
    setBlunder((b) => (b && now.game.moves.length >= b.afterLength && keyOf(now.game.moves.slice(0, b.afterLength)) === b.afterKey ? b : undefined));
    if (change.kind === 'moved' && !byLine) {
      const check = () => advice().then((a) => a.checkBlunder(context, change.before, now.game, change.move));
      blunderQueue.current = blunderQueue.current.then(check, check);
    }
  });

  useEffect(() => {
    // A one-node question loads the module in the worker, so the first Hint is quick;
    // only while the player has asked nothing: a later request would cancel theirs.
    const timer = warm
      ? setTimeout(() => frontRequest.current === 0 && void solver.front.solve({ deal: current().deal, moves: current().moves, maxNodes: 1 }), 100)
      : undefined;
    return () => {
      clearTimeout(timer);
      disposeLanes(solver);
    };
  }, []);

  const current = (): Game => session.get().game;
  const game = current();
  return {
    hint,
    verdict: verdict && verdict.forKey === keyOf(game.moves) ? verdict : undefined,
    blunder,
    dismissBlunder: () => setBlunder(undefined),
    busy,
    cancelFront,
    askHint: () => advice().then((a) => a.askHint(context)),
    askWinnable: (longer = false) => advice().then((a) => a.askWinnable(context, longer)),
    dealSearch,
    searchWinnableDeal: () => advice().then((a) => a.searchWinnableDeal(context)),
    findDaily: (day: string): Promise<DailyResult> => advice().then((a) => a.findDaily(context, day)),
    cancelDealSearch: () => {
      dealSearchId.current++;
      cancelFront();
    },
  };
}
