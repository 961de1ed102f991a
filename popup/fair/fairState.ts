// The fair player's contract, types only: what it shows (FairState), what the popup may ask
// of it (Fair, made by fair/fairController.ts), and what its questions loaded with the
// on-demand chunk (fair/fairMeter.ts, fair/bandSearch.ts) are handed (FairWork). Kept apart
// so that the chunk's modules never import the controller that loads them.
import type { Band } from '../../src/solver/fair/difficulty';
import type { DealSearch } from '../advice/dealSearches';
import type { ReadyDealHost } from '../panels/readyDeal';
import type { SolverLanes } from '../advice/solverClient';
import type { Observable } from '../session/observable';
import type { SessionStore } from '../session/store';
import type { KeyValueStore } from '../../src/storage/store';

export interface FairState {
  /** A question of the meter is under way. */
  working: boolean;
  /** The interval of the latest chance, with the moves (as text) it is about. */
  spread?: { key: string; low: number; high: number };
  /** The moves (as text) after which the fair player found no useful move from the view. */
  stuck?: string;
  /** A search for a deal by difficulty under way. */
  bandSearch?: DealSearch;
  /** How many refreshes (the questions after a step, or at open) have run to their end: main's data-fair-settled, the done signal tests of an absence wait for. */
  refreshed?: number;
}

/** What the popup shows of the fair player: its state, with the chances kept in the session. */
export interface FairView {
  working: boolean;
  /** The chance where the game stands (undefined until known). */
  chance?: number;
  /** The 95% interval of that chance, when known for this very position. */
  interval?: readonly [number, number];
  /** The chance at the deal: its difficulty. */
  dealChance?: number;
  /** From what can be seen, no useful move is left where the game stands (the game is over in all but name). */
  stuck: boolean;
  bandSearch?: DealSearch;
  refreshed?: number;
}

export interface Fair extends Observable<FairView> {
  /**
   * Works out what is not known yet: the chance at the deal, then where the game stands
   * (with the meter on, or `force`: Winnable? shows it). The latest question wins.
   */
  refresh(options?: { force?: boolean }): Promise<void>;
  /** Deals random numbers until the fair player's chance at the deal falls in `band`. */
  searchBand(band: Band): Promise<void>;
  stopBandSearch(): void;
}

/** What the controller hands its questions: the lanes, the session and its state. */
export interface FairWork {
  readonly solver: SolverLanes;
  readonly session: SessionStore;
  /** Where a finished game's accuracy is written into its history record (fair/accuracyRun.ts); without, none is. */
  readonly store?: KeyValueStore;
  readonly random?: () => number;
  showFlash(text: string): void;
  /** Shows these parts; the others stay. */
  show(patch: Partial<FairState>): void;
  /** A new band search (the latest wins); the function says whether it still is the latest. */
  startBandSearch(): () => boolean;
  /** Makes the meter's questions under way stale (a band search replaces them). */
  dropMeter(): void;
  /** A deal found for a game the player began during the search: asked about before it replaces that game (popup/panels/readyDeal.ts). */
  readonly ready: ReadyDealHost;
}
