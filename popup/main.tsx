// The popup's entry: storage, texts and the solver from the browser, then the board.
import browser from 'webextension-polyfill';
import { render } from 'preact';
import { browserStore, type StorageAreaApi } from '../src/storage/browserStore';
import { App } from './App';
import { loadBoot } from './boot';
import { setMessageSource } from './i18n';
import { solverLanes } from './solverClient';
import type { WorkerLike } from '../src/solver/client';

async function start(): Promise<void> {
  setMessageSource((key, subs) => browser.i18n.getMessage(key, subs));
  document.documentElement.lang = (browser.i18n.getMessage('@@ui_locale') || browser.i18n.getUILanguage()).replace('_', '-');
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
