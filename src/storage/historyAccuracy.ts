// A finished game's accuracy added to its history record once the worker has worked it out
// (popup/fair/accuracyRun.ts). Apart from history.ts, which the popup needs when it opens:
// only the on-demand chunk adds an accuracy.
import type { History, PlayedGame } from './history';

/** The same game's record: what a record is known by before its accuracy is added. */
export const sameGame = (a: PlayedGame, b: PlayedGame): boolean =>
  a.deal === b.deal && a.endedAt === b.endedAt && a.moves === b.moves && a.result === b.result;

/** `h` with `accuracy` set on the record of `game` (unchanged when that record is not there). */
export function withAccuracy(h: History, game: PlayedGame, accuracy: number): History {
  const i = h.games.findIndex((g) => sameGame(g, game));
  if (i < 0 || h.games[i].accuracy === accuracy) return h;
  const games = [...h.games];
  games[i] = { ...games[i], accuracy };
  return { ...h, games };
}
