// Searches that deal random numbers until one suits: a deal the solver proves winnable
// (New game's "winnable deals only", advice/asking.ts) or one of a difficulty (the fair
// player's chance in a band, fair/bandSearch.ts). Started from the New game panel, so they
// come with the on-demand chunk (popup/loading/onDemand.ts).
import { type Game, sameGame } from '../../src/engine/index';
import type { Band } from '../../src/solver/fair/difficulty';
import { gameFromNumber, randomDealNumber } from '../platform/boot';
import { leavesGame } from '../session/session';
import { type FoundDeal, type ReadyDealHost, offerDeal } from '../panels/readyDeal';

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
  ends(answer: A, game: Game, dealNumber: number): boolean;
  stale(): boolean;
}): Promise<'ended' | 'exhausted' | 'stale'> {
  for (let tried = 1; tried <= tries; tried++) {
    const n = randomDealNumber(random);
    onTry(n, tried);
    const game = gameFromNumber(n);
    const answer = await ask(game, n, tried);
    if (stale()) return 'stale';
    if (ends(answer, game, n)) return 'ended';
  }
  return 'exhausted';
}

/**
 * Where a search's deal goes when it is found, judged against `since`, the game on the table
 * when the player asked (read at the click, before the search's chunk loads): a game the player has begun since (a move, a demo's step, another
 * window's game adopted) and would leave (session.ts, leavesGame) is never replaced unasked:
 * the deal is offered, which asks "Leave this game?" (popup/panels/readyDeal.ts).
 * Otherwise it is played at once: the player answered that question before the search began,
 * or had nothing to leave.
 */
export function dealLanding(ready: ReadyDealHost, since: Game = ready.session.get().game): (found: FoundDeal) => void {
  return (found) => {
    const now = ready.session.get();
    // By the line, not the value: a note laid on a ply since (a chance, a cost) moves nothing.
    if (!sameGame(now.game, since) && leavesGame(now)) offerDeal(ready, found);
    else found.play();
  };
}
