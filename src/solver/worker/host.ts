// The worker side of the protocol, independent of where it runs: the browser worker
// (worker.ts) and Node's in-process stand-in (inProcess.ts) both wrap it.
import { type Move, type Position, type Result, err, ok, parseMoves, positionKeyOf, replay, status } from '../../engine/index';
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

/** The position a request is about: its deal with its moves replayed through the engine. */
function positionOf(m: StartMessage | ChanceMessage): Result<{ pos: Position; moves: Move[] }> {
  const parsed = parseMoves(m.moves.join(' '));
  if (!parsed.ok) return err(`bad move: ${parsed.error.message}`);
  if (!Array.isArray(m.deal) || m.deal.length !== 104) return err('bad deal: it must have 104 cards');
  const start = replay(m.deal, parsed.value);
  if (!start.ok) return err(start.error.message); // replay names the move: "move 1 (t1>t2) is illegal: ..."
  return ok({ pos: start.value, moves: parsed.value });
}

const failure = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What a browser worker adds to the host (worker.ts; Node's stand-in may too, for tests). */
export interface HostOptions {
  /** The table each new search gets for its budget (tables.ts); without, the core's table as it is. */
  tableFor?(budget: WireBudget): number;
  /** After an answer, how long without a message before the worker says it is idle (idle.ts); without, it never does. */
  idleMs?(answer: SolverAnswer | ChanceAnswer | AccuracyAnswer, budget: WireBudget | undefined): number;
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
  let current = 0; // id of the request that may run
  let rating = 0; // id of the accuracy job that may run: it runs beside the others, a decision at a time
  const loadCore = once(getCore);
  const loadFair = once(getFair);
  /** The latest search, kept so that a `resume` request for the same position goes on with it. */
  let last: { key: string; search: Search } | undefined;
  const finished = new Set<number>();
  /** The latest start's id and budget, for the idle time after its answer. */
  let started: StartMessage | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const settle = (m: FromWorker & { type: 'result' | 'chanceResult' | 'accuracyResult' }) => {
    if (finished.has(m.id)) return;
    finished.add(m.id);
    if (finished.size > 1000) finished.clear();
    post(m);
    if (idleMs) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => post({ type: 'idle' }), idleMs(m.answer, started?.id === m.id ? started.budget : undefined));
    }
  };
  const answer = (id: number, a: SolverAnswer) => settle({ type: 'result', id, answer: a });
  const chanceAnswer = (id: number, a: ChanceAnswer) => settle({ type: 'chanceResult', id, answer: a });
  const accuracyAnswer = (id: number, a: AccuracyAnswer) => settle({ type: 'accuracyResult', id, answer: a });

  async function runStart(m: StartMessage): Promise<void> {
    const core = await loadCore().catch((e: unknown) => failure(e));
    if (typeof core === 'string') return answer(m.id, errorAnswer(`the solver module failed to load: ${core}`));
    if (current !== m.id) return answer(m.id, cancelledAnswer());
    const at = positionOf(m);
    if (!at.ok) return answer(m.id, errorAnswer(at.error.message));
    const { pos, moves } = at.value;
    const key = positionKeyOf(m.deal, moves);
    let search: Search;
    let resumedFrom: number | undefined;
    if (m.resume && last?.key === key && last.search.extend(m.budget ?? {})) {
      search = last.search;
      resumedFrom = search.nodes;
    } else {
      try {
        if (tableFor) core.setTableBytes(tableFor(m.budget ?? {}));
        search = core.search(pos, m.budget ?? {});
      } catch (e) {
        last = undefined;
        return answer(m.id, errorAnswer(failure(e)));
      }
    }
    last = { key, search };
    let raw: SearchAnswer | undefined = status(pos) === 'won' ? { verdict: 'win', line: [], nodes: 0, ms: 0 } : undefined;
    while (!raw) {
      raw = search.step();
      if (raw) break;
      post({ type: 'progress', id: m.id, nodes: search.nodes });
      await yieldTurn();
      if (current !== m.id) return answer(m.id, cancelledAnswer(search.nodes));
    }
    const checked: SolverAnswer = { ...checkAnswer(pos, raw, m.deal, moves), ...(resumedFrom === undefined ? {} : { resumedFrom }) };
    answer(m.id, m.hint ? { ...checked, hint: hintFromAnswer(core, pos, checked) } : checked);
  }

  /** The fair player's decision, exactly as `plot chance` makes it (scoring a forced move too); with `judge`, the alert's counts too. */
  async function runChance(m: ChanceMessage): Promise<void> {
    const player = await loadFair().catch((e: unknown) => failure(e));
    if (typeof player === 'string') return chanceAnswer(m.id, errorAnswer(`the fair player failed to load: ${player}`));
    // One turn first, so that of a burst of requests (moves played quickly) only the
    // latest is searched: the search itself runs in one go.
    await yieldTurn();
    if (current !== m.id) return chanceAnswer(m.id, cancelledAnswer());
    const at = positionOf(m);
    if (!at.ok) return chanceAnswer(m.id, errorAnswer(at.error.message));
    const judged = m.judge === undefined ? undefined : parseMoves(m.judge);
    if (judged && (!judged.ok || judged.value.length !== 1)) return chanceAnswer(m.id, errorAnswer(`bad move to judge: ${m.judge}`));
    const t0 = performance.now();
    try {
      const options = { samples: m.samples ?? DEFAULT_SAMPLES, scoreForced: true };
      const decision = judged?.ok ? fairJudge(player, at.value.pos, judged.value[0], options) : fairDecide(player, at.value.pos, options);
      chanceAnswer(m.id, { verdict: 'chance', ...decision, ms: performance.now() - t0 });
    } catch (e) {
      chanceAnswer(m.id, errorAnswer(failure(e)));
    }
  }

  /**
   * A finished game's accuracy: one fair search per decision, a turn between them. It is no
   * request of the latest-wins kind: a chance asked meanwhile (the next game's meter) runs in
   * the next turn, so it waits one decision's search at most; a cancel or a newer accuracy ends it.
   */
  async function runAccuracy(m: AccuracyMessage): Promise<void> {
    const player = await loadFair().catch((e: unknown) => failure(e));
    if (typeof player === 'string') return accuracyAnswer(m.id, errorAnswer(`the fair player failed to load: ${player}`));
    if (!Array.isArray(m.deal) || m.deal.length !== 104 || !Array.isArray(m.moves)) return accuracyAnswer(m.id, errorAnswer('bad game: a deal of 104 cards and its moves'));
    const t0 = performance.now();
    const ratings: Rating[] = [];
    try {
      for (const { pos, move } of decisions(m.deal, m.moves, new Set(m.chores))) {
        await yieldTurn();
        if (rating !== m.id) return accuracyAnswer(m.id, cancelledAnswer());
        ratings.push(rateDecision(player, pos, move));
      }
    } catch (e) {
      return accuracyAnswer(m.id, errorAnswer(failure(e)));
    }
    accuracyAnswer(m.id, { verdict: 'accuracy', ...accuracyOf(ratings), ms: performance.now() - t0 });
  }

  return (m: ToWorker) => {
    if (!m || typeof m !== 'object') return;
    clearTimeout(idleTimer);
    if (m.type === 'cancel') {
      if (current === m.id) current = 0;
      if (rating === m.id) rating = 0;
      return;
    }
    if (m.type === 'start') {
      current = m.id;
      started = m;
      runStart(m).catch((e) => answer(m.id, errorAnswer(`solver failure: ${failure(e)}`)));
    }
    if (m.type === 'chance') {
      current = m.id;
      runChance(m).catch((e) => chanceAnswer(m.id, errorAnswer(`fair player failure: ${failure(e)}`)));
    }
    if (m.type === 'accuracy') {
      rating = m.id;
      runAccuracy(m).catch((e) => accuracyAnswer(m.id, errorAnswer(`fair player failure: ${failure(e)}`)));
    }
  };
}
