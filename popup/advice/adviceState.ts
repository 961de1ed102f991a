// The advice's contract, types only: what it shows (AdviceState), what the popup may ask of
// it (Advice, made by advice/adviceController.ts), and what the questions loaded with the
// on-demand chunk (advice/asking.ts) are handed (AdviceWork). Kept apart from both so that
// the chunk's modules never import the controller that loads them.
import type { Move, PileId } from '../../src/engine/index';
import type { DailyResult } from '../../src/solver/daily';
import type { Observable } from '../session/observable';
import type { SessionStore } from '../session/store';
import type { DealSearch } from './dealSearches';
import type { ReadyDealHost } from '../panels/readyDeal';
import type { SolverLanes } from './solverClient';
import type { VerdictCache } from './verdicts';

export interface HintView {
  /** win, best: the full-deal solver's (face-down cards read); fair: the fair player's (only what the player sees). */
  kind: 'win' | 'best' | 'fair' | 'none' | 'error';
  text: string;
  /** What the full-deal solver proved of the position: beside a fair chance that says otherwise, a sentence says why (Notices.tsx). */
  proof?: 'win' | 'loss';
  move?: Move;
  from?: PileId;
  to?: PileId;
}

export interface VerdictView {
  /** The moves (as text) of the position it is about. */
  forKey: string;
  kind: 'win' | 'loss' | 'unknown' | 'error';
  text: string;
  line?: readonly Move[];
  /** Undecided: the positions searched so far, and whether Search longer can still help. */
  nodes?: number;
  more?: boolean;
}

/** A move the warning calls out: where it was played, and what it lost in words. */
export interface BlunderView {
  /** fair: clearly worse than the fair best move (the default); peek: it lost a winnable game (the full-deal solver). */
  source: 'fair' | 'peek';
  /** Moves before it (Undo goes back there). */
  at: number;
  /** The moves up to and with it (and its auto-plays): the warning lasts while they are played. */
  afterKey: string;
  afterLength: number;
  text: string;
  /** Where the two voices differ: why the player could not have seen it. */
  why?: string;
}

/** Finish offered from the solver's proof (advice/finishProof.ts): the winning line from the position of `forKey`. */
export interface FinishView {
  forKey: string;
  line: readonly Move[];
}

export type BusyTask = 'hint' | 'winnable';

/** What the advice shows. */
export interface AdviceState {
  hint?: HintView;
  /** Winnable?'s answer; shown only while the game is at its position. */
  verdict?: VerdictView;
  blunder?: BlunderView;
  /** A proved win from the position now, offered as Finish; shown only while the game is there. */
  finish?: FinishView;
  /** A front-lane search under way: positions searched so far, and of how many at most (its node budget) when it has one. */
  busy?: { task: BusyTask; nodes: number; of?: number };
  /** The search for a winnable deal (or the deal of the day) under way. */
  dealSearch?: DealSearch;
  /**
   * How many moves' checks have run to their end (each move's fair and full-deal checks, in
   * the back lane): what a check did not show is known only after it ran, so the page shows
   * this count (main's data-checked) and tests of an absence wait for it.
   */
  checked?: number;
  /**
   * How many of the advice's other tasks have run to their end: each step's Finish proof
   * (advice/finishProof.ts) and each Hint or Winnable? question, answered, dropped or
   * cancelled (main's data-settled, which tests of an absence wait for).
   */
  settled?: number;
}

/**
 * Everything the popup asks the solver on the player's behalf. Each question goes in the
 * front lane, where the latest wins; a move drops whatever is under way and what was shown
 * about the position left.
 */
export interface Advice extends Observable<AdviceState> {
  askHint(): Promise<void>;
  /** Plays the hint shown, or asks one and plays it: one click or key per hinted move. */
  playHint(): Promise<void>;
  /** Winnable?, or with `longer` Search longer (on from the undecided search shown). */
  askWinnable(options?: { longer?: boolean }): Promise<void>;
  searchWinnableDeal(): Promise<void>;
  findDaily(day: string): Promise<DailyResult>;
  /** Drops the question under way (Cancel, or the player acts). */
  stop(): void;
  /** Drops the deal search under way, and its question. */
  stopDealSearch(): void;
  dismissBlunder(): void;
}

/** What the controller hands the questions (asking.ts): its lanes, its cache and its state. */
export interface AdviceWork {
  readonly solver: SolverLanes;
  readonly session: SessionStore;
  /** What the solver has proved about positions of this deal. */
  readonly cache: VerdictCache;
  readonly random?: () => number;
  announce(text: string): void;
  showFlash(text: string): void;
  /** What is shown now. */
  shown(): AdviceState;
  /** Shows these parts; the others stay. */
  show(patch: Partial<AdviceState>): void;
  /** A new deal search (the latest wins); the function says whether it still is the latest. */
  startDealSearch(): () => boolean;
  /** A deal found for a game the player began during the search: asked about before it replaces that game (popup/panels/readyDeal.ts). */
  readonly ready: ReadyDealHost;
}
