import type { Locale, Localized } from './model.js';

const LOCALE_ORDER: readonly Locale[] = ['nl', 'fr', 'de', 'en'];

/** Reads a JSON column holding a Localized value; a broken value reads as empty rather than failing a page. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function parseLocalized<T = string>(text: string | null | undefined): Localized<T> {
  return parseJson<Localized<T>>(text, {});
}

/** The text in `lang`, or null when the court has none in that language. */
export function pick<T>(value: Localized<T>, lang: Locale): T | null {
  const text = value[lang];
  return text === undefined || text === null || text === '' ? null : text;
}

/** Languages a Localized value has text in, in the court's order (nl, fr, de, en). */
export function languagesOf(...values: Localized<unknown>[]): Locale[] {
  return LOCALE_ORDER.filter((locale) =>
    values.some((value) => {
      const text = value[locale];
      return text !== undefined && text !== null && text !== '' && !(Array.isArray(text) && text.length === 0);
    }),
  );
}

export function sortLocales(locales: Iterable<string>): Locale[] {
  const set = new Set(locales);
  return LOCALE_ORDER.filter((locale) => set.has(locale));
}
