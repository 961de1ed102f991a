// What the player's questions ask the solver and make of its answers: Hint (the fair
// player's, or the full-deal solver's when the settings let hints read the face-down cards),
// Winnable? (Search longer continues it), the winnable-deal and daily-deal searches, and the
// blunder checks after a move (the fair alert by default, the full-deal solver's on request). The controller that owns what they show is
// advice/adviceController.ts; these, only ever run after a click or a move, come in the
// on-demand chunk (popup/loading/onDemand.ts), fetched when the browser is idle after the
// first paint.
import { type Game, type Move, status, keyOf, onLine } from '../../src/engine/index';
import { chanceAt } from '../../src/storage/lineNotes';
import { fairAlert, sameChoice } from '../../src/solver/fair/alert';
import type { DailyResult } from '../../src/solver/daily';
import { findDailyDeal, DAILY_NODES } from '../../src/solver/daily';
import { t } from '../platform/i18n';
import type { AdviceWork, BusyTask } from './adviceState';
import { isBlunder } from './blunderCheck';
import { blunderText, fairBlunderText } from './blunderText';
import { percent } from '../fair/fairViews';
import { dealLanding, tryDeals } from './dealSearches';
import type { SolverAnswer, SolverRequest } from './solverClient';
import { longerBudget } from './longerBudget';
import { BUDGETS } from './budgets';
import { fairHintView, hintView, proofWhere, verdictView, voicesText } from './solverViews';

const current = (w: AdviceWork) => w.session.get().game;
const request = (g: Game, budget: Partial<SolverRequest>): SolverRequest => ({ deal: g.deal, moves: g.moves, ...budget });

/**
 * Asks the solver in the front lane, with a progress indication. The lane's client says
 * whether the answer still counts: a newer question there, or a step of the game (the
 * controller cancels the lane), settles this one 'cancelled', and nothing is shown for it;
 * the busy box is then the newer question's, or cleared by the cancel.
 */
async function askFront(w: AdviceWork, task: BusyTask | undefined, req: SolverRequest, onNodes?: (nodes: number) => void): Promise<SolverAnswer> {
  // Winnable? and Search longer say how far they are in their budget (a resumed search counts its earlier nodes).
  const of = task === 'winnable' ? req.maxNodes : undefined;
  if (task) w.show({ busy: { task, nodes: 0, of } });
  const answer = await w.solver.front.solve(req, (nodes) => {
    if (task) w.show({ busy: { task, nodes, of } });
    onNodes?.(nodes);
  });
  if (task && answer.verdict !== 'cancelled') w.show({ busy: undefined });
  return answer;
}

/** Is `g` the game now or a position on its way (not undone, same deal)? */
const onPath = (w: AdviceWork, g: Game): boolean => onLine(current(w), g.deal, g.moves);

/** The fair player's judgement of `move` from `before` (src/solver/fair/judge.ts), in the back lane. */
const judge = (c: AdviceWork, before: Game, move: Move) => c.solver.back.chance({ deal: before.deal, moves: before.moves, judge: move });

/**
 * The default warning: was `move` (`before` → `after`) clearly worse than the fair player's
 * best move, from what the player could see (src/solver/fair/alert.ts)? Never for that best
 * move, which is the fair hint's, nor for `hinted`, a hint shown before the move.
 */
export async function checkFairBlunder(c: AdviceWork, before: Game, after: Game, move: Move, hinted?: Move): Promise<void> {
  const { blunderCheck, blunderPeek } = c.session.get().settings;
  if (!blunderCheck || blunderPeek || !onPath(c, after)) return;
  const answer = await judge(c, before, move);
  if (answer.verdict !== 'chance' || !onPath(c, after)) return;
  const alert = fairAlert(before.position, answer, move, hinted);
  if (!alert) return;
  const text = fairBlunderText(before, move, alert);
  c.show({ blunder: { source: 'fair', at: before.moves.length, afterKey: keyOf(after.moves), afterLength: after.moves.length, text } });
  c.announce(text);
}

