// What the scripts read inside the popup's page (page.evaluate): Chromium's extension API
// and its non-standard heap figure, neither in TypeScript's DOM library. Only
// tsconfig.scripts.json sees this file (the root config excludes it), so no other code
// can use `chrome` unchecked.

declare const chrome: {
  storage: { local: { set(items: Record<string, unknown>): Promise<void>; remove(keys: string | string[]): Promise<void> } };
};

interface Performance {
  /** Chromium only: the JavaScript heap of the page. */
  readonly memory?: { readonly usedJSHeapSize: number };
}
