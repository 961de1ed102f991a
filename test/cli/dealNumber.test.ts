// One syntax for a deal number, in the CLI and in the popup alike: both read it with the
// engine's parseDealNumber (digits only), so `plot deal TEXT` deals exactly when the New game
// field takes TEXT as a deal number, and then the same deal. A number that is not exactly
// whole is refused, never rounded (`plot deal 0.99999999999999999` dealt 1).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealToString } from '../../src/engine/index';
import { readGameText } from '../../popup/panels/gameText';
import { expectBadInput, run } from './run';

/** Texts a player or a script might type for a number: digits, and the forms around them (no spaces: the field splits its text into words at spaces, the CLI gets words). */
const numberish = fc.oneof(
  fc.stringMatching(/^[0-9]{1,12}$/),
  fc.stringMatching(/^[+-]?[0-9]{0,11}(\.[0-9]{0,18})?([eE][+-]?[0-9]{1,3})?$/),
  fc.constantFrom('0.99999999999999999', '1e3', '1E3', '1000.0', '4294967295', '4294967296', '0', '007', '1.00000000000000001', '0x10'),
);

describe('a deal number: the CLI and the popup take the same forms', () => {
  it('plot deal TEXT deals exactly when the New game field reads TEXT as a deal number, and the same deal', async () => {
    await fc.assert(fc.asyncProperty(numberish, async (text) => {
      const popup = readGameText(text);
      const cli = await run('deal', text);
      const popupDeal = popup.ok && popup.game.moves.length === 0 && popup.game.dealNumber !== undefined ? dealToString(popup.game.deal) : undefined;
      expect(cli.code === 0 ? cli.out.trim() : undefined, text).toBe(popupDeal);
    }), { numRuns: 300 });
  });

  it.each(['0.99999999999999999', '1e3', '1000.0', '1.00000000000000001'])('plot deal %s is refused in one line', async (text) => {
    await expectBadInput(['deal', text], `deal number "${text}" is not a whole number from 1 to 4294967295 in digits only`);
  });

  it('--deal-number, --from and --to take the same digits and refuse the same forms', async () => {
    await expectBadInput(['moves', '--deal-number', '1e3'], 'deal number "1e3" is not a whole number from 1 to 4294967295 in digits only');
    await expectBadInput(['study', '--from', '0.99999999999999999', '--to', '2'], /^plot: --from "0\.99999999999999999" is not a whole number from 1 to 4294967295 in digits only\n$/);
    expect((await run('moves', '--deal-number', '0001')).out).toBe((await run('moves', '--deal-number', '1')).out);
  });

  it('a budget is not rounded either: 0.99999999999999999 nodes is refused, 1000e-3 is 1', async () => {
    await expectBadInput(['solve', '--deal-number', '1', '--max-nodes', '0.99999999999999999'], '--max-nodes "0.99999999999999999" is not a whole number from 1 to 1000000000000');
    const r = await run('solve', '--deal-number', '1', '--max-nodes', '1000e-3');
    expect(JSON.parse(r.out)).toMatchObject({ result: 'unknown', nodes: 1 });
  });
});
