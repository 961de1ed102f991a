// The slice of webextension-polyfill's `browser` the popup uses (the package ships no types).
declare module 'webextension-polyfill' {
  const browser: {
    storage: unknown;
    i18n: { getMessage(key: string, substitutions?: string | string[]): string; getUILanguage(): string };
    runtime: { getURL(path: string): string };
  };
  export default browser;
}
