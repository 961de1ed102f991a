// The game session's types: the session, the actions that step it and what a step reports
// (session.ts steps it).
import type { Game, Move, PlotError } from '../../src/engine/index';
import type { GameMeta, Regret } from '../../src/storage/gameSave';
import type { History } from '../../src/storage/history';
import type { Settings, Stats } from '../../src/storage/prefs';

export interface Session {
  readonly game: Game;
  readonly meta: GameMeta;
  readonly stats: Stats;
  readonly settings: Settings;
  readonly history?: History;
  /** What a reset of the statistics wiped, until the player takes the reset back. */
  readonly beforeReset?: { readonly stats: Stats; readonly history: History };
  /** When the clock last ran (epoch ms), undefined while the page is hidden: see clock.ts. */
  readonly clockAt?: number;
  /** Time of play held by the page's clock steps until the next step adds it (clock.ts). */
  readonly pendingMs?: number;
}

export type SessionAction =
  /** The player's move; `carried` when a drag already put the card there (no glide). */
  | { readonly type: 'play'; readonly move: Move; readonly carried?: boolean }
  /**
   * Turns the stock until a card has a move (the engine's `stockRun`), as one step for Undo;
   * `joined`: with the turn just made (a double-click's first click), in the same Undo.
   */
  | { readonly type: 'stockRun'; readonly joined?: boolean }
  /** A move of the solver's demo: never auto-played after, never counted as the player's. */
  | { readonly type: 'demoPlay'; readonly move: Move }
  | { readonly type: 'undo' }
  /** Back to `length` moves: the blunder banner's Undo (a move and its auto-plays). */
  | { readonly type: 'undoTo'; readonly length: number }
  | { readonly type: 'redo' }
  | { readonly type: 'restart' }
  | { readonly type: 'newGame'; readonly game: Game }
  /** Another popup saved this game: take it as it is. */
  | { readonly type: 'adopt'; readonly game: Game; readonly meta: GameMeta }
  /**
   * Moves played as one step (one Undo takes them all back): the Finish button. With
   * `continued`, they join the group the previous finish step began (the animated finish
   * plays one move per step).
   */
  | { readonly type: 'finish'; readonly moves: readonly Move[]; readonly continued?: boolean }
  | { readonly type: 'countHint' }
  /** The page's clock (clock.ts): hidden (`running: false`) or shown again. */
  | { readonly type: 'clock'; readonly running: boolean }
  /** The statistics reset, and that reset taken back. */
  | { readonly type: 'resetStats' | 'undoReset' }
  /** The notice of saved statistics set aside (src/storage/stats.ts) was read. */
  | { readonly type: 'statsNoticeRead' }
  | { readonly type: 'settings'; readonly settings: Settings }
  /** Statistics or settings another popup saved. */
  | { readonly type: 'adoptPrefs'; readonly stats?: Stats; readonly settings?: Settings; readonly history?: History }
  /** The fair player's win chance after the first `at` moves of the game's line. */
  | { readonly type: 'noteChance'; readonly at: number; readonly chance: number }
  /** The full-deal solver proved the deal winnable after `at` moves and lost after the next move. */
  | { readonly type: 'noteWinnable'; readonly at: number }
  /** What the move played after `at` moves cost, from the fair answer at that position (storage/gameSave.ts `regrets`). */
  | { readonly type: 'noteRegret'; readonly at: number; readonly regret: Regret }
  /** The player saw an answer of the full-deal solver's (Winnable?, its warning): the game earns no goal (docs/goals.md). */
  | { readonly type: 'peeked' };

/** What a step did, for the popup to show, announce and save. */
export type Change =
  | {
      readonly kind: 'moved'; readonly move: Move; readonly before: Game; readonly autoPlayed: number;
      readonly byDemo: boolean; readonly glide: boolean; readonly finishing?: boolean;
      /** Further stock turns the same gesture made after `move` (a stock run). */
      readonly turned?: number;
    }
  | { readonly kind: 'redone'; readonly move: Move; readonly before: Game; readonly autoPlayed: number }
  /** `at` is the game after the undo, where `move` is described from. */
  | { readonly kind: 'undone'; readonly move: Move; readonly at: Game }
  | { readonly kind: 'refused'; readonly error: PlotError; readonly move: Move }
  | { readonly kind: 'nothing'; readonly what: 'undo' | 'redo' | 'adopt' | 'finish' }
  | { readonly kind: 'restarted' }
  /** Undo after Restart: the `moves` it took back are played again, the redo stack as it was. */
  | { readonly kind: 'restartUndone'; readonly moves: number }
  /** The page was hidden or shown: the clock stopped or started again. */
  | { readonly kind: 'timed' }
  /** A new game began; another popup's game was taken. */
  | { readonly kind: 'started' | 'adopted' }
  /** Statistics or settings only; `fromStorage` when another popup already saved them. */
  | { readonly kind: 'prefs'; readonly fromStorage: boolean }
  /** Something learnt about the game (a chance, a proof), kept with it. */
  | { readonly kind: 'noted' };

export interface Step {
  readonly session: Session;
  readonly change: Change;
}
