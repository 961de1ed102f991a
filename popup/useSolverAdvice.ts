// Everything the popup asks the solver: Hint (the fair player's, from what the player can
// see, unless the settings let hints read the face-down cards), Winnable? (with a longer
// search), winnable deals only, and the quiet blunder check after each move. Answers to a
// position the game has left are dropped; proofs are kept in the verdict cache.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type Game, status } from '../src/engine/index';
import { gameFromNumber, randomDealNumber } from './boot';
import type { DailyResult } from '../src/solver/daily';
import type { BlunderView, HintView, VerdictView } from './components/MessageArea';
import type { DealSearch } from './components/Panels';
import { t } from './i18n';
import { type SessionStore, useSessionListener } from './session/store';
import { VerdictCache, isBlunder, keyOf } from './session/verdicts';
import { fairHintView } from './fairViews';
import { BUDGETS, disposeLanes, longerBudget, type SolverAnswer, type SolverLanes, type SolverRequest } from './solverClient';

/** The answers in words (popup/solverViews.ts, blunders.ts): loaded with the first answer, in the lazy chunk. */
const answerWords = () => import('./later');

export type BusyTask = 'hint' | 'winnable';

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
  const current = () => session.get().game;
  const request = (g: Game, budget: Partial<SolverRequest>): SolverRequest => ({ deal: g.deal, moves: g.moves, ...budget });

  /** Asks the solver in the front lane (the latest request wins), with a progress indication. */
  const askFront = async (task: BusyTask | undefined, req: SolverRequest, onNodes?: (nodes: number) => void): Promise<SolverAnswer> => {
    const id = ++frontRequest.current;
    if (task) setBusy({ task, nodes: 0 });
    const answer = await solver.front.solve(req, (nodes) => {
      if (frontRequest.current !== id) return;
      if (task) setBusy({ task, nodes });
      onNodes?.(nodes);
    });
    if (frontRequest.current !== id) return { verdict: 'cancelled', nodes: 0, ms: 0 };
    if (task) setBusy(undefined);
    return answer;
  };

  /** Drops whatever the player asked the solver (a move was made, or Cancel). */
  const cancelFront = () => {
    frontRequest.current++;
    solver.front.cancel();
    setBusy(undefined);
    setDealSearch(undefined);
  };

  /** Is `g` the game now or a position on its way (not undone, same deal)? */
  const onPath = (g: Game) => {
    const now = current();
    return now.moves.length >= g.moves.length && now.deal.join() === g.deal.join() && keyOf(now.moves.slice(0, g.moves.length)) === keyOf(g.moves);
  };

  const checkBlunder = (before: Game, after: Game, move: Parameters<typeof isBlunder>[3]) => {
    const ask = (g: Game) => solver.back.solve(request(g, BUDGETS.blunder));
    const check = async () => {
      // Undone since, or the check switched off: nothing to ask. (After a blunder the
      // positions are proved lost: isBlunder answers at once.)
      if (!session.get().settings.blunderCheck || !onPath(after)) return;
      const line = await isBlunder(cache, before, after, move, ask);
      if (!line) return;
      const { blunderText } = await answerWords();
      if (!onPath(after)) return;
      const text = blunderText(before.position, move, line);
      setBlunder({ at: before.moves.length, afterKey: keyOf(after.moves), afterLength: after.moves.length, text });
      session.dispatch({ type: 'noteWinnable', at: before.moves.length });
      announce(text);
    };
    blunderQueue.current = blunderQueue.current.then(check, check);
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
    if (change.kind === 'moved' && !byLine) void checkBlunder(change.before, now.game, change.move);
  });

  const askHint = async () => {
    const g = current();
    const over = status(g.position);
    if (over !== 'playing') {
      // The end of the game is shown already (won, or blocked with its ways out): say it, add nothing.
      announce(over === 'won' ? t('wonGame') : t('hintNoMoves'));
      return;
    }
    session.dispatch({ type: 'countHint' });
    if (!session.get().settings.hintsPeek) return askFairHint(g);
    // A proved loss is asked again: its hint (the move that keeps the most options) is the
    // solver's. resume: a hint after Winnable? keeps the search it left.
    const known = cache.get(g.moves);
    const [answer, { hintView }] = await Promise.all([
      known?.verdict === 'win' ? known : askFront('hint', request(g, { hint: true, resume: true, ...BUDGETS.hint })),
      answerWords(),
    ]);
    if (answer.verdict === 'cancelled' || keyOf(current().moves) !== keyOf(g.moves)) return;
    cache.remember(g.moves, answer);
    const view = hintView(g, answer);
    setVerdict(undefined); // one answer at a time in the notice area: the latest
    setHint(view);
    announce(view.text);
  };

  /** The fair player's hint: reads only what the player sees, and says the chance. */
  const askFairHint = async (g: Game) => {
    const id = ++frontRequest.current;
    setBusy({ task: 'hint', nodes: 0 });
    const answer = await solver.front.chance({ deal: g.deal, moves: g.moves });
    if (frontRequest.current !== id) return;
    setBusy(undefined);
    if (answer.verdict === 'cancelled' || keyOf(current().moves) !== keyOf(g.moves)) return;
    if (answer.verdict === 'chance' && answer.chance !== undefined) session.dispatch({ type: 'noteChance', at: g.moves.length, chance: answer.chance });
    const view = fairHintView(g, answer);
    setHint(view);
    announce(view.text);
  };

  const askWinnable = async (longer = false) => {
    const g = current();
    const key = keyOf(g.moves);
    if (status(g.position) === 'won') {
      announce(t('wonGame'));
      return;
    }
    const known = cache.get(g.moves);
    // Search longer goes on from the undecided search shown (the worker keeps it); so may
    // Winnable? after a Hint of the same position.
    const budget = longer && verdict?.forKey === key && verdict.nodes !== undefined ? longerBudget(verdict.nodes) : BUDGETS.winnable;
    let answer: SolverAnswer;
    if (known) answer = known;
    else if (!budget) return;
    else {
      setVerdict(undefined);
      answer = await askFront('winnable', request(g, { ...budget, resume: true }));
      if (answer.verdict === 'cancelled') return;
    }
    const { verdictView } = await answerWords();
    if (keyOf(current().moves) !== key) return;
    cache.remember(g.moves, answer);
    const view = verdictView(key, answer);
    setHint(undefined);
    setVerdict(view);
    announce(view.text);
  };

  /** Deals random numbers until the solver proves one winnable (40 tries at most). */
  const searchWinnableDeal = async () => {
    const id = ++dealSearchId.current;
    for (let tried = 1; tried <= 40; tried++) {
      const n = randomDealNumber(random);
      setDealSearch({ dealNumber: n, tried, nodes: 0 });
      const g = gameFromNumber(n);
      const answer = await askFront(undefined, request(g, BUDGETS.dealCheck), (nodes) => {
        if (dealSearchId.current === id) setDealSearch({ dealNumber: n, tried, nodes });
      });
      if (dealSearchId.current !== id) return;
      if (answer.verdict === 'cancelled' || answer.verdict === 'error' || answer.verdict === 'win') {
        setDealSearch(undefined);
        if (answer.verdict === 'error') showFlash(t('solverUnavailable', answer.message));
        if (answer.verdict === 'win') {
          session.dispatch({ type: 'newGame', game: g });
          cache.remember([], answer);
        }
        return;
      }
    }
    setDealSearch(undefined);
  };

  /** The deal of the day for `day` (src/solver/daily.ts): each candidate proved in the front lane, node budget only. */
  const findDaily = async (day: string): Promise<DailyResult> => {
    const id = ++dealSearchId.current;
    let tried = 0;
    const { DAILY_NODES, findDailyDeal } = await import('./later');
    const result = await findDailyDeal(
      day,
      (dealNumber, deal) => askFront(undefined, { deal, moves: [], maxNodes: DAILY_NODES }, (nodes) => {
        if (dealSearchId.current === id) setDealSearch({ dealNumber, tried, nodes });
      }),
      (dealNumber, n) => setDealSearch({ dealNumber, tried: (tried = n), nodes: 0 }),
    );
    if (dealSearchId.current !== id) return { ok: false, day, reason: 'cancelled' };
    setDealSearch(undefined);
    if (!result.ok && result.reason !== 'cancelled') showFlash(result.reason === 'error' ? t('solverUnavailable', result.message ?? '') : t('dailyNone'));
    return result;
  };

  const cancelDealSearch = () => {
    dealSearchId.current++;
    cancelFront();
  };

  useEffect(() => {
    // A one-node question loads the module in the worker, so the first Hint is quick;
    // only while the player has asked nothing: a later request would cancel theirs.
    const timer = warm ? setTimeout(() => frontRequest.current === 0 && void solver.front.solve(request(current(), { maxNodes: 1 })), 100) : undefined;
    return () => {
      clearTimeout(timer);
      disposeLanes(solver);
    };
  }, []);

  const game = session.get().game;
  return {
    hint,
    verdict: verdict && verdict.forKey === keyOf(game.moves) ? verdict : undefined,
    blunder,
    dismissBlunder: () => setBlunder(undefined),
    busy,
    cancelFront,
    askHint,
    askWinnable,
    dealSearch,
    searchWinnableDeal,
    findDaily,
    cancelDealSearch,
  };
}
