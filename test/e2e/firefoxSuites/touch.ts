// Touch on the phone in Firefox (issue 31, "touch that does what the finger meant"): Firefox
// makes a click only of a touch released within apz.max_tap_time (300 ms), so the stock's long
// press (its run) starts no later (the popup's LONG_PRESS_MS). With the run at 500 ms, a
// finger held 300 to 500 ms did nothing at all (tried: 300, 450, 480, 490 and 500 ms, no click
// and no move; with apz.max_tap_time raised to 1000, 400 ms made the click and the deal).
import { describe, expect, it } from 'vitest';
import { LONG_PRESS_MS } from '../../../popup/input/useBoardInput';
import { SAVED_MOVES, type FirefoxSession } from '../firefox';
import { QUIET, dealAt } from '../firefoxPage';
import { inNewTab, tableStill } from './games';
import { pileButton } from './probes';
import { emulate, PHONE } from './screens';

/** Past Firefox's longest tap, and under the 500 ms the long press once waited for. */
const HELD_MS = 400;

export const touchSuite = (browser: () => FirefoxSession) => describe(`touch on ${PHONE.name}`, () => {
  it(`a finger held ${HELD_MS} ms on the stock (no tap for Firefox) runs it: it does not do nothing`, inNewTab(browser, async (b, tab) => {
    const maxTap = await b.evaluateChrome(`Services.prefs.getIntPref('apz.max_tap_time')`);
    expect(maxTap, 'apz.max_tap_time: the longest touch Firefox makes a click of').toBeLessThan(HELD_MS);
    expect(LONG_PRESS_MS, 'the long press starts where a tap ends').toBeLessThanOrEqual(maxTap as number);
    await emulate(b, tab, PHONE);
    await dealAt(b, tab, 1, QUIET);
    await tableStill(b, tab);
    const at = (await b.evaluate(tab, `(() => {
      const r = ${pileButton('s')}.getBoundingClientRect();
      return [Math.floor(r.left + r.width / 2), Math.floor(r.top + r.height / 2)];
    })()`)) as [number, number];
    await b.send('input.performActions', {
      context: tab,
      actions: [{
        type: 'pointer',
        id: 'touch',
        parameters: { pointerType: 'touch' },
        actions: [
          { type: 'pointerMove', x: at[0], y: at[1], origin: 'viewport' },
          { type: 'pointerDown', button: 0 },
          { type: 'pause', duration: HELD_MS },
          { type: 'pointerUp', button: 0 },
        ],
      }],
    });
    await b.poll(tab, `${SAVED_MOVES}.then((m) => String(m ?? '').split(' ').filter(Boolean).length)`).toBeGreaterThan(0);
  }));
});
