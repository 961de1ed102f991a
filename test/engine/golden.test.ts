// Golden fixtures: deal number N deals these cards, in this version and every later one.
// If this test fails, the deal-number mapping changed: that breaks every deal number
// anybody has ever shared. Restore the mapping; never update these strings.
import { describe, expect, test } from 'vitest';
import { dealFromNumber, dealToString, parseDeal } from '../../src/engine';

const GOLDEN: [number, string][] = [
  [1, 'KD 9D 8D 9D TC 5H TD 5C 8H 2H 8S TD 5S JH 7C 7H 9S 7D KS 5S 5H 8C 2C JD TH 3H KS 7S 8C 4C 7S 6H QC QS 7C KC 5D QH KH QD JH 3S 4H AS 7D JD AC AD 2D 4H 3D QH 2C 3C JS 6H JC QS 3S 3C TS JC TS AS 4D AH 8D KC 6C 2S 4S AH AC 6D TH QD KD 7H 6D TC 9H 8H 8S 2H 2D AD 9C 9H 3H 2S 6S 5D JS 6S 9S 4D 4S 5C 9C 4C KH QC 6C 3D'],
  [2, 'AH 7C 5C TC 5S 2S AC TS 3H 3D AD 2H 2D 5H 4D AS 2H 7D 4C 4C KH JD JS TH 9C 8H 7H KD 6D 8S KS 8D 3D AS 6H 4H TD 6D 4H QD QH 2C 7C 7H 9H 9D AH 7S QC 3C 8D 6H 3C QC 2S 6C QH QD TH KC 9C 4D AD 4S 2C AC 6C JH KC 3S 5D 7D 9H 6S 6S KS QS KH 8S 5H 5S 9S 5C JC QS 2D TD 3H 8C 9S KD JD 8H TS 4S 5D JC 7S JH JS 9D 8C 3S TC'],
  [3, 'QD 5S QD KC 3H 5D AS 6S TS 6H 5H 8S QS 8S 9D 2D AD 2S 5S 7S 9H 6C TH JC TC 3S AD 2C QH KH 6D TD TH JH 3D 9S 4S 4C KD JH 8H AH 9C 5H 5C 7H 8C 2S TC 9H AS 6C 4D 9S KS 5C 7S 6D QC 8H JC AC 8D 7D 3H JS 8D 7H 2H 4S KC JD QH 4D KH KS KD AH 2H 7D JD JS 7C TS 2C 7C 9C 3D QS 9D 6H 3S 3C 4C TD 8C QC 5D AC 6S 4H 3C 4H 2D'],
  [1000, 'JH 8H 5H 7C QH 5S 6H 9C 7S AC AD 8H AD 7S 6S KH JH 3C 7D 6D 3D 2D 2S 6D TD TD TC TH QS QD 6H 3H 3C 8D TS 4C 3S 8S 5H AH 4D 5C 8D JC KD 9C 5S 2C 8C 2D 2H 4S KS 9H 9D AH QC AS 4S 5C KS 8S JD 2C 7H TH JS AC 9D TC KD QH 3H 2H KC 4H 6C KC 2S 9S 7D 7C JC 3S QD JD 6S 5D 9H 4D TS QS 6C 8C 4C 7H 9S 3D 4H 5D KH JS QC AS'],
  [123456789, '5S AS KS 7D JC 8S 3S 4H 5C 2D 5S 5H QD 7H 9H 2C KC AH 4C 4H TH KD TD 3S JH AH JS 4C 3C 6S QH 6H 6D 8D 4D QH AD 7D QD JC 7H 2H 7C AC 5D 8D 9S 6S TC JS TS 2C 6C JD KC JD 3D 5D 4S QS 8C 2S 9D 9H KH QS 9C 8C 6C 4D 2S 3H 7C AC 9C KS TS 6D QC TH KD 5H 2H 3C 2D TD TC 9D KH 3H 7S QC 6H 9S AD AS 3D JH 8H 7S 8S 5C 8H 4S'],
  [4294967295, 'JH 6H 3S AS 6D 2C JS 4S 2D KC 6S 8C 7C QD JC TS TD 3S 8D 5S 4S 3C 5S JD 7D QC 3H 8S QH 5D TS AH 3D 4D KD 4C 5D QD TC 5H 2S 4D 7H AS TD JH 8C 7S TC 9S 6S 2D 4H 8S 5H 9H KD KS 2S 2C 8D AD KC 8H 5C QS 2H QS KH AC 7S 8H 9C 3D QC 9D 4C 3C QH AD 7H KH 6C 6D AC 9H JD 4H 2H JS 7C 9C 5C 6C 9D TH JC TH 9S 6H 3H AH KS 7D'],
];

describe('deal numbers', () => {
  for (const [n, text] of GOLDEN) {
    test(`deal ${n} is frozen`, () => {
      const deal = dealFromNumber(n);
      expect(deal.ok && dealToString(deal.value)).toBe(text);
      expect(parseDeal(text).ok).toBe(true);
    });
  }

  test('every deal number from 1 to 2^32-1 is accepted, and nothing else', () => {
    for (const n of [1, 2, 2 ** 31, 2 ** 32 - 1]) expect(dealFromNumber(n).ok).toBe(true);
    for (const n of [0, -1, 1.5, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY]) {
      const deal = dealFromNumber(n);
      expect(deal.ok).toBe(false);
      if (!deal.ok) expect(deal.error.message).toMatch(/deal numbers run from 1 to 4294967295/);
    }
  });

  test('a thousand deal numbers give valid and different deals', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 1000; n++) {
      const deal = dealFromNumber(n);
      if (!deal.ok) throw new Error(deal.error.message);
      const text = dealToString(deal.value);
      expect(parseDeal(text).ok).toBe(true);
      seen.add(text);
    }
    expect(seen.size).toBe(1000);
  });
});
