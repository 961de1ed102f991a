// Searches that deal random numbers until one suits: a deal the solver proves winnable
// (New game's "winnable deals only", popup/advice/asking.ts) or one of a difficulty (the fair
// player's chance in a band). Started from the New game panel, so they come with the lazy
// chunk (popup/loading/onDemand.ts).
import type { Game } from '../../src/engine/index';
import { type Band, bandOf } from '../../src/solver/difficulty';
import { gameFromNumber, randomDealNumber } from '../platform/boot';
import type { DealSearch } from '../panels/Panels';
import { bandWord } from '../fair/fairViews';
import { t } from '../platform/i18n';
import type { SessionStore } from '../session/store';
import type { SolverLanes } from './solverClient';

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

/** Random deals tried before a search by difficulty gives up (the rarest band holds about 29% of deals: 40 misses in a row is a one-in-a-million event). */
export const BAND_TRIES = 40;

export interface BandSearchContext {
  solver: SolverLanes;
  session: SessionStore;
  showFlash(text: string): void;
  random?: () => number;
  /** Id of the latest search, and of the latest meter question (a search overrides the meter's). */
  searchId: { current: number };
  latest: { current: number };
  setBandSearch(search: DealSearch | undefined): void;
}

/** Deals random numbers until the fair player's chance at the deal falls in `band` (BAND_TRIES at most). */
export async function searchBand(c: BandSearchContext, band: Band): Promise<void> {
  const id = ++c.searchId.current;
  c.latest.current++;
  const ended = await tryDeals({
    tries: BAND_TRIES,
    random: c.random,
    onTry: (dealNumber, tried) => c.setBandSearch({ dealNumber, tried, nodes: 0, band }),
    ask: (g) => c.solver.fair.chance({ deal: g.deal, moves: [] }),
    stale: () => c.searchId.current !== id,
    ends(a, g) {
      if (a.verdict === 'error') {
        c.showFlash(t('solverUnavailable', a.message));
        return true;
      }
      if (a.verdict !== 'chance' || a.chance === undefined || bandOf(a.chance) !== band) return false;
      c.session.dispatch({ type: 'newGame', game: g });
      c.session.dispatch({ type: 'noteChance', at: 0, chance: a.chance });
      return true;
    },
  });
  if (ended === 'stale') return;
  c.setBandSearch(undefined);
  if (ended === 'exhausted') c.showFlash(t('bandNotFound', bandWord(band).toLocaleLowerCase(), BAND_TRIES));
}
