import type { Locale } from '../../contract';

/** One part of the interface's messages in each locale: English (the spec's texts) and Traditional Chinese (zh-HK). */
export type LocaleMessages<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/** A message by key, its `{name}` placeholders filled from `values`. */
export type Translate<K extends string> = (key: K, values?: Readonly<Record<string, string | number>>) => string;

// Linear: a brace, letters, a brace; nothing can backtrack.
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** `text` with each `{name}` replaced by `values[name]`; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The placeholder names a message uses, sorted: both locales' texts of one key must use the same ones. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
}

const translators = new WeakMap<object, Map<Locale, Translate<string>>>();

/** The translate function of `messages` in `locale` (made once per catalogue and locale). */
export function translatorOf<K extends string>(messages: LocaleMessages<K>, locale: Locale): Translate<K> {
  let byLocale = translators.get(messages);
  if (!byLocale) translators.set(messages, (byLocale = new Map()));
  let translate = byLocale.get(locale);
  if (!translate) {
    const catalogue = messages[locale] as Record<string, string>;
    translate = (key, values) => fillPlaceholders(catalogue[key], values);
    byLocale.set(locale, translate);
  }
  return translate as Translate<K>;
}
