// The fair player's driver: takes the VIEW of a position (src/engine/view.ts: never its
// face-down cards, so a decision that read one would not compile), writes it into the
// WebAssembly module, lets the module score every candidate move by rollouts
// over determinizations it samples itself, and reads the scores back. docs/fair-play.md
// has the definitions and the figures.
//
// The seed of every search is read from the view (`searchSeed`), so one view always gets
// one answer, byte for byte, whatever order its hidden cards are really in. It is read
// from the part of the view that never changes in a game, so consecutive positions draw
// nearly the same determinizations (assembly/fair/sample.ts) and the meter does not move
// by sampling noise on a forced move (docs/fair-play.md, "A steady meter").
import {
  type Move, type Position, type View,
  fnv1a, isWon, legalMoves, moveToString, relRank, safeFoundationMoves,
} from '../../engine/index';
import { FOUNDATIONS, PILES } from '../../../assembly/abi';
import * as abi from '../../../assembly/fair/abi';
import { decodeMove } from '../moveCodec';
import { clearlyMore, wilson } from '../interval';
import { calibrate } from './calibration';

/** The module's fair-player exports (assembly/fair/search.ts). */
export interface FairExports {
  memory: WebAssembly.Memory;
  fairInputPtr(): number;
  fairCodesPtr(): number;
  fairWinsPtr(): number;
  fairCardsPtr(): number;
  fairSetPolicy(flags: number): void;
  fairLoad(): number;
  fairPolicyMove(): number;
  fairCandidates(): number;
  fairScore(seed: number, first: number, count: number, from: number, to: number, ref: number): void;
  fairBetterPtr(): number;
  fairWorsePtr(): number;
  fairDeterminize(seed: number, index: number): number;
  fairUnseenCount(): number;
  fairUnseenRank(i: number): number;
  fairRngSeed(seed: number): void;
  fairRngNext(): number;
  fairRngBelow(bound: number): number;
}

/** Base-policy refinements (assembly/fair/policy.ts). */
export const Policy = {
  SPARE_SPACES: abi.POLICY_SPARE_SPACES, SHORTEST_PILE: abi.POLICY_SHORTEST_PILE, WASTE_FIRST: abi.POLICY_WASTE_FIRST,
  LONGEST_PILE: abi.POLICY_LONGEST_PILE, MAKE_ROOM: abi.POLICY_MAKE_ROOM, SHORT_FIRST: abi.POLICY_SHORT_FIRST, LONG_FIRST: abi.POLICY_LONG_FIRST,
  RESERVE_GUARD: abi.POLICY_RESERVE_GUARD,
} as const;
/** The greedy baseline of docs/fair-play.md. */
export const BASELINE_POLICY = 0;
/** The rollouts' policy before the reserve guard: the fair player of docs/fair-play.md's earlier studies, kept for the A/B (scripts/fair-policy-ab.mjs). */
export const UNGUARDED_POLICY = Policy.LONG_FIRST | Policy.MAKE_ROOM;
/**
 * The policy the fair player's rollouts play: with the reserve guard (assembly/fair/guard.ts),
 * which reads a rollout's sampled reserve; on a view, where that is blank, the policy runs
 * without it. It won 650 of deals 1..675 against UNGUARDED_POLICY's 636 (issue 23).
 */
export const ROLLOUT_POLICY = UNGUARDED_POLICY | Policy.RESERVE_GUARD;

/**
 * How many standard deviations a candidate must beat the base policy's move by (sign test).
 * 0: any candidate that won more rollouts (on the same determinizations, more won alone than
 * lost alone), the base policy's move on a tie. A margin of one deviation kept the base
 * policy's move where another had won more, and that move was most often the foundation play
 * that lost a deal winnable with full knowledge (docs/fair-play.md, "Choice").
 */
const SIGN_Z = 0;

/** Determinizations per candidate move, unless told otherwise. */
export const DEFAULT_SAMPLES = 100;

const { O_RN, O_RES, O_F, O_TOP, O_LEN, O_SN, O_WN, O_WST } = abi;

export class FairCore {
  constructor(readonly x: FairExports) {}

  static async fromBytes(bytes: BufferSource): Promise<FairCore> {
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new FairCore(instance.exports as unknown as FairExports);
  }

