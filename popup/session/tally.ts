// What the session counts and keeps beside the game's moves: the statistics and the history
// a game's end counts (settle, ended), the statistics' own steps (a hint, a reset and its
// undo, the notice read), the settings, what another window saved, the clock's step, and the
// solvers' notes laid on the line. Pure, as session.ts, which steps the game and calls these.
import { type Game, plyAt, status } from '../../src/engine/index';
import { assistedBy, countHintAt } from './assists';
import { type GameMeta, type Regret, MAX_CHANCES } from '../../src/storage/gameSave';
import { withChance, withLost, withRegret } from '../../src/storage/lineNotes';
import { type GameResult, type History, EMPTY_HISTORY, dealKey, recordGame } from '../../src/storage/history';
import { EMPTY_STATS, countGameAbandoned, countGamePlayed, countGameWon, countHint, withoutSetAside } from '../../src/storage/prefs';
import { percent } from '../../src/solver/fair/difficulty';
import type { Session, SessionAction, Step } from './sessionTypes';

/** The actions that change no move of the game: counts, settings, the clock, notes. */
export type TallyAction = Extract<SessionAction, { type: 'countHint' | 'clock' | 'resetStats' | 'undoReset' | 'statsNoticeRead' | 'settings' | 'adoptPrefs' | 'noteChance' | 'noteRegret' | 'noteWinnable' | 'peeked' }>;

/**
 * Makes `next` the session's game and counts what it means: the first move (the player's
 * or the demo's) counts the game as played, a first win as won — with its hints, which
 * decide what records it may set (src/storage/stats.ts). A win the demo played out is the
 * solver's, not the player's: it ends the game as played and not won, in the history as
 * the solver's, like a game left.
 */
export function settle(s: Session, next: Game, opts: { meta?: GameMeta; countMove?: boolean; byDemo?: boolean; now?: number } = {}): Session {
  let meta = opts.meta ?? s.meta;
  let stats = s.stats;
  let history = s.history;
  if (opts.countMove && !meta.counted && next.moves.length > 0) {
    meta = { ...meta, counted: true, ...(opts.now ? { begun: opts.now } : {}) };
    stats = countGamePlayed(stats);
  }
  if (!meta.won && status(next.position) === 'won') {
    meta = opts.byDemo ? { ...meta, won: true, solverWon: true } : { ...meta, won: true };
    if (!opts.byDemo && !meta.assisted) {
      stats = countGameWon(stats, meta.timeMs ?? 0, meta.hints ?? 0);
      history = ended(history, next, meta, 'won', opts.now);
    } else if (!opts.byDemo) {
      // Won with help that read the face-down cards: kept as assisted, never a win or a streak.
      if (meta.counted) stats = countGameAbandoned(stats);
      history = ended(history, next, meta, 'won', opts.now);
    } else if (meta.counted) {
      stats = countGameAbandoned(stats);
      history = ended(history, next, meta, 'solver', opts.now);
    }
  }
  return { ...s, game: next, meta, stats, history };
}

/** The history with `game` added as finished with `result`; its difficulty is the fair chance at the deal, when known. */
export function ended(h: History | undefined, game: Game, meta: GameMeta, result: GameResult, now = 0, atDeal = meta.dealChance): History {
  return recordGame(h ?? EMPTY_HISTORY, {
    deal: dealKey(game), result, moves: game.moves.length, timeMs: meta.timeMs ?? 0, hints: meta.hints ?? 0, endedAt: now,
    ...(meta.assisted || result === 'solver' ? { assisted: true } : {}),
    ...(meta.begun ? { begun: meta.begun } : {}),
    ...(typeof atDeal === 'number' ? { dealPercent: percent(atDeal) } : {}),
  });
}

