import type { Locale } from '../../contract';

/**
 * One part of the interface's messages: English (the spec's texts) always at hand, Traditional Chinese (zh-HK) once
 * loaded. The zh-HK texts load on demand (`loadHk`), so /en readers and editors never download them.
 */
export interface LocaleMessages<K extends string> {
  readonly en: Readonly<Record<K, string>>;
  hk?: Readonly<Record<K, string>>;
  /** Why loading the zh-HK texts failed: screens that need them show it (useMessages) until the site is loaded again. */
  hkError?: unknown;
  /** Loads the zh-HK texts once; later calls answer the same promise. */
  readonly loadHk?: () => Promise<unknown>;
}

/** A part whose zh-HK texts come from `load` (a dynamic import, its own chunk) the first time they are needed. */
export function lazyMessages<K extends string>(
  en: Readonly<Record<K, string>>,
  load: () => Promise<Readonly<Record<K, string>>>,
): LocaleMessages<K> {
  let loading: Promise<unknown> | undefined;
  const messages: LocaleMessages<K> = {
    en,
    loadHk: () =>
      (loading ??= load().then(
        (hk) => (messages.hk = hk),
        (error: unknown) => {
          loading = undefined;
          messages.hkError = error;
          throw error;
        },
      )),
  };
  return messages;
}

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

const translators = new WeakMap<object, Translate<string>>();

/**
 * The translate function of `messages` in `locale` (made once per catalogue). Until the zh-HK texts have loaded it
 * answers in English; screens use `useMessages`, which waits for them.
 */
export function translatorOf<K extends string>(messages: LocaleMessages<K>, locale: Locale): Translate<K> {
  const catalogue: Readonly<Record<string, string>> = (locale === 'hk' && messages.hk) || messages.en;
  let translate = translators.get(catalogue);
  if (!translate) {
    translate = (key, values) => fillPlaceholders(catalogue[key], values);
    translators.set(catalogue, translate);
  }
  return translate as Translate<K>;
}
