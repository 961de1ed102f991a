// The worker side of the protocol, independent of where it runs: the browser worker
// (worker.ts) and Node's in-process stand-in (inProcess.ts) both wrap it.
import {
  type Card, type Move, type Position, type Result,
  DECK_SIZE, err, isDestId, isSourceId, ok, positionKeyOf, replay, status, viewOf,
} from '../../engine/index';
import { type ChanceAnswer, type SearchAnswer, type SolverAnswer, cancelledAnswer, errorAnswer } from '../search/answer';
import type { Search, SolverCore } from '../search/core';
import { type FairCore, DEFAULT_SAMPLES, fairDecide } from '../fair/core';
import { fairJudge } from '../fair/judge';
import { type Rating, accuracyOf, decisions, rateDecision } from '../fair/accuracy';
import type { AccuracyAnswer, AccuracyMessage, ChanceMessage, FromWorker, StartMessage, ToWorker, WireBudget } from './protocol';
import { checkAnswer, hintFromAnswer } from '../search/solve';
import { once } from '../once';

/** Yields to the event loop so that cancel and newer start messages get handled. */
function yieldTurn(): Promise<void> {
  if (typeof MessageChannel !== 'undefined') {
    return new Promise((resolve) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        ch.port1.close();
        resolve();
      };
      ch.port2.postMessage(0);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// What a message carries is checked before it is used: a worker trusts no message's shape.
// Moves come as the engine's Move objects (structured-cloned); each is rebuilt from the
// fields it must have, so nothing else on it travels further.

/** `x` as a Move, or undefined when it is none: `deal`, or a play between piles the notation names (isSourceId, isDestId). */
function moveOf(x: unknown): Move | undefined {
  if (!x || typeof x !== 'object') return undefined;
  const { kind, from, to } = x as { kind?: unknown; from?: unknown; to?: unknown };
  if (kind === 'deal') return { kind };
  return kind === 'play' && isSourceId(from) && isDestId(to) ? { kind, from, to } : undefined;
}

const NOT_A_MOVE = 'is not a move (a deal, or a play from w, r or t1..t12 to f, f1..f8 or t1..t12)';

/** A message's deal and moves, checked: 104 cards, each of the 52 twice, and well-formed moves (their legality is the engine's to judge). */
function gameOf(deal: unknown, moves: unknown): Result<{ deal: Card[]; moves: Move[] }> {
  if (!Array.isArray(deal) || deal.length !== DECK_SIZE) return err(`bad deal: it must have ${DECK_SIZE} cards`);
  const counts = new Array<number>(52).fill(0);
  for (const card of deal) {
    if (!Number.isInteger(card) || card < 0 || card >= 52 || ++counts[card] > 2) return err('bad deal: each of the 52 cards must be there twice');
  }
  if (!Array.isArray(moves)) return err('bad moves: a list of moves is expected');
  const checked: Move[] = [];
  for (const [i, x] of moves.entries()) {
    const move = moveOf(x);
    if (!move) return err(`bad move: move ${i + 1} ${NOT_A_MOVE}`);
    checked.push(move);
  }
  return ok({ deal: deal as Card[], moves: checked });
}

/** The position a request is about: its deal with its moves replayed through the engine. */
function positionOf(m: StartMessage | ChanceMessage): Result<{ pos: Position; deal: Card[]; moves: Move[] }> {
  const game = gameOf(m.deal, m.moves);
  if (!game.ok) return game;
  const { deal, moves } = game.value;
  const start = replay(deal, moves);
  if (!start.ok) return err(start.error.message); // replay names the move: "move 1 (t1>t2) is illegal: ..."
  return ok({ pos: start.value, deal, moves });
}

const failure = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** A run that threw: a bug of `of`'s, answered rather than left to hang the client. */
const failed = (of: string, e: unknown) => errorAnswer(`${of} failure: ${failure(e)}`);

/** What a browser worker adds to the host (worker.ts; Node's stand-in may too, for tests). */
export interface HostOptions {
  /** The table each new search gets for its budget (tables.ts); without, the core's table as it is. */
  tableFor?(budget: WireBudget): number;
  /** After an answer, how long without a message before the worker says it is idle (idle.ts); without, it never does. */
  idleMs?(answer: SolverAnswer | ChanceAnswer | AccuracyAnswer, budget: WireBudget | undefined): number;
}

/** What the runs below share with the host that started them. */
interface Runs {
  loadCore(): Promise<SolverCore>;
  loadFair(): Promise<FairCore>;
  tableFor?(budget: WireBudget): number;
  /** Not cancelled yet. Which request a newer one ends is the client's to say (client.ts: it cancels the one it replaces), so one rule decides it, not two. */
  isLive(id: number): boolean;
  /** The latest search, kept so that a `resume` request for the same position goes on with it. */
  last?: { key: string; search: Search };
  post(m: FromWorker): void;
  /** Posts a request's one answer. */
  settle(m: FromWorker & { type: 'result' | 'chanceResult' | 'accuracyResult' }): void;
}

/** The search a start runs: the latest one, gone on with (`resumedFrom` its nodes before), or a new one; a string when the core cannot start one. */
function searchFor(r: Runs, core: SolverCore, m: StartMessage, pos: Position, key: string): { search: Search; resumedFrom?: number } | string {
  const latest = r.last?.search;
  if (m.resume && r.last?.key === key && latest?.extend(m.budget ?? {})) return { search: latest, resumedFrom: latest.nodes };
  try {
    if (r.tableFor) core.setTableBytes(r.tableFor(m.budget ?? {}));
    return { search: core.search(pos, m.budget ?? {}) };
  } catch (e) {
    r.last = undefined;
    return failure(e);
  }
}

async function runStart(r: Runs, m: StartMessage): Promise<void> {
  const answer = (a: SolverAnswer) => r.settle({ type: 'result', id: m.id, answer: a });
  const core = await r.loadCore().catch((e: unknown) => failure(e));
  if (typeof core === 'string') return answer(errorAnswer(`the solver module failed to load: ${core}`));
  if (!r.isLive(m.id)) return answer(cancelledAnswer());
  const at = positionOf(m);
  if (!at.ok) return answer(errorAnswer(at.error.message));
  const { pos, deal, moves } = at.value;
  const key = positionKeyOf(deal, moves);
  const found = searchFor(r, core, m, pos, key);
  if (typeof found === 'string') return answer(errorAnswer(found));
  const { search, resumedFrom } = found;
  r.last = { key, search };
  let raw: SearchAnswer | undefined = status(pos) === 'won' ? { verdict: 'win', line: [], nodes: 0, ms: 0 } : undefined;
  while (!raw) {
    raw = search.step();
    if (raw) break;
    r.post({ type: 'progress', id: m.id, nodes: search.nodes });
    await yieldTurn();
    if (!r.isLive(m.id)) return answer(cancelledAnswer(search.nodes));
  }
  const checked: SolverAnswer = { ...checkAnswer(pos, raw, deal, moves), ...(resumedFrom === undefined ? {} : { resumedFrom }) };
  answer(m.hint ? { ...checked, hint: hintFromAnswer(core, pos, checked) } : checked);
}

/** The fair player's decision, exactly as `plot chance` makes it (scoring a forced move too); with `judge`, the alert's counts too. */
async function runChance(r: Runs, m: ChanceMessage): Promise<void> {
  const answer = (a: ChanceAnswer) => r.settle({ type: 'chanceResult', id: m.id, answer: a });
  const player = await r.loadFair().catch((e: unknown) => failure(e));
  if (typeof player === 'string') return answer(errorAnswer(`the fair player failed to load: ${player}`));
  // One turn first, so that of a burst of requests (moves played quickly) only the
  // latest is searched: the search itself runs in one go.
  await yieldTurn();
  if (!r.isLive(m.id)) return answer(cancelledAnswer());
  const at = positionOf(m);
  if (!at.ok) return answer(errorAnswer(at.error.message));
  const judged = m.judge === undefined ? undefined : moveOf(m.judge);
  if (m.judge !== undefined && !judged) return answer(errorAnswer(`bad move to judge: it ${NOT_A_MOVE}`));
  const t0 = performance.now();
  try {
    const options = { samples: m.samples ?? DEFAULT_SAMPLES, scoreForced: true };
    const view = viewOf(at.value.pos); // all the fair player gets: what the player sees
    const decision = judged ? fairJudge(player, view, judged, options) : fairDecide(player, view, options);
    answer({ verdict: 'chance', ...decision, ms: performance.now() - t0 });
  } catch (e) {
    answer(errorAnswer(failure(e)));
  }
}

/**
 * A finished game's accuracy: one fair search per decision, a turn between them, so that a
 * chance asked meanwhile (the next game's meter) waits one decision's search at most.
 */
async function runAccuracy(r: Runs, m: AccuracyMessage): Promise<void> {
  const answer = (a: AccuracyAnswer) => r.settle({ type: 'accuracyResult', id: m.id, answer: a });
  const player = await r.loadFair().catch((e: unknown) => failure(e));
  if (typeof player === 'string') return answer(errorAnswer(`the fair player failed to load: ${player}`));
  const game = gameOf(m.deal, m.moves);
  if (!game.ok) return answer(errorAnswer(game.error.message));
  if (!Array.isArray(m.chores)) return answer(errorAnswer('bad chores: a list of move indices is expected'));
  const t0 = performance.now();
  const ratings: Rating[] = [];
  try {
    for (const { pos, move } of decisions(game.value.deal, game.value.moves, new Set(m.chores))) {
      await yieldTurn();
      if (!r.isLive(m.id)) return answer(cancelledAnswer());
      ratings.push(rateDecision(player, pos, move));
    }
  } catch (e) {
    return answer(errorAnswer(failure(e)));
  }
  answer({ verdict: 'accuracy', ...accuracyOf(ratings), ms: performance.now() - t0 });
}

/**
 * Returns the message handler of a solver worker. `getCore` loads the search module and
 * `getFair` the fair player (each once, on the first request that needs it; a rejection
 * turns the request into an error answer).
 */
export function createSolverHost(
  post: (m: FromWorker) => void,
  getCore: () => Promise<SolverCore>,
  getFair: () => Promise<FairCore> = () => Promise.reject(new Error('this worker has no fair player')),
  { tableFor, idleMs }: HostOptions = {},
): (m: ToWorker) => void {
  const live = new Set<number>();
  const finished = new Set<number>();
  /** The latest start's id and budget, for the idle time after its answer. */
  let started: StartMessage | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const runs: Runs = {
    loadCore: once(getCore),
    loadFair: once(getFair),
    tableFor,
    isLive: (id) => live.has(id),
    post,
    settle(m) {
      if (finished.has(m.id)) return;
      finished.add(m.id);
      live.delete(m.id);
      if (finished.size > 1000) finished.clear();
      post(m);
      if (!idleMs) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => post({ type: 'idle' }), idleMs(m.answer, started?.id === m.id ? started.budget : undefined));
    },
  };
  return (m: ToWorker) => {
    if (!m || typeof m !== 'object') return;
    clearTimeout(idleTimer);
    if (m.type === 'cancel') {
      live.delete(m.id);
      return;
    }
    if (m.type === 'start') {
      live.add(m.id);
      started = m;
      runStart(runs, m).catch((e) => runs.settle({ type: 'result', id: m.id, answer: failed('solver', e) }));
    }
    if (m.type === 'chance') {
      live.add(m.id);
      runChance(runs, m).catch((e) => runs.settle({ type: 'chanceResult', id: m.id, answer: failed('fair player', e) }));
    }
    if (m.type === 'accuracy') {
      live.add(m.id);
      runAccuracy(runs, m).catch((e) => runs.settle({ type: 'accuracyResult', id: m.id, answer: failed('fair player', e) }));
    }
  };
}
