// The guided first game: one constructed deal where each rule comes up in the first moves, and
// the steps that walk through them, each done when the engine's game shows it was (the moves
// it accepted, the piles they left) or, for the closed foundations, when the engine refused a
// base-rank card's move. Pure: the tests play the steps' line on the engine.
import { type Game, type Move, type PileId, type Position, isRestricted, newGame, parseDeal, relRank, sourceCard } from '../../src/engine/index';
import { isSource } from '../input/moves';
import type { SingleKey } from '../platform/i18n';

/**
 * Base rank 5. Reserve top down: 6 J K 2 4 (only foundation 1 takes them, in turn); the
 * tableau: 7 (up at once), T and 9 (the 9 builds on the T), a 5 (closed foundations; later
 * foundation 2), Q, A, 3 and a second copy of each (any copy will do); the stock: 8, then a 5
 * for a space, then a Q for a space once foundation 1 is complete. Foundation 1 completes in
 * nine moves alternating piles and reserve. In RULES.md's deal format.
 */
export const GUIDED_DEAL =
  '3C QS KD AC 5D 5S TH 5C 4D 2C KS JH 6S 5H 7C TD 9S 5S QH AC 3D QC 9H AD 3S 7H 8D 5C QD 9D 3H AH 7D TC 8S 4S 6C 6D 7C 6H 2S 9S 7S KS 9H TH TC QH QD 8C 3H 8H 8S 5D 2S KH QC 7D AS 4C JD 3C 2H 3S QS KC 4H TD 6C 6D JC AD AH 8H 7S 2D 2D 5H 7H KD 2C 9C 6S 4D 9D 4H JS 9C 4C JS 8C AS 2H 6H 4S JC KH JH KC JD TS 3D TS 8D';

/** The deal as a game (no deal number: it is not one of the numbered deals, and never counted). */
export function guidedGame(): Game {
  const deal = parseDeal(GUIDED_DEAL);
  if (!deal.ok) throw new Error(deal.error.message);
  return newGame(deal.value);
}

/** What a step's check reads: the game now, the game when the step began, whether a base-rank card's move was refused since. */
export interface StepState {
  readonly game: Game;
  readonly began: Game;
  readonly refusedBase: boolean;
}

export interface GuidedStep {
  /** Its words (the step's instruction). */
  readonly key: SingleKey;
  readonly done: (s: StepState) => boolean;
}

const isTableau = (to: string): boolean => to.startsWith('t');
const plays = (moves: readonly Move[], from: (f: string) => boolean, to: (t: string) => boolean): boolean =>
  moves.some((m) => m.kind === 'play' && from(m.from) && to(m.to));
/** Piles that hold a base-rank card alone: one at the deal; a base-rank card enters the tableau only into a space. */
const baseAlone = (pos: Position): number => pos.tableau.filter((p) => p.length === 1 && relRank(p[0], pos.base) === 0).length;
const since = (s: StepState): readonly Move[] => s.game.moves.slice(s.began.moves.length);

/** The steps in order: 9, about 21 moves of the player's (the tests play them). */
export const GUIDED_STEPS: readonly GuidedStep[] = [
  // The reserve, and foundation 1 built up from the base rank.
  { key: 'tutorialReserve', done: ({ game }) => plays(game.moves, (f) => f === 'r', () => true) },
  // The closed foundations: the engine refuses the tableau's 5.
  { key: 'tutorialClosed', done: ({ refusedBase }) => refusedBase },
  { key: 'tutorialTableauUp', done: ({ game }) => plays(game.moves, isTableau, (t) => t.startsWith('f')) },
  { key: 'tutorialBuild', done: ({ game }) => plays(game.moves, isTableau, isTableau) },
  { key: 'tutorialStock', done: ({ game }) => plays(game.moves, (f) => f === 'w', (t) => t.startsWith('f')) },
  { key: 'tutorialSpace', done: ({ game }) => baseAlone(game.position) >= 2 },
  { key: 'tutorialFinishF1', done: ({ game }) => !isRestricted(game.position) },
  { key: 'tutorialOpened', done: ({ game }) => game.position.foundations.slice(1).some((f) => f.length > 0) },
  { key: 'tutorialAnySpace', done: (s) => !isRestricted(s.game.position) && plays(since(s), (f) => f === 'w', isTableau) },
];

/** Where the guide stands: the step under way (GUIDED_STEPS.length: all done), its start, a refusal seen. */
export interface Progress {
  readonly step: number;
  readonly began: Game;
  readonly refusedBase: boolean;
}

export const startProgress = (game: Game): Progress => ({ step: 0, began: game, refusedBase: false });

/**
 * The progress after the game became `game` (a refusal of a base-rank card's move: `refusedBase`):
 * each step done moves on to the next, which may be done already (the player ran ahead; a
 * refusal seen before its step counts for it).
 */
export function advance(p: Progress, game: Game, refusedBase = false): Progress {
  let next: Progress = { ...p, refusedBase: p.refusedBase || refusedBase };
  while (next.step < GUIDED_STEPS.length && GUIDED_STEPS[next.step].done({ game, began: next.began, refusedBase: next.refusedBase })) {
    next = { ...next, step: next.step + 1, began: game };
  }
  return next;
}

/** A refused move was a base-rank card's: the rule of the closed foundations or of the tableau's base cards. */
export function isBaseCardMove(pos: Position, from: PileId): boolean {
  const card = isSource(from) ? sourceCard(pos, from) : undefined;
  return card !== undefined && relRank(card, pos.base) === 0;
}
