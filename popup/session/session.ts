// The popup's game session as pure transitions: the game, what the statistics counted for
// it, the statistics and the settings, changed only by `step`. No DOM, no storage, no
// timers: the popup saves and announces what a step reports (`Change`), and the unit tests
// drive the same function. The game's steps (moves, Undo, Redo, Restart, Finish, a new
// game) are here; what is counted and noted beside them is tally.ts's.
import { type Game, type Move, allInSight, autoPlayWith, canUndoStep as canUndoLine, redoGroup as redoLine, stockRun, playMove, restart, status, undoGroup as undoLine, undoRestart, undoTo as undoLineTo, sameGame } from '../../src/engine/index';
import { tick } from './clock';
import { assistedBy } from './assists';
import { FRESH_META } from '../../src/storage/gameSave';
import { countGameAbandoned } from '../../src/storage/prefs';
import type { Session, SessionAction, Step } from './sessionTypes';
import { ended, leavesGame, marked, settle, tally } from './tally';

export type { Change, Session, SessionAction, Step } from './sessionTypes';
export { ended, leavesGame, resetIn } from './tally';

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
    default:
      return tally(s, action);
  }
}