  /** Writes the view into the module and loads it. Throws on a view it cannot hold. */
  load(view: View): void {
    const buf = new Uint8Array(this.x.memory.buffer, this.x.fairInputPtr(), abi.STATE_BYTES);
    buf.fill(0);
    const rel = (c: number) => relRank(c, view.base);
    const rn = view.reserveTop === undefined ? 0 : view.reserveHidden + 1;
    buf[O_RN] = rn;
    if (view.reserveTop !== undefined) buf[O_RES + rn - 1] = rel(view.reserveTop);
    for (let i = 0; i < FOUNDATIONS; i++) buf[O_F + i] = view.foundations[i].length;
    for (let i = 0; i < PILES; i++) {
      const pile = view.tableau[i];
      buf[O_LEN + i] = pile.length;
      buf[O_TOP + i] = pile.length > 0 ? rel(pile[pile.length - 1]) : 0;
    }
    buf[O_SN] = view.stockCount;
    buf[O_WN] = view.waste.length;
    view.waste.forEach((c, i) => (buf[O_WST + i] = rel(c)));
    const rc = this.x.fairLoad();
    if (rc !== 0) throw new Error(`the fair player cannot read this view (code ${rc})`);
  }

  /** The base policy's move from the view (undefined when no move is left). */
  policyMove(view: View, policy: number): Move | undefined {
    this.x.fairSetPolicy(policy);
    this.load(view);
    const code = this.x.fairPolicyMove();
    return code < 0 ? undefined : decodeMove(code);
  }
}

export interface FairOptions {
  /** Determinizations per candidate (default DEFAULT_SAMPLES). */
  samples?: number;
  /** Score the move even when it needs no search (a safe or only move); `plot chance` does, `play` need not. */
  scoreForced?: boolean;
  /** Seed override, for the interval-coverage test only; the default is searchSeed(view). */
  seed?: number;
  /** The rollouts' policy (tuning; default ROLLOUT_POLICY). */
  policy?: number;
  /** Standard deviations a candidate must beat the base policy's move by (tuning; default SIGN_Z). */
  signZ?: number;
}

export interface MoveChance {
  move: Move;
  /** Rollouts won after this move, of `samples`. */
  wins: number;
  /** The fair player's win chance after this move: the rollout share, calibrated (calibration.ts). */
  chance: number;
}

/** What the rollouts of the best move measured, before calibration: their share won and its 95% Wilson interval. */
export interface RolloutShare {
  share: number;
  low: number;
  high: number;
}

export interface FairAnswer {
  /** The recommended move; undefined when the game is over (won, or no move left). */
  best: Move | undefined;
  /** The fair player's win chance after the best move (calibrated); undefined when not scored. */
  chance: number | undefined;
  /** The rollouts' 95% interval carried through the calibration (sampling noise only). */
  low: number | undefined;
  high: number | undefined;
  /** The best move's rollouts before calibration; undefined when nothing was scored. */
  rollout: RolloutShare | undefined;
  /** Determinizations per candidate (0 when nothing was scored). */
  samples: number;
  /** Candidates, best first (one per distinct result; only the safe or only move when there was no choice). */
  moves: MoveChance[];
  /** Why this move: searched, a safe foundation play, the only move, or none. */
  reason: 'search' | 'safe' | 'only' | 'none';
}

/**
 * The seed of every search from `view`: FNV-1a of what no move changes, the base card (the
 * first card of foundation 1). Every position of a game shares it, and a sample's hidden
 * places are dealt from it place by place (assembly/fair/sample.ts), so a forced move that
 * turns no card leaves every determinization as it was, and one that turns a card changes
 * only a few of their places: common random numbers from one position to the next.
 */
export function searchSeed(view: View): number {
  return fnv1a(`b${view.base} ${view.foundations[0][0] ?? -1}`);
}

/**
 * The view's cards in play as a position whose hidden places are empty: the reserve its top
 * alone, the stock none. The rules read nothing else (docs/rules.md, *What can go where*: only
 * the top of the waste, of the reserve and of each pile is in play, and the stock is only
 * turned over, which needs a card to be there, not which), so the engine's own legalMoves and
 * safeFoundationMoves give on it exactly the view's moves, the deal aside. Not exported: it is
 * no position a game can reach, and nothing but the rules' questions may be asked of it.
 */
function inPlay(view: View): Position {
  const { base, reserveTop, foundations, tableau, waste } = view;
  return { base, reserve: reserveTop === undefined ? [] : [reserveTop], foundations, tableau, stock: [], waste };
}

/**
 * The moves of a view, by the engine's rules: every legal move in legalMoves's order (a deal
 * first, while the stock holds a card), and the safe foundation plays (src/engine/autoplay.ts).
 * They equal the whole position's (test/fair/player.test.ts): no face-down card decides a move.
 */
