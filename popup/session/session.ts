// The popup's game session as pure transitions: the game, what the statistics counted for
// it, the statistics and the settings, changed only by `step`. No DOM, no storage, no
// timers: the popup saves and announces what a step reports (`Change`), and the unit tests
// drive the same function. The types are sessionTypes.ts. The game's steps and the
// statistics', history's and notes' steps stay in this one file: apart (tried, issue 33) they
// cost 25 to 44 gzipped bytes on the open path, past its 44,000-byte ceiling.
import type { Session, SessionAction, Step } from './sessionTypes';
import { type Game, type Move, allInSight, autoPlayWith, canUndoStep as canUndoLine, plyAt, redoGroup as redoLine, stockRun, playMove, restart, status, undoGroup as undoLine, undoRestart, undoTo as undoLineTo, sameGame } from '../../src/engine/index';
import { tick } from './clock';
import { assistedBy, countHintAt } from './assists';
import { type GameMeta, type Regret, FRESH_META, MAX_CHANCES } from '../../src/storage/gameSave';
import { withChance, withLost, withRegret } from '../../src/storage/lineNotes';
import { type GameResult, type History, EMPTY_HISTORY, dealKey, recordGame } from '../../src/storage/history';
import { EMPTY_STATS, countGameAbandoned, countGamePlayed, countGameWon, countHint, withoutSetAside } from '../../src/storage/prefs';
import { percent } from '../../src/solver/fair/difficulty';

export type { Change, Session, SessionAction, Step } from './sessionTypes';

/**
 * Makes `next` the session's game and counts what it means: the first move (the player's
 * or the demo's) counts the game as played, a first win as won — with its hints, which
 * decide what records it may set (src/storage/stats.ts). A win the demo played out is the
 * solver's, not the player's: it ends the game as played and not won, in the history as
 * the solver's, like a game left.
 */