/** Notes arrive from the solvers after the moves: each is laid on its ply of the line (lineNotes.ts), the chance at the deal in the meta. */
function noteChance(s: Session, at: number, chance: number): Step {
  const noted = { session: s, change: { kind: 'noted' } } as const;
  if (!Number.isInteger(at) || at < 0 || at > s.game.moves.length || at >= MAX_CHANCES || !(chance >= 0 && chance <= 1)) return noted;
  if (at === 0) return { ...noted, session: { ...s, meta: { ...s.meta, dealChance: chance } } };
  return { ...noted, session: { ...s, game: withChance(s.game, at - 1, chance) } };
}

function noteRegret(s: Session, at: number, regret: Regret): Step {
  const noted = { session: s, change: { kind: 'noted' } } as const;
  if (!Number.isInteger(at) || at < 0 || at >= s.game.moves.length || at >= MAX_CHANCES) return noted;
  return { ...noted, session: { ...s, game: withRegret(s.game, at, regret) } };
}

function noteWinnable(s: Session, at: number): Step {
  const noted = { session: s, change: { kind: 'noted' } } as const;
  return plyAt(s.game, at) ? { ...noted, session: { ...s, game: withLost(s.game, at) } } : noted;
}

/** The meta marked, once: moves were taken back (Undo, Restart), or the player peeked (the goals' rules, docs/goals.md). */
export const marked = (s: Session, flag: 'tookBack' | 'peeked'): Session => (s.meta[flag] ? s : { ...s, meta: { ...s.meta, [flag]: true } });

/** A game a new one would leave (a loss, in the history): played (by the player or the demo), not won. Every way to another game asks "Leave this game?" when this holds (PanelHost.tsx), then goes through `newGame`. */
export const leavesGame = (s: Pick<Session, 'meta'>): boolean => s.meta.counted && !s.meta.won;

/** The step reset the statistics (a reset in a window that showed nothing still clears what another window counted). */
export const resetIn = (before: Pick<Session, 'beforeReset'>, after: Pick<Session, 'beforeReset'>): boolean =>
  after.beforeReset !== undefined && after.beforeReset !== before.beforeReset;

/** A step that changes no move of the game (TallyAction). */
export function tally(s: Session, action: TallyAction): Step {
  switch (action.type) {
    case 'countHint': {
      // One hint per position; a hint from the full deal (the setting) makes the game assisted.
      const meta = assistedBy(countHintAt(s.meta, s.game.position), s.settings.hintsPeek);
      const counted = (meta.hints ?? 0) > (s.meta.hints ?? 0);
      return { session: { ...s, stats: counted ? countHint(s.stats) : s.stats, meta }, change: { kind: 'prefs', fromStorage: false } };
    }
    case 'clock':
      return { session: s, change: { kind: 'timed' } };
    case 'resetStats':
      // A game under way was counted at its first move: it stays counted, so that its end adds up.
      return {
        session: { ...s, stats: leavesGame(s) ? { ...EMPTY_STATS, played: 1 } : EMPTY_STATS, history: EMPTY_HISTORY, beforeReset: { stats: s.stats, history: s.history ?? EMPTY_HISTORY } },
        change: { kind: 'prefs', fromStorage: false },
      };
    case 'statsNoticeRead':
      return { session: { ...s, stats: withoutSetAside(s.stats) }, change: { kind: 'prefs', fromStorage: false } };
    case 'undoReset':
      return s.beforeReset
        ? { session: { ...s, ...s.beforeReset, beforeReset: undefined }, change: { kind: 'prefs', fromStorage: false } }
        : { session: s, change: { kind: 'nothing', what: 'undo' } };
    case 'settings':
      return { session: { ...s, settings: action.settings }, change: { kind: 'prefs', fromStorage: false } };
    case 'adoptPrefs':
      return {
        session: { ...s, stats: action.stats ?? s.stats, settings: action.settings ?? s.settings, history: action.history ?? s.history },
        change: { kind: 'prefs', fromStorage: true },
      };
    case 'noteChance':
      return noteChance(s, action.at, action.chance);
    case 'noteRegret':
      return noteRegret(s, action.at, action.regret);
    case 'noteWinnable':
      return noteWinnable(s, action.at);
    case 'peeked':
      return { session: marked(s, 'peeked'), change: { kind: 'noted' } };
  }
}
