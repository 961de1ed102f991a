// Whole games by a player who cannot see the face-down cards: the fair player (the
// move `plot chance` recommends, at every step) or the greedy baseline alone.
import { type Card, type Move, type Position, dealPosition, isWon, play, viewOf } from '../../engine/index';
import { type FairCore, type FairOptions, BASELINE_POLICY, fairDecide } from './core';

export type FairPlayer = 'fair' | 'greedy';

export interface PlayedGame {
  won: boolean;
  moves: Move[];
  /** Before each of the fair player's searched moves: its predicted chance and the rollout share it was calibrated from. */
  predictions: { ply: number; chance: number; rollout: number; cards: number }[];
  ms: number;
  /** Where the game ended. */
  final: Position;
}

const MAX_PLIES = 2000;

/** The move `player` makes from `pos`, reading only its view. */
export function playerMove(core: FairCore, pos: Position, player: FairPlayer, options: FairOptions = {}): { move: Move | undefined; chance?: number; rollout?: number } {
  if (player === 'greedy') return { move: core.policyMove(viewOf(pos), BASELINE_POLICY) };
  const a = fairDecide(core, viewOf(pos), options);
  const searched = a.reason === 'search' && a.chance !== undefined && a.rollout !== undefined;
  return { move: a.best, ...(searched ? { chance: a.chance, rollout: a.rollout!.share } : {}) };
}

/** Plays from `start` (after a deal, or any position) to a won or blocked game; every move goes through the engine. */
export function playGame(core: FairCore, start: Position | readonly Card[], player: FairPlayer, options: FairOptions = {}): PlayedGame {
  const t0 = performance.now();
  let pos = Array.isArray(start) ? dealPosition(start as readonly Card[]) : (start as Position);
  const moves: Move[] = [];
  const predictions: PlayedGame['predictions'] = [];
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const { move, chance, rollout } = playerMove(core, pos, player, options);
    if (move === undefined) break;
    if (chance !== undefined && rollout !== undefined) predictions.push({ ply, chance, rollout, cards: pos.foundations.reduce((s, f) => s + f.length, 0) });
    const next = play(pos, move);
    if (!next.ok) throw new Error(`the ${player} player chose an illegal move: ${next.error.message}`);
    pos = next.value;
    moves.push(move);
  }
  const won = isWon(pos);
  return { won, moves, predictions, ms: performance.now() - t0, final: pos };
}
