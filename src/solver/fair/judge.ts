// The fair alert's evidence (alert.ts): the fair player's decision at a position, and the
// paired counts between its best move and a move played there, on the same determinizations:
// scored again with fairDecide's seed (searchSeed), and believed only when that scoring gives
// both moves the decision's win counts, so a drift between the two would silence the alert
// rather than judge on other samples (and test/fair/alert.test.ts would fail). The worker
// answers a `chance` request with `judge` through it (src/solver/worker/host.ts);
// scripts/fair-alerts.mjs and the tests call it directly. Only the view enters.
import type { Move, View } from '../../engine/index';
import { decodeMove } from '../moveCodec';
import { type PairedCounts, choiceKey } from './alert';
import { type FairAnswer, type FairCore, type FairOptions, DEFAULT_SAMPLES, ROLLOUT_POLICY, fairDecide, searchSeed } from './core';

/** fairDecide's answer, with `paired` when `played` is a searched candidate other than the best move. */
export type FairJudgement = FairAnswer & { paired?: PairedCounts };

/**
 * The fair decision from `view` and the sign test's counts between its best move and `played`.
 * A caller with a position passes `viewOf(pos)`, as to fairDecide.
 */
export function fairJudge(core: FairCore, view: View, played: Move, options: FairOptions = {}): FairJudgement {
  const decision = fairDecide(core, view, options);
  if (decision.reason !== 'search' || decision.best === undefined) return decision;
  const bestKey = choiceKey(view, decision.best);
  const playedKey = choiceKey(view, played);
  if (bestKey === playedKey) return decision;
  const x = core.x;
  x.fairSetPolicy(options.policy ?? ROLLOUT_POLICY);
  core.load(view);
  const count = x.fairCandidates();
  const keys = Array.from(new Int32Array(x.memory.buffer, x.fairCodesPtr(), count), (code) => choiceKey(view, decodeMove(code)));
  const b = keys.indexOf(bestKey);
  const p = keys.indexOf(playedKey);
  if (b < 0 || p < 0) return decision;
  // Candidates lo..hi on the decision's samples, compared sample by sample with the move played.
  const samples = Math.max(1, Math.floor(options.samples ?? DEFAULT_SAMPLES));
  const seed = (options.seed ?? searchSeed(view)) >>> 0;
  x.fairScore(seed, 0, samples, Math.min(b, p), Math.max(b, p) + 1, p);
  const read = (ptr: number) => new Int32Array(x.memory.buffer, ptr, count);
  const wins = read(x.fairWinsPtr());
  const scored = (key: string) => decision.moves.find((m) => choiceKey(view, m.move) === key)?.wins;
  if (wins[b] !== scored(bestKey) || wins[p] !== scored(playedKey)) return decision;
  return { ...decision, paired: { move: played, better: read(x.fairBetterPtr())[b], worse: read(x.fairWorsePtr())[b] } };
}
