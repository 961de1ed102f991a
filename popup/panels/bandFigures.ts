// Statistics by difficulty, read from the history (its last games, each with its deal's band
// when the chance at the deal was known, and its accuracy once worked out): games, wins, win
// rate and mean accuracy a band; and the accuracies of the last games, for the chart. Pure.
import { type Band, bandOfPercent } from '../../src/solver/fair/difficulty';
import { BANDS } from '../../src/solver/fair/bandLabels';
import { type PlayedGame, ownWin } from '../../src/storage/history';

export interface BandFigures {
  readonly band: Band;
  readonly games: number;
  /** The player's own wins (not the solver's, not assisted), as Statistics counts a win. */
  readonly wins: number;
  /** wins ÷ games, 0..1; undefined without games. */
  readonly rate?: number;
  /** The mean accuracy of the band's games that have one, to a whole number; undefined when none has. */
  readonly accuracy?: number;
  /** How many of its games have an accuracy. */
  readonly rated: number;
}

/** A row per band, easy to hard; a game whose band is not known counts in none. */
export function bandFigures(games: readonly PlayedGame[]): BandFigures[] {
  return BANDS.map((band) => {
    const of = games.filter((g) => g.dealPercent !== undefined && bandOfPercent(g.dealPercent) === band);
    const wins = of.filter(ownWin).length;
    const scores = of.flatMap((g) => (g.accuracy === undefined ? [] : [g.accuracy]));
    return {
      band, games: of.length, wins, rated: scores.length,
      ...(of.length > 0 ? { rate: wins / of.length } : {}),
      ...(scores.length > 0 ? { accuracy: Math.round(scores.reduce((s, x) => s + x, 0) / scores.length) } : {}),
    };
  });
}

/** The chart's games: at most this many, the latest. */
export const CHART_GAMES = 30;

/** The accuracies of the last games that have one, oldest first, at most `count`. */
export const lastAccuracies = (games: readonly PlayedGame[], count = CHART_GAMES): number[] =>
  games.flatMap((g) => (g.accuracy === undefined ? [] : [g.accuracy])).slice(-count);
