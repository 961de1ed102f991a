// The popup's entry: storage, texts and the solver from the browser, then the board.
import browser from 'webextension-polyfill';
import { render } from 'preact';
import { browserStore, type StorageAreaApi } from '../src/storage/browserStore';
import { App } from './App';
import { loadBoot } from './boot';
import { setMessageSource, t } from './i18n';
import { solverLanes } from './solverClient';
import type { WorkerLike } from '../src/solver/client';

async function start(): Promise<void> {
  setMessageSource((key, subs) => browser.i18n.getMessage(key, subs));
  // The language of the table browser.i18n picked, which is not always the browser's UI
  // locale (Chromium started with --lang, a locale the extension does not have).
  document.documentElement.lang = t('htmlLang');
  const store = browserStore(browser.storage as unknown as StorageAreaApi);
  const writer = crypto.randomUUID();
  const boot = await loadBoot(store, writer);
  const solver = solverLanes(() => new Worker(browser.runtime.getURL('worker.js')) as unknown as WorkerLike);
  const root = document.getElementById('app');
  if (root) render(<App store={store} solver={solver} boot={boot} writer={writer} warmSolver />, root);
  // The board is interactive once rendered: npm run bench reads this mark.
  performance.mark('plot-interactive');
  document.body.dataset.ready = 'true';
}

void start();
