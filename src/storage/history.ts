// The history of finished games (the last 200) and the best time on each deal played,
// kept under one key and read tolerantly: an entry that does not make sense (a number out
// of any range a game can have among them) is dropped, never the whole history.
//
// A best time is a record: it comes only from a win without hints or help, and says so
// (`noHints`). Best times saved before that (no `noHints`) may come from a win with hints;
// readHistory sorts them with the games still in the history: one set by a win without
// hints is marked so, one set by a win with hints is no record (that game stays in the
// history with its hints and time; the deal's fastest win without hints there, if any,
// takes its place), and one whose game has left the history cannot be told: it is kept,
// shown as an earlier best whose kind is unknown (WinPanel.tsx), never as a record.
import { type Game, dealToString, fnv1a } from '../engine/index';
import { MAX_COUNT, MAX_GAME_MS } from './stats';

export const HISTORY_KEY = 'plot.history';
export const HISTORY_LIMIT = 200;
/** Best times kept (the most recently improved last), so the record stays small. */
export const BEST_LIMIT = 500;

/** How a game ended: won by the player, left or blocked (lost), or played out by the solver. */
export type GameResult = 'won' | 'lost' | 'solver';

export interface PlayedGame {
  /** The deal number, or `x` and a hash of the 104 cards for a custom deal. */
  readonly deal: string;
  readonly result: GameResult;
  readonly moves: number;
  /** Time of play in milliseconds. */
  readonly timeMs: number;
  readonly hints: number;
  /** When it ended (epoch ms). */
  readonly endedAt: number;
  /**
   * Helped by what reads the face-down cards (the demo, a hint from the full deal, a Finish
   * with cards face down): never a win, a streak or a best time. Older records: absent.
   */
  readonly assisted?: boolean;
  /**
   * The fair player's win chance at the deal, before any card was turned, as the whole
   * percent shown (its difficulty band follows from it: src/solver/fair/difficulty.ts),
   * when it was known. Older records: absent.
   */
  readonly dealPercent?: number;
  /**
   * The player's accuracy in this game, 0..100 (docs/fair-play.md, "Accuracy"), worked out
   * in the worker after it ended and added to its record then. Older records, and games with
   * no decision to rate: absent.
   */
  readonly accuracy?: number;
  /** When the game's first move was made (GameMeta.begun): the same game ended in two windows is kept once. Older records: absent. */
  readonly begun?: number;
}

export interface BestTime {
  readonly deal: string;
  readonly ms: number;
  /** Set by a win without hints or help: a record. Absent: an earlier best of unknown kind (see the top). */
  readonly noHints?: true;
}

export interface History {
  /** Oldest first, at most HISTORY_LIMIT. */
  readonly games: readonly PlayedGame[];
  readonly best: readonly BestTime[];
}

export const EMPTY_HISTORY: History = { games: [], best: [] };

export const dealKey = (game: Pick<Game, 'deal' | 'dealNumber'>): string =>
  game.dealNumber !== undefined ? String(game.dealNumber) : `x${fnv1a(dealToString(game.deal)).toString(16).padStart(8, '0')}`;

const RESULTS: readonly GameResult[] = ['won', 'lost', 'solver'];
/** A game's moves beyond this are no game's (the longest winning lines are a few hundred). */
const MAX_MOVES = 1_000_000;
/** 1 January 3000: an end after it is no date. */
const MAX_DATE = 32_503_680_000_000;
const count = (v: unknown, max = MAX_COUNT): number | undefined => (Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : undefined);
const isDeal = (v: unknown): v is string => typeof v === 'string' && /^(\d{1,10}|x[0-9a-f]{8})$/.test(v);

function readGame(value: unknown): PlayedGame | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const [moves, timeMs, hints, endedAt] = [count(v.moves, MAX_MOVES), count(v.timeMs, MAX_GAME_MS), count(v.hints), count(v.endedAt, MAX_DATE)];
  if (!isDeal(v.deal) || !RESULTS.includes(v.result as GameResult) || moves === undefined) return undefined;
  // A figure missing from an older entry reads as 0; one there but not a figure any game can have is no game's.
  if ([[v.timeMs, timeMs], [v.hints, hints], [v.endedAt, endedAt]].some(([stored, read]) => stored !== undefined && read === undefined)) return undefined;
  const dealPercent = count(v.dealPercent, 100);
  const accuracy = count(v.accuracy, 100);
  const begun = count(v.begun, MAX_DATE);
  return {
    deal: v.deal, result: v.result as GameResult, moves, timeMs: timeMs ?? 0, hints: hints ?? 0, endedAt: endedAt ?? 0,
    ...(v.assisted === true ? { assisted: true } : {}),
    ...(dealPercent === undefined ? {} : { dealPercent }),
    ...(accuracy === undefined ? {} : { accuracy }),
    ...(begun ? { begun } : {}),
  };
}