/**
 * The full-deal solver's check: did `move` lose a winnable game? Shown only under "Warnings
 * may look at face-down cards", with a sentence when the fair player saw nothing wrong in the
 * move; noted in the game either way (the last move after which the deal was still winnable,
 * for the review after the game).
 */
export async function checkBlunder(c: AdviceWork, before: Game, after: Game, move: Move): Promise<void> {
  // Undone since, or the check switched off: nothing to ask. (After a blunder the
  // positions are proved lost: isBlunder answers at once.)
  if (!c.session.get().settings.blunderCheck || !onPath(c, after)) return;
  const line = await isBlunder(c.cache, before, after, move, (g) => c.solver.back.solve(request(g, BUDGETS.blunder)));
  if (!line || !onPath(c, after)) return;
  c.session.dispatch({ type: 'noteWinnable', at: before.moves.length });
  if (!c.session.get().settings.blunderPeek) return;
  const text = blunderText(before.position, move, line);
  const why = await unseenWhy(c, before, move);
  if (!onPath(c, after)) return;
  c.session.dispatch({ type: 'peeked' });
  c.show({ blunder: { source: 'peek', at: before.moves.length, afterKey: keyOf(after.moves), afterLength: after.moves.length, text, ...(why ? { why } : {}) } });
  c.announce(why ? `${text} ${why}` : text);
}

/** Where the voices differ on a move that lost a winnable game: what the player could see said it was sound. */
async function unseenWhy(c: AdviceWork, before: Game, move: Move): Promise<string | undefined> {
  const answer = await judge(c, before, move);
  if (answer.verdict !== 'chance' || answer.best === undefined) return undefined;
  if (sameChoice(before.position, move, answer.best)) return t('blunderUnseenBest', percent(answer.chance ?? 0));
  return fairAlert(before.position, answer, move) ? undefined : t('blunderUnseenSound');
}

export async function askHint(c: AdviceWork): Promise<void> {
  const g = current(c);
  const over = status(g.position);
  if (over !== 'playing') {
    // The end of the game is shown already (won, or blocked with its ways out): say it, add nothing.
    c.announce(over === 'won' ? t('wonGame') : t('hintNoMoves'));
    return;
  }
  c.session.dispatch({ type: 'countHint' });
  if (!c.session.get().settings.hintsPeek) return askFairHint(c, g);
  // A proved loss is asked again: its hint (the move that keeps the most options) is the
  // solver's. resume: a hint after Winnable? keeps the search it left.
  const known = c.cache.get(g.moves);
  const answer = known?.verdict === 'win' ? known : await askFront(c, 'hint', request(g, { hint: true, resume: true, ...BUDGETS.hint }));
  if (answer.verdict === 'cancelled') return;
  c.cache.remember(g.moves, answer);
  const view = hintView(g, answer);
  c.show({ verdict: undefined, hint: view }); // one answer at a time in the notice area: the latest
  // Beside a fair chance that says otherwise, what the box shows after the hint (Notices.tsx) is heard with it.
  const { game: now, meta } = c.session.get();
  const chance = chanceAt(now, meta, g.moves.length);
  const why = view.proof && chance !== undefined ? voicesText(view.proof, chance, proofWhere(g)) : undefined;
  c.announce(why ? `${view.text} ${why}` : view.text);
}

/**
 * Play the hint: the hint shown (about this position: a step drops it, and cancels one being
 * asked), or a new one asked first, played as the player's move. A stock turn is played as a
 * run (the engine's `stockRun`: on until a card has a move), since the hint would say "deal"
 * again until then.
 */
export async function playHint(c: AdviceWork): Promise<void> {
  if (!c.shown().hint?.move) await askHint(c);
  const move = c.shown().hint?.move;
  if (!move) return;
  c.session.dispatch(move.kind === 'deal' ? { type: 'stockRun' } : { type: 'play', move });
}

