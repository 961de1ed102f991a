// Texts through browser.i18n (the browser's language picks English or Spanish). The
// popup installs that source at start; tests install _locales/en/messages.json as the
// fallback (test/setup.ts), which the popup's bundle does not carry: the browser has it.
//
// browser.i18n has no plurals, so a message with a count is written once per plural
// category of CLDR (`stockLabel_one`, `stockLabel_other`, and `_zero`, `_two`, `_few`,
// `_many` where a language needs them and English has them too, since every locale has
// English's keys) and tn() picks the form Intl.PluralRules gives for the count in the
// language the texts are in (their `htmlLang`). A category a table lacks falls back to
// `_other` (Spanish's `many`, for a million and up, reads well enough as `other`).
import type { MessageKey } from './messages';

export type MessageSource = (key: string, substitutions: string[]) => string;

/** A _locales/<lang>/messages.json table: each key's message (descriptions are for translators). */
export type LocaleTable = Readonly<Record<string, { readonly message: string }>>;

/** A message written once per plural form: the key without its `_one`/`_other` ending. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** A message with no plural forms: what t() takes. */
export type SingleKey = Exclude<MessageKey, `${string}_${Intl.LDMLPluralRule}`>;

let source: MessageSource | undefined;
let fallback: Readonly<Record<string, string>> = {};

export function setMessageSource(next: MessageSource | undefined): void {
  source = next;
}

/** The table used when no source is installed or it has no text for a key (tests: English). */
export function setFallbackMessages(table: LocaleTable): void {
  fallback = Object.fromEntries(Object.entries(table).map(([key, { message }]) => [key, message]));
}

/** The message for `key` with its $1..$9 filled, or undefined when no table has it. */
function lookup(key: string, strings: string[]): string | undefined {
  const found = source?.(key, strings);
  if (found) return found;
  const text = fallback[key];
  return text === undefined ? undefined : text.replace(/\$(\d)/g, (_, i: string) => strings[Number(i) - 1] ?? '');
}

export function t(key: SingleKey, ...subs: (string | number)[]): string {
  return lookup(key, subs.map(String)) ?? key;
}

const rulesByLang = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in the language the texts are in. */
export function pluralCategory(count: number): Intl.LDMLPluralRule {
  const lang = lookup('htmlLang', []) ?? 'en';
  let rules = rulesByLang.get(lang);
  if (!rules) rulesByLang.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/**
 * The form of `key` for `count` ("1 card", "2 cards"; "1 carta", "0 cartas"), with $1..$n
 * filled from `subs` (the count goes where the message puts it: pass it among them).
 */
export function tn(key: PluralKey, count: number, ...subs: (string | number)[]): string {
  const strings = subs.map(String);
  return lookup(`${key}_${pluralCategory(count)}`, strings) ?? lookup(`${key}_other`, strings) ?? key;
}
