import { it } from 'vitest';
import type { Move } from '../../src/engine/index';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { saveArtifact } from './common';
import { showGame, waitReady } from './popupPage';

const SIZES = (process.env.SIZES ?? '360x640,390x844,800x600,1024x768').split(',').map((s) => s.split('x').map(Number));
const LANG = process.env.LANG2 ?? 'en';
it('explore', async () => {
  for (const [w, h] of SIZES) {
    const mobile = w < 600;
    const s = await launchChromium(mobile ? { mobile: { width: w, height: h }, lang: LANG } : { lang: LANG });
    const page = await s.openPopup();
    await page.setViewportSize({ width: w, height: h });
    await waitReady(page);
    await saveArtifact(`x-${w}x${h}-start.png`, await page.screenshot());
    const moves: Move[] = [{ kind: 'play', from: 't1', to: 't8' } as Move, ...Array.from({ length: 30 }, () => ({ kind: 'deal' }) as Move)];
    await showGame(page, gameOf(1, moves));
    await saveArtifact(`x-${w}x${h}-mid.png`, await page.screenshot());
    const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight, iw: innerWidth, ih: innerHeight }));
    console.log(w, h, JSON.stringify(m));
    await s.close();
  }
}, 300000);