/** The fair player's hint: reads only what the player sees, and says the chance. */
async function askFairHint(c: AdviceWork, g: Game): Promise<void> {
  c.show({ busy: { task: 'hint', nodes: 0 } });
  const answer = await c.solver.front.chance({ deal: g.deal, moves: g.moves });
  if (answer.verdict === 'cancelled') return;
  c.show({ busy: undefined });
  if (answer.verdict === 'chance' && answer.chance !== undefined) c.session.dispatch({ type: 'noteChance', at: g.moves.length, chance: answer.chance });
  const view = fairHintView(g, answer);
  c.show({ hint: view });
  c.announce(view.text);
}

export async function askWinnable(c: AdviceWork, { longer = false }: { longer?: boolean } = {}): Promise<void> {
  const g = current(c);
  const key = keyOf(g.moves);
  if (status(g.position) === 'won') {
    c.announce(t('wonGame'));
    return;
  }
  const known = c.cache.get(g.moves);
  // Search longer goes on from the undecided search shown (the worker keeps it); so may
  // Winnable? after a Hint of the same position.
  const shown = c.shown().verdict;
  const budget = longer && shown?.forKey === key && shown.nodes !== undefined ? longerBudget(shown.nodes) : BUDGETS.winnable;
  let answer: SolverAnswer;
  if (known) answer = known;
  else if (!budget) return;
  else {
    c.show({ verdict: undefined });
    answer = await askFront(c, 'winnable', request(g, { ...budget, resume: true }));
    if (answer.verdict === 'cancelled') return;
  }
  c.cache.remember(g.moves, answer);
  const view = verdictView(key, answer);
  c.show({ hint: undefined, verdict: view });
  // A proof read the face-down cards: the game earns no goal (docs/goals.md).
  if (view.kind === 'win' || view.kind === 'loss') c.session.dispatch({ type: 'peeked' });
  c.announce(view.text);
}

/**
 * Deals random numbers until the solver proves one winnable (40 tries at most). A game the
 * player begins meanwhile is asked about before the deal found replaces it (dealLanding).
 */
export async function searchWinnableDeal(c: AdviceWork, since?: Game): Promise<void> {
  const latest = c.startDealSearch();
  const land = dealLanding(c.ready, since);
  const ended = await tryDeals({
    tries: 40,
    random: c.random,
    onTry: (dealNumber, tried) => c.show({ dealSearch: { dealNumber, tried, nodes: 0 } }),
    ask: (g, dealNumber, tried) => askFront(c, undefined, request(g, BUDGETS.dealCheck), (nodes) => {
      if (latest()) c.show({ dealSearch: { dealNumber, tried, nodes } });
    }),
    stale: () => !latest(),
    ends(answer, g, dealNumber) {
      if (answer.verdict === 'error') c.showFlash(t('solverUnavailable', answer.message));
      if (answer.verdict === 'win') {
        land({
          dealNumber,
          play() {
            c.session.dispatch({ type: 'newGame', game: g });
            c.cache.remember([], answer);
          },
        });
      }
      return answer.verdict === 'cancelled' || answer.verdict === 'error' || answer.verdict === 'win';
    },
  });
  if (ended !== 'stale') c.show({ dealSearch: undefined });
}

/** The deal of the day for `day` (src/solver/daily.ts): each candidate proved in the front lane, node budget only. */
export async function findDaily(c: AdviceWork, day: string): Promise<DailyResult> {
  const latest = c.startDealSearch();
  let tried = 0;
  const result = await findDailyDeal(
    day,
    (dealNumber, deal) => askFront(c, undefined, { deal, moves: [], maxNodes: DAILY_NODES }, (nodes) => {
      if (latest()) c.show({ dealSearch: { dealNumber, tried, nodes } });
    }),
    (dealNumber, n) => c.show({ dealSearch: { dealNumber, tried: (tried = n), nodes: 0 } }),
  );
  if (!latest()) return { ok: false, day, reason: 'cancelled' };
  c.show({ dealSearch: undefined });
  if (!result.ok && result.reason !== 'cancelled') c.showFlash(result.reason === 'error' ? t('solverUnavailable', result.message ?? '') : t('dailyNone'));
  return result;
}
