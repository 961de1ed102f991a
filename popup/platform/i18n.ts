// Texts through browser.i18n (the browser's language picks English or Spanish). The
// popup installs that source at start; tests install _locales/en/messages.json as the
// fallback (test/setup.ts), which the popup's bundle does not carry: the browser has it.
import type { MessageKey } from './messages';

export type MessageSource = (key: string, substitutions: string[]) => string;

/** A _locales/<lang>/messages.json table: each key's message (descriptions are for translators). */
export type LocaleTable = Readonly<Record<string, { readonly message: string }>>;

let source: MessageSource | undefined;
let fallback: Readonly<Record<string, string>> = {};

export function setMessageSource(next: MessageSource | undefined): void {
  source = next;
}

/** The table used when no source is installed or it has no text for a key (tests: English). */
export function setFallbackMessages(table: LocaleTable): void {
  fallback = Object.fromEntries(Object.entries(table).map(([key, { message }]) => [key, message]));
}

export function t(key: MessageKey, ...subs: (string | number)[]): string {
  const strings = subs.map(String);
  const found = source?.(key, strings);
  if (found) return found;
  return (fallback[key] ?? key).replace(/\$(\d)/g, (_, i: string) => strings[Number(i) - 1] ?? '');
}
