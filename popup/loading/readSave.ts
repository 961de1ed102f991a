// dist/readSave.js, loaded async from popup.html's head: starts reading the save at once.
// One call (storage.local.get), made on the browser's own object rather than through
// webextension-polyfill (popup/platform/extensionApi.ts): a second copy of the polyfill here
// would add about 10 kB (3 kB gzipped) to the open path and its compile before the read
// starts, for a call that already returns a promise in Firefox (`browser`) and in Chromium
// under Manifest V3 (`chrome`). Typed by the polyfill's types, which cost nothing at run time.
import type { Storage } from 'webextension-polyfill';
import { startEarlyRead } from './earlyRead';

const scope = globalThis as unknown as { browser?: { storage: Storage.Static }; chrome?: { storage: Storage.Static } };
const storage = (scope.browser ?? scope.chrome)?.storage;
if (storage) startEarlyRead(storage);
// The faces' art kept in localStorage (table/keptArt.ts): its first use loads the whole store,
// done here while popup.js still loads rather than before the first paint.
try {
  void localStorage.length;
} catch {
  // none: keptArt.ts finds nothing
}
