// The popup's entry: storage, texts and the solver from the browser, then the board. The
// same page is the game in a tab (popup.html?tab=1, opened by Open in a tab): one save,
// zoomed to the window.
import { render } from 'preact';
import { browserStore } from '../src/storage/browserStore';
import { withPrefetch } from '../src/storage/prefetch';
import { App } from './App';
import { loadBoot } from './platform/boot';
import { setMessageSource, t } from './platform/i18n';
import { BOOT_KEYS, takeEarlyRead } from './loading/earlyRead';
import { browser } from './platform/extensionApi';
import { preloadLater } from './loading/onDemandParts';
import { solverLanes } from './advice/solverClient';
import { GUIDE_KEYS, opensGuide } from './tutorial/firstStart';
import { artCache, placeKeptArt } from './table/keptArt';
import type { WorkerLike } from '../src/solver/worker/client';

async function start(): Promise<void> {
  setMessageSource((key, subs) => browser.i18n.getMessage(key, subs));
  // The language of the table browser.i18n picked, which is not always the browser's UI
  // locale (Chromium started with --lang, a locale the extension does not have).
  document.documentElement.lang = t('htmlLang');
  const tab = new URLSearchParams(location.search).has('tab');
  if (tab) document.documentElement.classList.add('tab');
  const store = browserStore(browser.storage);
  const writer = crypto.randomUUID();
  // A save of an older format is read by the migrations, which come with the on-demand chunk.
  const readOlder = async (value: unknown) => (await import('./loading/onDemand')).readStored(value);
  const early = takeEarlyRead();
  const boot = await loadBoot(withPrefetch(store, BOOT_KEYS, early), writer, readOlder);
  const solver = solverLanes(() => new Worker(browser.runtime.getURL('worker.js')) as unknown as WorkerLike);
  // tabs.create with the extension's own page needs no "tabs" permission.
  const openTab = async () => {
    await browser.tabs.create({ url: browser.runtime.getURL('popup.html?tab=1') });
    window.close();
  };
  // Answered from the same early read as the boot (one round trip to storage, not two).
  const guide = await opensGuide(withPrefetch(store, GUIDE_KEYS, early), boot);
  const root = document.getElementById('app');
  if (root) render(<App store={store} solver={solver} boot={boot} writer={writer} proveAtOpen tab={tab} openTab={tab ? undefined : () => void openTab()} guide={guide} />, root);
  // The faces' art as kept from earlier opens, in before the first frame: counted in the time
  // to interactive, which npm run bench reads from this mark.
  if (placeKeptArt(document)) performance.mark('plot-art');
  performance.mark('plot-interactive');
  document.body.dataset.ready = 'true';
  // The faces' art's file: asked for now, while the first frame is drawn, and put in just
  // after that frame (with the plain faces until then, unless they were kept). Asked for while
  // the popup booted, it made the popup 20 ms slower to open (scripts/open-ab.mjs, median of
  // 41). `npm run bench` reports when it is in (the first plot-art mark).
  const faces = fetch('cards/faces.svg').then((r) => (r.ok ? r.text() : Promise.reject(new Error(`cards/faces.svg: ${r.status}`))));
  faces.catch(() => undefined); // loadCardArt hears it, and leaves the plain faces
  requestAnimationFrame(() => setTimeout(() => void import('./table/cardArt').then((art) => art.loadCardArt(document, faces, artCache)).then(() => performance.mark('plot-art')), 0));
  // What only comes after a click (popup/loading/onDemand.ts, onDemand.css) is fetched as soon as the
  // browser is idle after the first paint, so that no click waits for it.
  // The relay to the player's other devices (storage.sync) starts then too.
  const later = () => void preloadLater().then(() => import('./loading/onDemand')).then((parts) => parts.startSyncRelay(store, browser.storage));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(later, { timeout: 500 });
  else setTimeout(later, 50);
}

void start();
