// The screens the geometry checks run on in Firefox: the popup page in a tab sized to the
// screen (browsingContext.setViewport), and on a phone the touch emulation Firefox's
// responsive design mode gives a tab: touch events, `(pointer: coarse)`, and the page's meta
// viewport honoured as Firefox for Android honours it (without one, the page would be laid
// out 980 px wide and zoomed out to 0.4: tried on a data: page).
import type { FirefoxSession } from '../firefox';

export interface Screen {
  /** In test names and artifacts' names. */
  name: string;
  slug: string;
  width: number;
  height: number;
  /** Device pixels per CSS pixel, when not 1. */
  dpr?: number;
  /** A phone: touch input, touch events, a coarse pointer, the meta viewport honoured. */
  touch?: boolean;
}

export const DESKTOP: Screen = { name: '800×600, the largest toolbar popup, by mouse', slug: '800x600', width: 800, height: 600 };
export const PHONE: Screen = { name: 'a phone, 390×844 at 3 device pixels per px, by touch', slug: 'phone-390x844', width: 390, height: 844, dpr: 3, touch: true };
export const SCREENS = [DESKTOP, PHONE];
/**
 * A phone's viewport with no touch emulation: ESR 140's WebDriver BiDi has no chrome scope
 * (`browsingContext.getTree` with `moz:scope: 'chrome'` returns the tab, where Services and
 * gBrowser are undefined), so its tab cannot be put in responsive design mode. The page is
 * laid out at 390×844 all the same, and driven by mouse.
 */
export const PHONE_VIEWPORT: Screen = { name: 'a phone\'s viewport, 390×844 at 3 device pixels per px, by mouse (no touch emulation on this ESR)', slug: 'phone-390x844-mouse', width: 390, height: 844, dpr: 3 };

/** Whether this Firefox's BiDi reaches the browser window's chrome scope (ESR 153 does, 140 does not). */
export const hasChromeScope = (version: string): boolean => parseInt(version, 10) >= 150;

/** The screens a Firefox is checked on: the phone by touch where it can be emulated, else by its viewport. */
export const screensFor = (version: string): Screen[] => (hasChromeScope(version) ? SCREENS : [DESKTOP, PHONE_VIEWPORT]);

/** What the page sees of its screen: the layout viewport, pixel ratio, pointer and zoom. */
const SEEN = `({ width: innerWidth, height: innerHeight, dpr: devicePixelRatio,
  coarse: matchMedia('(pointer: coarse)').matches, touchEvents: 'ontouchstart' in window, scale: visualViewport.scale })`;

/**
 * Sizes the tab to `screen` and reloads the popup onto it. A devicePixelRatio Firefox does not
 * take (an older ESR) is left out and said in the output; the size must be taken.
 */
export async function emulate(b: FirefoxSession, tab: string, screen: Screen): Promise<void> {
  const viewport = { width: screen.width, height: screen.height };
  let dpr = screen.dpr ?? 1;
  try {
    await b.send('browsingContext.setViewport', { context: tab, viewport, devicePixelRatio: dpr });
  } catch (e) {
    if (dpr === 1) throw e;
    console.info(`Firefox ${b.firefox.version}: setViewport without devicePixelRatio ${dpr} (${String(e)})`);
    dpr = 1;
    await b.send('browsingContext.setViewport', { context: tab, viewport });
  }
  if (screen.touch) {
    // The tab just created is the selected one; that it was this tab shows in SEEN below.
    await b.evaluateChrome(`(() => {
      const bc = gBrowser.selectedBrowser.browsingContext;
      bc.touchEventsOverride = 'enabled';
      bc.inRDMPane = true;
      return true;
    })()`);
  }
  await b.reload(tab);
  const phone = screen.touch ? { coarse: true, touchEvents: true, scale: 1 } : { coarse: false };
  await b.poll(tab, SEEN).toMatchObject({ ...viewport, dpr, ...phone });
}

export const pointerOf = (screen: Screen): 'mouse' | 'touch' => (screen.touch ? 'touch' : 'mouse');
