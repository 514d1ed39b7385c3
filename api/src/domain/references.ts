import type { Locale } from './model.js';

/** The court's referencing rules for judgments: ECLI, document-server paths and permalinks. */

export const pad3 = (n: number): string => String(n).padStart(3, '0');

export const ecliOf = (year: number, number: number): string => `ECLI:BE:GHCC:${year}:ARR.${pad3(number)}`;

/** Letter of a language version on the document server: n (Dutch), f (French), d (German). */
export const PDF_LETTERS = { nl: 'n', fr: 'f', de: 'd' } as const;
export type PdfLocale = keyof typeof PDF_LETTERS;
export type PdfLetter = (typeof PDF_LETTERS)[PdfLocale];

export const LOCALE_OF_LETTER: Record<PdfLetter, PdfLocale> = { n: 'nl', f: 'fr', d: 'de' };

export const isPdfLocale = (locale: Locale | string): locale is PdfLocale => locale in PDF_LETTERS;

/** `/public/f/2025/2025-061f.pdf` */
export function judgmentPdfPath(year: number, number: number, locale: PdfLocale): string {
  const letter = PDF_LETTERS[locale];
  return `/public/${letter}/${year}/${year}-${pad3(number)}${letter}.pdf`;
}

/** The court's default language version: French, else Dutch, else German. */
export function defaultPdfLocale(languages: readonly string[]): PdfLocale | undefined {
  return (['fr', 'nl', 'de'] as const).find((locale) => languages.includes(locale));
}

/** PDF URL per official language version. */
export function judgmentPdfLinks(
  year: number,
  number: number,
  languages: readonly string[],
): Partial<Record<PdfLocale, string>> {
  const links: Partial<Record<PdfLocale, string>> = {};
  for (const locale of languages) {
    if (isPdfLocale(locale)) links[locale] = judgmentPdfPath(year, number, locale);
  }
  return links;
}

/** The norm id of the Belgian Constitution (coordinated on 17 February 1994) in the judgments' references. */
export const CONSTITUTION_NORM_ID = 'const-1994';

/** The natural key of a judgment in publishing: `2026/42`. */
export const judgmentKey = (year: number, number: number): string => `${year}/${number}`;
