// The worker side of the protocol, independent of where it runs: the browser worker
// (worker.ts) and Node's in-process stand-in (inProcess.ts) both wrap it.
import { type Move, parseMoves, replay, status } from '../engine/index';
import { type SearchAnswer, type SolverAnswer, cancelledAnswer, errorAnswer } from './answer';
import type { Search, SolverCore } from './core';
import type { FromWorker, StartMessage, ToWorker } from './protocol';
import { checkAnswer, hintFromAnswer } from './solve';

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

/**
 * Returns the message handler of a solver worker. `getCore` loads the module (once; a
 * rejection turns every request into an error answer).
 */
export function createSolverHost(post: (m: FromWorker) => void, getCore: () => Promise<SolverCore>): (m: ToWorker) => void {
  let current = 0; // id of the search that may run
  let corePromise: Promise<SolverCore> | undefined;
  /** The latest search, kept so that a `resume` request for the same position goes on with it. */
  let last: { key: string; search: Search } | undefined;
  const finished = new Set<number>();

  const answer = (id: number, a: SolverAnswer) => {
    if (finished.has(id)) return;
    finished.add(id);
    if (finished.size > 1000) finished.clear();
    post({ type: 'result', id, answer: a });
  };

  async function runStart(m: StartMessage): Promise<void> {
    let core: SolverCore;
    try {
      corePromise ??= getCore();
      core = await corePromise;
    } catch (e) {
      corePromise = undefined;
      answer(m.id, errorAnswer(`the solver module failed to load: ${e instanceof Error ? e.message : String(e)}`));
      return;
    }
    if (current !== m.id) return answer(m.id, cancelledAnswer());
    const parsed = parseMoves(m.moves.join(' '));
    if (!parsed.ok) return answer(m.id, errorAnswer(`bad move: ${parsed.error.message}`));
    const moves: Move[] = parsed.value;
    if (!Array.isArray(m.deal) || m.deal.length !== 104) return answer(m.id, errorAnswer('bad deal: it must have 104 cards'));
    const start = replay(m.deal, moves);
    if (!start.ok) return answer(m.id, errorAnswer(`move ${(start.error.index ?? 0) + 1}: ${start.error.message}`));
    const pos = start.value;
    const key = `${m.deal.join(',')}|${m.moves.join(' ')}`;
    let search: Search;
    let resumedFrom: number | undefined;
    if (m.resume && last?.key === key && last.search.extend(m.budget ?? {})) {
      search = last.search;
      resumedFrom = search.nodes;
    } else {
      try {
        search = core.search(pos, m.budget ?? {});
      } catch (e) {
        last = undefined;
        return answer(m.id, errorAnswer(e instanceof Error ? e.message : String(e)));
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

  return (m: ToWorker) => {
    if (!m || typeof m !== 'object') return;
    if (m.type === 'cancel') {
      if (current === m.id) current = 0;
      return;
    }
    if (m.type === 'start') {
      current = m.id;
      runStart(m).catch((e) => answer(m.id, errorAnswer(`solver failure: ${e instanceof Error ? e.message : String(e)}`)));
    }
  };
}