function settle(s: Session, next: Game, opts: { meta?: GameMeta; countMove?: boolean; byDemo?: boolean; now?: number } = {}): Session {
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

/**
 * Plays `move`: the player's (with auto-play after it), or the demo's (`byDemo`: never counted
 * as the player's); `glide` animates it. `more` are moves the same gesture made after it (a
 * stock run's further turns): marked like auto-plays, so one Undo takes the whole gesture back.
 */
function play(s: Session, move: Move, { byDemo, glide, now, more = [], joined = false }: {
  byDemo: boolean; glide: boolean; now?: number; more?: readonly Move[];
  /** The gesture began with the move before (a double-click's first click turned a card): one Undo takes both. */
  joined?: boolean;
}): Step {
  const before = s.game;
  // A gesture that began with the move before (the first click of a double-click) is one step with it.
  const result = playMove(before, move, { joined: joined && before.moves.length > 0 });
  if (!result.ok) return { session: s, change: { kind: 'refused', error: result.error, move } };
  let next = result.value;
  const meta = assistedBy(s.meta, byDemo);
  for (const extra of more) {
    const again = playMove(next, extra, { joined: true });
    if (!again.ok) break;
    next = again.value;
  }
  const turned = next.moves.length - before.moves.length - 1;
  let autoPlayed = 0;
  if (!byDemo && s.settings.autoPlay) {
    const played = autoPlayWith(next, s.settings.eagerAutoPlay ? 'eager' : 'safe');
    autoPlayed = played.played.length;
    next = played.game;
  }
  return {
    session: settle(s, next, { meta, countMove: true, byDemo, now }),
    change: { kind: 'moved', move, before, autoPlayed, byDemo, glide, ...(turned > 0 ? { turned } : {}) },
  };
}

/** Plays `moves` as one group for Undo and Redo: all of them, or none if one is refused. */
function finish(s: Session, moves: readonly Move[], { continued, now }: { continued: boolean; now?: number }): Step {
  const before = s.game;
  let next = before;
  for (const move of moves) {
    const result = playMove(next, move, { joined: continued || next !== before });
    if (!result.ok) return { session: s, change: { kind: 'refused', error: result.error, move } };
    next = result.value;
  }
  if (moves.length === 0) return { session: s, change: { kind: 'nothing', what: 'finish' } };
  // A Finish while cards are face down relied on them (every card visible: no help).
  const meta = assistedBy(s.meta, !allInSight(before.position));
  return {
    session: settle(s, next, { meta, countMove: true, now }),
    change: { kind: 'moved', move: moves[0], before, autoPlayed: moves.length - 1, byDemo: false, glide: true, finishing: true },
  };
}

/** The meta marked, once: moves were taken back (Undo, Restart), or the player peeked (the goals' rules, docs/goals.md). */
const marked = (s: Session, flag: 'tookBack' | 'peeked'): Session => (s.meta[flag] ? s : { ...s, meta: { ...s.meta, [flag]: true } });

/** Undoes the player's last move together with the plies joined to it (engine/groups.ts). */
function undoGroup(s: Session): Step {
  const undone = undoLine(s.game);
  if (!undone.ok) return { session: s, change: { kind: 'nothing', what: 'undo' } };
  return { session: settle(marked(s, 'tookBack'), undone.value.game), change: { kind: 'undone', move: undone.value.move, at: undone.value.game } };
}

function undoTo(s: Session, length: number): Step {
  const move = s.game.moves[length];
  const g = undoLineTo(s.game, length);
  return { session: settle(marked(s, 'tookBack'), g), change: move ? { kind: 'undone', move, at: g } : { kind: 'restarted' } };
}

/** Redoes the player's move and the plies joined to it. */
function redoGroup(s: Session): Step {
  const before = s.game;
  const redone = redoLine(before);
  if (!redone.ok) return { session: s, change: { kind: 'nothing', what: 'redo' } };
  const { game: next, move, joined } = redone.value;
  return { session: settle(s, next), change: { kind: 'redone', move, before, autoPlayed: joined } };
}

/** A game a new one would leave (a loss, in the history): played (by the player or the demo), not won. Every way to another game asks "Leave this game?" when this holds (PanelHost.tsx), then goes through `newGame`. */
export const leavesGame = (s: Pick<Session, 'meta'>): boolean => s.meta.counted && !s.meta.won;

/** The step reset the statistics (a reset in a window that showed nothing still clears what another window counted). */
export const resetIn = (before: Pick<Session, 'beforeReset'>, after: Pick<Session, 'beforeReset'>): boolean =>
  after.beforeReset !== undefined && after.beforeReset !== before.beforeReset;

/** A new game; one in progress (played, not won) is left: a loss, in the history too. */
function startGame(s: Session, game: Game, now?: number): Step {
  const left = leavesGame(s);
  const stats = left ? countGameAbandoned(s.stats) : s.stats;
  const history = left ? ended(s.history, s.game, s.meta, 'lost', now) : s.history;
  // A pasted game record may arrive won: the player did not win it here, so it counts nothing.
  const meta = status(game.position) === 'won' ? { ...FRESH_META, won: true } : FRESH_META;
  return { session: settle({ ...s, stats, history }, game, { meta }), change: { kind: 'started' } };
}

const GAME_ACTIONS = new Set<SessionAction['type']>(['play', 'stockRun', 'demoPlay', 'undo', 'undoTo', 'redo', 'restart', 'finish']);

/** Undo can take something back: a move, or the Restart just made. */
export const canUndoStep = (s: Pick<Session, 'game'>): boolean => canUndoLine(s.game);

/** Restart: back to the deal, as one step that Undo takes back (the moves it took back are remembered). */
function restartGame(s: Session): Step {
  return { session: settle(marked(s, 'tookBack'), restart(s.game)), change: { kind: 'restarted' } };
}

function undoStep(s: Session): Step {
  if (s.game.moves.length > 0) return undoGroup(s);
  const back = undoRestart(s.game);
  if (!back.ok) return { session: s, change: { kind: 'nothing', what: 'undo' } };
  return { session: settle(s, back.value), change: { kind: 'restartUndone', moves: back.value.moves.length } };
}

/**
 * One step of the session. `now` (epoch ms, from the store's clock) times the game (clock.ts);
 * without it the step is timeless (the reducer's tests).
 */
export function step(before: Session, action: SessionAction, now?: number): Step {
  // What another window saved changes no time here (else each window's save would make the
  // other save again, for ever): its statistics leave the clock alone; its game comes with
  // the time it counted, and the clock starts again from now.
  const fromStorage = action.type === 'adopt' || action.type === 'adoptPrefs';
  const restarted = action.type === 'adopt' && before.clockAt !== undefined && now !== undefined ? { ...before, clockAt: now, pendingMs: 0 } : before;
  const timed = fromStorage ? restarted : tick(before, now, action.type === 'clock' ? action.running : undefined);
  // What Restart took back can be brought back by Undo until the game changes otherwise: the engine's rule (groups.ts).
  const done = act(timed, action, now);
  // A reset can be taken back until something is counted after it (a game, a hint).
  const counted = done.session.beforeReset !== undefined && done.session.stats !== before.stats && (GAME_ACTIONS.has(action.type) || action.type === 'newGame' || action.type === 'countHint');
  return counted ? { ...done, session: { ...done.session, beforeReset: undefined } } : done;
}

// Over 60 lines (63), kept (issue 33): one case per action; the statistics' cases apart cost bytes at open (see the top).
function act(s: Session, action: SessionAction, now: number | undefined): Step {
  switch (action.type) {
    case 'play':
      return play(s, action.move, { byDemo: false, glide: !action.carried, now });
    case 'stockRun': {
      const [first, ...more] = stockRun(s.game.position);
      return play(s, first ?? { kind: 'deal' }, { byDemo: false, glide: true, now, more, joined: action.joined === true });
    }
    case 'demoPlay':
      return play(s, action.move, { byDemo: true, glide: true, now });
    case 'finish':
      return finish(s, action.moves, { continued: action.continued === true, now });
    case 'undo':
      return undoStep(s);
    case 'undoTo':
      return undoTo(s, action.length);
    case 'redo':
      return redoGroup(s);
    case 'restart':
      return restartGame(s);
    case 'newGame':
      return startGame(s, action.game, now);
    case 'adopt':
      return sameGame(action.game, s.game)
        ? { session: s, change: { kind: 'nothing', what: 'adopt' } }
        : { session: { ...s, game: action.game, meta: action.meta }, change: { kind: 'adopted' } };
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