export function viewMoves(view: View): { legal: Move[]; safe: Move[] } {
  const pos = inPlay(view);
  const plays = legalMoves(pos);
  return { legal: view.stockCount > 0 ? [{ kind: 'deal' }, ...plays] : plays, safe: safeFoundationMoves(pos) };
}

/**
 * The fair player's decision from `view` (what the player sees: src/engine/view.ts), its
 * recommended move and win chance. Nothing else enters, so one view gets one answer, whatever
 * order the face-down cards are really in. A caller with a position passes `viewOf(pos)`.
 */
export function fairDecide(core: FairCore, view: View, options: FairOptions = {}): FairAnswer {
  const samples = Math.max(1, Math.floor(options.samples ?? DEFAULT_SAMPLES));
  const seed = (options.seed ?? searchSeed(view)) >>> 0;
  const x = core.x;
  x.fairSetPolicy(options.policy ?? ROLLOUT_POLICY);
  core.load(view);
  const moves = viewMoves(view);
  if (moves.legal.length === 0) return none(view);
  // A safe foundation play (src/engine/autoplay.ts) loses nothing for a player who cannot
  // see the hidden cards either: it is taken without search.
  const safe = moves.safe[0];
  let count = x.fairCandidates();
  // Legal moves, but only pile shuffles that could go round in circles: the fair player stops.
  if (count === 0) return none(view);
  let reason: FairAnswer['reason'] = 'search';
  let only = -1;
  if (safe !== undefined) {
    reason = 'safe';
    only = readCodes(x, count).findIndex((code) => moveToString(decodeMove(code)) === moveToString(safe));
  } else if (count === 1) {
    reason = 'only';
    only = 0;
  }
  if (only >= 0) {
    const move = decodeMove(readCodes(x, count)[only]);
    if (!options.scoreForced) return { best: move, chance: undefined, low: undefined, high: undefined, rollout: undefined, samples: 0, moves: [], reason };
    x.fairScore(seed, 0, samples, only, only + 1, only);
    const wins = new Int32Array(x.memory.buffer, x.fairWinsPtr(), count)[only];
    return answer([{ move, wins, chance: calibrate(wins / samples) }], samples, reason);
  }
  // The base policy's own move is the reference: another candidate replaces it only when
  // it wins more often on the same determinizations (a sign test, by SIGN_Z deviations);
  // on a tie the reference stands.
  const codes = readCodes(x, count);
  const policyCode = x.fairPolicyMove();
  const ref = Math.max(0, codes.indexOf(policyCode));
  x.fairScore(seed, 0, samples, 0, count, ref);
  const read = (ptr: number) => Array.from(new Int32Array(x.memory.buffer, ptr, count));
  const wins = read(x.fairWinsPtr());
  const cards = read(x.fairCardsPtr());
  const better = read(x.fairBetterPtr());
  const worse = read(x.fairWorsePtr());
  const clearlyBetter = (i: number) => i === ref || clearlyMore(better[i], worse[i], options.signZ ?? SIGN_Z);
  // Clearly better than the reference first, then most rollouts won, then most cards put
  // up, then the canonical order of moves.
  const order = codes.map((_, i) => i).sort((a, b) =>
    Number(clearlyBetter(b)) - Number(clearlyBetter(a)) || wins[b] - wins[a] || cards[b] - cards[a] || a - b);
  return answer(order.map((i) => ({ move: decodeMove(codes[i]), wins: wins[i], chance: calibrate(wins[i] / samples) })), samples, reason);
}

function readCodes(x: FairExports, count: number): number[] {
  return Array.from(new Int32Array(x.memory.buffer, x.fairCodesPtr(), count));
}

function answer(moves: MoveChance[], samples: number, reason: FairAnswer['reason']): FairAnswer {
  const [low, high] = wilson(moves[0].wins, samples);
  const rollout = { share: moves[0].wins / samples, low, high };
  return { best: moves[0].move, chance: moves[0].chance, low: calibrate(low), high: calibrate(high), rollout, samples, moves, reason };
}

function none(view: View): FairAnswer {
  const won = isWon(inPlay(view));
  // Nothing to estimate: the game is over, won or blocked.
  return { best: undefined, chance: won ? 1 : 0, low: won ? 1 : 0, high: won ? 1 : 0, rollout: undefined, samples: 0, moves: [], reason: 'none' };
}
