// Searches that deal random numbers until one suits: a deal the solver proves winnable
// (New game's "winnable deals only", advice/asking.ts) or one of a difficulty (the fair
// player's chance in a band, fair/bandSearch.ts). Started from the New game panel, so they
// come with the on-demand chunk (popup/loading/onDemand.ts).
import type { Game } from '../../src/engine/index';
import type { Band } from '../../src/solver/fair/difficulty';
import { gameFromNumber, randomDealNumber } from '../platform/boot';

/** A search under way, as the New game panel shows it. */
export interface DealSearch {
  dealNumber: number;
  tried: number;
  nodes: number;
  /** A search by difficulty: the band wanted (else a search for a winnable deal). */
  band?: Band;
}

/**
 * Deals up to `tries` random numbers, `ask`ing about each (`onTry` first), until `ends`
 * takes an answer: 'ended', or 'exhausted' when none did, or 'stale' as soon as `stale()`
 * (a newer search or a cancel).
 */
export async function tryDeals<A>({ tries, random, onTry, ask, ends, stale }: {
  tries: number;
  random?: () => number;
  onTry(dealNumber: number, tried: number): void;
  ask(game: Game, dealNumber: number, tried: number): Promise<A>;
  ends(answer: A, game: Game): boolean;
  stale(): boolean;
}): Promise<'ended' | 'exhausted' | 'stale'> {
  for (let tried = 1; tried <= tries; tried++) {
    const n = randomDealNumber(random);
    onTry(n, tried);
    const game = gameFromNumber(n);
    const answer = await ask(game, n, tried);
    if (stale()) return 'stale';
    if (ends(answer, game)) return 'ended';
  }
  return 'exhausted';
}
