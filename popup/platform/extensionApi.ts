// The WebExtension API as the browser gives it: Firefox's `browser`, Chromium's `chrome`.
// Under Manifest V3 both return promises for the calls the popup makes, so no polyfill
// (and its 10 kB) is needed.
import type { StorageAreaApi } from '../../src/storage/browserStore';

export interface ExtensionApi {
  storage: StorageAreaApi;
  i18n: { getMessage(key: string, substitutions?: string | string[]): string };
  runtime: { getURL(path: string): string };
  tabs: { create(properties: { url: string }): Promise<unknown> };
}

export function extensionApi(): ExtensionApi {
  const scope = globalThis as unknown as { browser?: ExtensionApi; chrome?: ExtensionApi };
  const api = scope.browser ?? scope.chrome;
  if (!api) throw new Error('not an extension page: neither browser nor chrome is defined');
  return api;
}
