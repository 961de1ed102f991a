// The stored history and statistics records: read tolerantly (old and damaged records), kept
// bounded, and exported as CSV.
import { describe, expect, it } from 'vitest';
import { dealToString } from '../../src/engine/index';
import { readStored } from '../../src/storage/gameMigrate';
import { gameFromNumber } from '../../popup/platform/boot';
import { BEST_LIMIT, EMPTY_HISTORY, HISTORY_LIMIT, type PlayedGame, historySummary, readHistory, recordGame } from '../../src/storage/history';
import { historyCsv } from '../../src/storage/historyCsv';
import { bandOfPercent } from '../../src/solver/fair/difficulty';
import { EMPTY_STATS, countGameWon, readSettings, readStats } from '../../src/storage/prefs';
import { averageCleanWinMs } from '../../src/storage/statsFigures';

const game = (over: Partial<PlayedGame> = {}): PlayedGame => ({ deal: '7', result: 'won', moves: 240, timeMs: 251_500, hints: 0, endedAt: Date.UTC(2026, 10, 30, 12), ...over });

describe('the history record', () => {
  it('reads back what it stores, and drops only the entries that make no sense', () => {
    const h = recordGame(recordGame(EMPTY_HISTORY, game()), game({ deal: 'x0badf00d', result: 'lost', timeMs: 0 }));
    expect(readHistory(JSON.parse(JSON.stringify(h)))).toEqual(h);
    const damaged = {
      games: [game(), { deal: 7 }, { ...game(), result: 'draw' }, null, { ...game(), moves: -1 }, { ...game(), hints: 'x' }, { ...game(), timeMs: 1e308 }, { ...game(), hints: undefined, endedAt: undefined }],
      best: [{ deal: '7', ms: 0 }, 'x'],
    };
    expect(readHistory(damaged)).toEqual({ games: [game(), { ...game(), hints: 0, endedAt: 0 }], best: [] });
    expect(readHistory(undefined)).toEqual(EMPTY_HISTORY);
    expect(readHistory('garbage')).toEqual(EMPTY_HISTORY);
  });

  it('keeps the last 200 games and a bounded list of best times', () => {
    let h = EMPTY_HISTORY;
    for (let i = 0; i < BEST_LIMIT + 20; i++) h = recordGame(h, game({ deal: String(i + 1), timeMs: 1000 + i }));
    expect(h.games.length).toBe(HISTORY_LIMIT);
    expect(h.games[0].deal).toBe(String(BEST_LIMIT + 20 - HISTORY_LIMIT + 1));
    expect(h.best.length).toBe(BEST_LIMIT);
    expect(h.best[BEST_LIMIT - 1]).toEqual({ deal: String(BEST_LIMIT + 20), ms: 1000 + BEST_LIMIT + 19, noHints: true });
  });

  it('sums up wins, and the average and fastest of the wins without hints', () => {
    const h = [game({ timeMs: 100_000 }), game({ timeMs: 300_000 }), game({ result: 'lost', timeMs: 5_000 }), game({ timeMs: 0 }), game({ timeMs: 20_000, hints: 4 })].reduce(recordGame, EMPTY_HISTORY);
    expect(historySummary(h)).toEqual({ wins: 4, hintedWins: 1, averageWinMs: 200_000, fastestWinMs: 100_000 });
    expect(historySummary(EMPTY_HISTORY)).toEqual({ wins: 0, hintedWins: 0 });
  });

  it('exports as CSV: a header, one row per game, oldest first, with the difficulty the history table shows', () => {
    const h = [
      game({ dealPercent: 97 }), game({ deal: '12', result: 'lost', moves: 31, timeMs: 64_000, hints: 3, dealPercent: 94, accuracy: 87 }), game({ deal: '13', assisted: true }),
      game({ deal: '14', dealPercent: 95, accuracy: 100 }),
    ].reduce(recordGame, EMPTY_HISTORY);
    expect(historyCsv(h, bandOfPercent)).toBe(
      'ended,deal,difficulty,chance,result,moves,seconds,hints,assisted,accuracy\r\n' +
        '2026-11-30T12:00:00.000Z,7,easy,97,won,240,251.5,0,no,\r\n' +
        '2026-11-30T12:00:00.000Z,12,hard,94,lost,31,64.0,3,no,87\r\n' +
        '2026-11-30T12:00:00.000Z,13,,,won,240,251.5,0,yes,\r\n' +
        '2026-11-30T12:00:00.000Z,14,medium,95,won,240,251.5,0,no,100\r\n',
    );
  });
});

describe('statistics and settings records from before', () => {
  it('an old statistics record (six counters) reads with no timed wins yet', () => {
    const old = { played: 5, won: 2, currentStreak: 1, bestStreak: 2, hintsUsed: 4 };
    expect(readStats(old)).toEqual({ ...EMPTY_STATS, ...old });
    expect(averageCleanWinMs(readStats(old))).toBeUndefined();
    const after = countGameWon(readStats(old), 90_000);
    expect(after).toMatchObject({ won: 3, cleanWins: 1, cleanTimedWins: 1, cleanTimeMs: 90_000, cleanFastestMs: 90_000 });
    expect(countGameWon(EMPTY_STATS)).toMatchObject({ won: 1, cleanWins: 1, cleanTimedWins: 0, cleanFastestMs: 0 });
  });

  it('old settings get "finish automatically", eager auto-play and the full-deal hints off, the win-chance meter and moves and time on', () => {
    expect(readSettings({ autoPlay: false, blunderCheck: true, animations: true })).toEqual({ autoPlay: false, blunderCheck: true, blunderPeek: false, animations: true, autoFinish: false, eagerAutoPlay: false, fourColour: false, hintsPeek: false, movesTime: true, winMeter: true, winnableOnly: true, theme: 'system', felt: 'green', volume: 0, cardBack: 'plain', sync: true });
    expect(readSettings({ theme: 'dark' }).theme).toBe('dark');
    expect(readSettings({ theme: 'purple' }).theme).toBe('system');
  });

  it('a saved game\'s meta keeps time and hints, and ignores nonsense there', () => {
    const save = (meta: unknown) => ({ format: 3, writer: 'w', savedAt: 0, game: { schema: 1, deal: dealToString(gameFromNumber(1).deal), moves: '', redo: '' }, meta });
    const read = readStored(save({ counted: true, won: false, timeMs: 61_000, hints: 2, solverWon: 'yes' }));
    expect(read.ok && read.value.meta).toEqual({ counted: true, won: false, timeMs: 61_000, hints: 2 });
    const bad = readStored(save({ counted: true, timeMs: -4, hints: 1.5 }));
    expect(bad.ok && bad.value.meta).toEqual({ counted: true, won: false });
  });
});
