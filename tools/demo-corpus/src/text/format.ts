import type { Locale } from '@court/contract/content-model';
import { type Day, ymd } from '../dates.js';

/** Formatting of dates, article lists and judgment numbers the way each language writes them in a judgment. */

export type TextLang = 'nl' | 'fr' | 'de';

const MONTHS: Record<Locale, string[]> = {
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** `15 december 2020`, `1er décembre 2020`, `15. Dezember 2020`, `15 December 2020`. */
export function formatDate(day: Day, lang: Locale): string {
  const { year, month, date } = ymd(day);
  const name = MONTHS[lang][month - 1] ?? '';
  if (lang === 'de') return `${date}. ${name} ${year}`;
  if (lang === 'fr') return `${date === 1 ? '1er' : date} ${name} ${year}`;
  return `${date} ${name} ${year}`;
}

export const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const AND: Record<Locale, string> = { nl: 'en', fr: 'et', de: 'und', en: 'and' };

/** `a, b en c`. */
export function joinList(items: readonly string[], lang: Locale): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${AND[lang]} ${items[items.length - 1]}`;
}

/** `artikel 10` / `de artikelen 10 en 11`, `l'article 10` / `les articles 10 et 11`, `Artikel 10` / `die Artikel 10 und 11`. */
export function articles(items: readonly string[], lang: TextLang): string {
  const list = joinList(items, lang);
  const plural = items.length > 1;
  if (lang === 'nl') return plural ? `de artikelen ${list}` : `artikel ${list}`;
  if (lang === 'fr') return plural ? `les articles ${list}` : `l'article ${list}`;
  return plural ? `die Artikel ${list}` : `Artikel ${list}`;
}

/** A reference to this court's own judgments: `arrest nr. 45/2012`, `arrêts n°s 45/2012 et 3/2015`. */
export function judgmentNumbers(refs: readonly { year: number; number: number }[], lang: TextLang): string {
  const list = joinList(
    refs.map((r) => `${r.number}/${r.year}`),
    lang,
  );
  const plural = refs.length > 1;
  if (lang === 'nl') return plural ? `arresten nrs. ${list}` : `arrest nr. ${list}`;
  if (lang === 'fr') return plural ? `arrêts n°s ${list}` : `arrêt n° ${list}`;
  return plural ? `Entscheide Nrn. ${list}` : `Entscheid Nr. ${list}`;
}

const shortNames = new Map<string, string>();

/** `J.-P. Dubois` from `Jean-Pierre Dubois`: the way a judgment names its judges. */
export function shortName(fullName: string): string {
  const known = shortNames.get(fullName);
  if (known !== undefined) return known;
  const [first = '', ...rest] = fullName.split(' ');
  const initials = first
    .split('-')
    .map((part) => `${part.charAt(0)}.`)
    .join('-');
  const short = `${initials} ${rest.join(' ')}`;
  shortNames.set(fullName, short);
  return short;
}

const TEMPLATE_SLOT = /\{(\w+)\}/g;

/** Fills `{slot}` markers; a slot starting with a capital takes the value of its lower-case name, capitalised. */
export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(TEMPLATE_SLOT, (marker, name: string) => {
    const direct = slots[name];
    if (direct !== undefined) return direct;
    const lower = slots[name.charAt(0).toLowerCase() + name.slice(1)];
    if (lower !== undefined) return cap(lower);
    throw new Error(`Template slot ${marker} has no value`);
  });
}

const FRENCH_ELISION = /(^|[\s(«])(de|que|ne|se|jusque|lorsque|puisque) (?=[aeiouyàâéèêîôûAEIOUÉÈÊÎ])/g;
const FRENCH_CONTRACTION = /(^|[\s(«])(de|à) (les|le) (?=\S)/g;
const CONTRACTED: Record<string, string> = { 'de les': 'des', 'de le': 'du', 'à les': 'aux', 'à le': 'au' };

/**
 * French drops the vowel of `de`, `que`… before a vowel and contracts `de le` to `du`, `à les` to `aux`; slots
 * joined to fixed text ("la violation de {refs}") need both done afterwards.
 */
export function elide(text: string): string {
  return text
    .replace(
      FRENCH_CONTRACTION,
      (_m, before: string, prep: string, article: string) =>
        `${before}${CONTRACTED[`${prep} ${article}`] ?? `${prep} ${article}`} `,
    )
    .replace(FRENCH_ELISION, (_m, before: string, word: string) => `${before}${word.slice(0, -1)}'`);
}

/** Typography of a finished paragraph in its language. */
export function finish(text: string, lang: TextLang): string {
  // Slots may leave a double space or, when a slot ends with initials ("I.H."), a double full stop.
  let out = text.includes('  ') ? text.replace(/ {2,}/g, ' ') : text;
  if (out.includes('..')) out = out.replace(/\.\./g, '.');
  out = out.trim();
  if (lang === 'fr') return elide(out);
  // German closes a relative or participial phrase with a comma (see `closeClause`); drop it before punctuation.
  return lang === 'de' && out.includes(',') ? out.replace(/,(\s*[,.?!;:)])/g, '$1') : out;
}

/** German: a phrase containing a relative clause is closed by a comma when the sentence goes on. */
export function closeClause(text: string, lang: TextLang): string {
  return lang === 'de' && /, (der|die|das|den|dem|deren|dessen|in|wie) /.test(text) ? `${text},` : text;
}
