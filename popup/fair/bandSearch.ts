// Deals by difficulty: random numbers until the fair player's chance at the deal falls in
// the band asked for (New game's difficulty buttons; fair/fairController.ts owns what it
// shows). Started from the New game panel, so it comes with the on-demand chunk.
import type { Game } from '../../src/engine/index';
import { type Band, bandOf } from '../../src/solver/fair/difficulty';
import { dealLanding, tryDeals } from '../advice/dealSearches';
import { t, tn } from '../platform/i18n';
import type { FairWork } from './fairState';
import { bandWord } from './fairViews';

/** Random deals tried before a search by difficulty gives up (the rarest band holds about 29% of deals: 40 misses in a row is a one-in-a-million event). */
export const BAND_TRIES = 40;

/**
 * Deals random numbers until the fair player's chance at the deal falls in `band` (BAND_TRIES
 * at most). A game the player begins meanwhile is asked about before the deal found replaces
 * it (dealLanding).
 */
export async function searchBand(c: FairWork, band: Band, since?: Game): Promise<void> {
  const latest = c.startBandSearch();
  const land = dealLanding(c.ready, since);
  c.dropMeter(); // a search overrides the meter's question
  const ended = await tryDeals({
    tries: BAND_TRIES,
    random: c.random,
    onTry: (dealNumber, tried) => c.show({ bandSearch: { dealNumber, tried, nodes: 0, band } }),
    ask: (g) => c.solver.fair.chance({ deal: g.deal, moves: [] }),
    stale: () => !latest(),
    ends(a, g, dealNumber) {
      if (a.verdict === 'error') {
        c.showFlash(t('solverUnavailable', a.message));
        return true;
      }
      if (a.verdict !== 'chance' || a.chance === undefined || bandOf(a.chance) !== band) return false;
      const chance = a.chance;
      land({
        dealNumber,
        play() {
          c.session.dispatch({ type: 'newGame', game: g });
          c.session.dispatch({ type: 'noteChance', at: 0, chance });
        },
      });
      return true;
    },
  });
  if (ended === 'stale') return;
  c.show({ bandSearch: undefined });
  if (ended === 'exhausted') c.showFlash(tn('bandNotFound', BAND_TRIES, bandWord(band).toLocaleLowerCase(), BAND_TRIES));
}
