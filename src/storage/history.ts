// The history of finished games (the last 200) and the best time on each deal played,
// kept under one key and read tolerantly: an entry that does not make sense is dropped,
// never the whole history.
import { type Game, dealToString } from '../engine/index';

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
}

export interface BestTime {
  readonly deal: string;
  readonly ms: number;
}

export interface History {
  /** Oldest first, at most HISTORY_LIMIT. */
  readonly games: readonly PlayedGame[];
  readonly best: readonly BestTime[];
}

export const EMPTY_HISTORY: History = { games: [], best: [] };

/** FNV-1a, 32 bits: a short stable name for a custom deal. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

export const dealKey = (game: Pick<Game, 'deal' | 'dealNumber'>): string =>
  game.dealNumber !== undefined ? String(game.dealNumber) : `x${fnv1a(dealToString(game.deal))}`;

const RESULTS: readonly GameResult[] = ['won', 'lost', 'solver'];
const count = (v: unknown): number | undefined => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : undefined);
const isDeal = (v: unknown): v is string => typeof v === 'string' && /^(\d{1,10}|x[0-9a-f]{8})$/.test(v);

function readGame(value: unknown): PlayedGame | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const [moves, timeMs, hints, endedAt] = [count(v.moves), count(v.timeMs), count(v.hints), count(v.endedAt)];
  if (!isDeal(v.deal) || !RESULTS.includes(v.result as GameResult) || moves === undefined) return undefined;
  return {
    deal: v.deal, result: v.result as GameResult, moves, timeMs: timeMs ?? 0, hints: hints ?? 0, endedAt: endedAt ?? 0,
    ...(v.assisted === true ? { assisted: true } : {}),
  };
}

function readBest(value: unknown): BestTime | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const ms = count(v.ms);
  return isDeal(v.deal) && ms !== undefined && ms > 0 ? { deal: v.deal, ms } : undefined;
}

const defined = <T>(x: T | undefined): x is T => x !== undefined;

export function readHistory(value: unknown): History {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const games = Array.isArray(v.games) ? v.games.map(readGame).filter(defined).slice(-HISTORY_LIMIT) : [];
  const best = Array.isArray(v.best) ? v.best.map(readBest).filter(defined).slice(-BEST_LIMIT) : [];
  return { games, best };
}

export const bestFor = (h: History, deal: string): number | undefined => h.best.find((b) => b.deal === deal)?.ms;

/** A win of the player's own: not the solver's, not assisted. */
export const ownWin = (g: PlayedGame): boolean => g.result === 'won' && g.assisted !== true;

/** Adds a finished game (the oldest falls off past the limit); a timed win of the player's own may set the deal's best. */
export function recordGame(h: History, game: PlayedGame): History {
  const games = [...h.games, game].slice(-HISTORY_LIMIT);
  if (!ownWin(game) || game.timeMs <= 0) return { games, best: h.best };
  const old = bestFor(h, game.deal);
  if (old !== undefined && old <= game.timeMs) return { games, best: h.best };
  const best = [...h.best.filter((b) => b.deal !== game.deal), { deal: game.deal, ms: game.timeMs }].slice(-BEST_LIMIT);
  return { games, best };
}

/** Figures over the history: wins, average and fastest win time. */
export function historySummary(h: History): { wins: number; averageWinMs?: number; fastestWinMs?: number } {
  const times = h.games.filter((g) => ownWin(g) && g.timeMs > 0).map((g) => g.timeMs);
  const wins = h.games.filter(ownWin).length;
  if (times.length === 0) return { wins };
  return { wins, averageWinMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length), fastestWinMs: Math.min(...times) };
}