function readBest(value: unknown): BestTime | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const ms = count(v.ms, MAX_GAME_MS);
  if (!isDeal(v.deal) || ms === undefined || ms <= 0) return undefined;
  return v.noHints === true ? { deal: v.deal, ms, noHints: true } : { deal: v.deal, ms };
}

/** A win of the player's own: not the solver's, not assisted. It counts as won, with or without hints. */
export const ownWin = (g: PlayedGame): boolean => g.result === 'won' && g.assisted !== true;

/** A win without hints or help, timed: what records are made of. */
export const recordWin = (g: PlayedGame): boolean => ownWin(g) && g.hints === 0 && g.timeMs > 0;

/** The best times of an older record sorted by kind with the games in the history (see the top); at most one of each kind a deal. */
function sortBest(best: readonly BestTime[], games: readonly PlayedGame[]): BestTime[] {
  const sorted = best.flatMap((b): BestTime[] => {
    if (b.noHints) return [b];
    const same = games.filter((g) => ownWin(g) && g.deal === b.deal && g.timeMs === b.ms);
    if (same.some((g) => g.hints === 0)) return [{ ...b, noHints: true }];
    if (same.length === 0) return [b];
    const clean = games.filter((g) => recordWin(g) && g.deal === b.deal).map((g) => g.timeMs);
    return clean.length > 0 ? [{ deal: b.deal, ms: Math.min(...clean), noHints: true }] : [];
  });
  // One of each kind a deal: the fastest, where the latest of them stood (the limit drops the oldest).
  const fastest = new Map<string, BestTime>();
  for (const b of sorted) {
    const k = `${b.noHints ? 'n' : 'e'}${b.deal}`;
    const had = fastest.get(k);
    fastest.delete(k);
    fastest.set(k, had && had.ms <= b.ms ? had : b);
  }
  return [...fastest.values()];
}

const defined = <T>(x: T | undefined): x is T => x !== undefined;

export function readHistory(value: unknown): History {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const games = Array.isArray(v.games) ? v.games.map(readGame).filter(defined).slice(-HISTORY_LIMIT) : [];
  const best = Array.isArray(v.best) ? sortBest(v.best.map(readBest).filter(defined), games).slice(-BEST_LIMIT) : [];
  return { games, best };
}

/** The best time on `deal`: a record, set by a win without hints or help. */
export const bestFor = (h: History, deal: string): number | undefined => h.best.find((b) => b.deal === deal && b.noHints)?.ms;

/** A best time on `deal` saved before records were told apart by hints, whose game has left the history (see the top). */
export const earlierBestFor = (h: History, deal: string): number | undefined => h.best.find((b) => b.deal === deal && !b.noHints)?.ms;

/** Adds a finished game (the oldest falls off past the limit); a timed win without hints or help may set the deal's best. */
export function recordGame(h: History, game: PlayedGame): History {
  const games = [...h.games, game].slice(-HISTORY_LIMIT);
  if (!recordWin(game)) return { games, best: h.best };
  const old = bestFor(h, game.deal);
  if (old !== undefined && old <= game.timeMs) return { games, best: h.best };
  const best = [...h.best.filter((b) => !(b.deal === game.deal && b.noHints)), { deal: game.deal, ms: game.timeMs, noHints: true as const }].slice(-BEST_LIMIT);
  return { games, best };
}

/** Figures over the history: wins (with or without hints), and the average and fastest of the wins without hints or help. */
export function historySummary(h: History): { wins: number; hintedWins: number; averageWinMs?: number; fastestWinMs?: number } {
  const times = h.games.filter(recordWin).map((g) => g.timeMs);
  const wins = h.games.filter(ownWin).length;
  const hintedWins = h.games.filter((g) => ownWin(g) && g.hints > 0).length;
  if (times.length === 0) return { wins, hintedWins };
  return { wins, hintedWins, averageWinMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length), fastestWinMs: Math.min(...times) };
}
