// Texts through browser.i18n (the browser's language picks English or Spanish), with the
// English table as the fallback when no message source is installed (tests).
import { EN, type MessageKey } from './messages';

export type MessageSource = (key: string, substitutions: string[]) => string;

let source: MessageSource | undefined;

export function setMessageSource(next: MessageSource | undefined): void {
  source = next;
}

export function t(key: MessageKey, ...subs: (string | number)[]): string {
  const strings = subs.map(String);
  const found = source?.(key, strings);
  if (found) return found;
  return EN[key].replace(/\$(\d)/g, (_, i: string) => strings[Number(i) - 1] ?? '');
}
