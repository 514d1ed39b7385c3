import { formatDate } from '@court/shared';
import type { Locale } from '@court/runtime';
import { judgmentNumber } from '../../../lib/format';

/** What a citation is made of: the judgment's reference and, for a pin cite, one of its paragraphs. */
export interface CitableJudgment {
  number: number;
  year: number;
  date: string;
  ecli: string;
}

/** The day the Court of Arbitration took its present name (revision of the Constitution of 7 May 2007). */
const RENAMED_ON = '2007-05-07';

const COURT_NAME: Record<Locale, { current: string; former: string }> = {
  en: { current: 'Constitutional Court', former: 'Court of Arbitration' },
  nl: { current: 'Grondwettelijk Hof', former: 'Arbitragehof' },
  fr: { current: 'Cour constitutionnelle', former: "Cour d'arbitrage" },
  de: { current: 'Verfassungsgerichtshof', former: 'Schiedshof' },
};

/** How each language writes "judgment no. 61/2025 of 24 April 2025". */
const FORM: Record<Locale, (number: string, date: string) => string> = {
  en: (number, date) => `judgment no. ${number} of ${date}`,
  nl: (number, date) => `arrest nr. ${number} van ${date}`,
  fr: (number, date) => `arrêt n° ${number} du ${date}`,
  de: (number, date) => `Entscheid Nr. ${number} vom ${date}`,
};

/** The court's present name, in the language. */
export const courtName = (locale: Locale): string => COURT_NAME[locale].current;

/** The court's name on the day of the judgment: judgments before May 2007 are the Court of Arbitration's. */
export function courtNameOn(date: string, locale: Locale): string {
  const names = COURT_NAME[locale];
  return date < RENAMED_ON ? names.former : names.current;
}

/**
 * The court's own citation form, in the page's language, with an optional pin cite to a paragraph:
 * "Cour constitutionnelle, arrêt n° 61/2025 du 24 avril 2025, B.7.3".
 */
export function courtCitation(judgment: CitableJudgment, locale: Locale, paragraph?: string): string {
  const citation = `${courtNameOn(judgment.date, locale)}, ${judgmentForm(judgment, locale)}`;
  return paragraph ? `${citation}, ${paragraph}` : citation;
}

/** "arrêt n° 61/2025 du 24 avril 2025": the judgment's designation without the court's name. */
export function judgmentForm(judgment: CitableJudgment, locale: Locale): string {
  return FORM[locale](judgmentNumber(judgment.number, judgment.year), formatDate(judgment.date, locale));
}

/** The ECLI, with the paragraph after it as the ECLI rules allow ("ECLI:BE:GHCC:2025:ARR.061, B.7.3"). */
export function ecliCitation(judgment: CitableJudgment, paragraph?: string): string {
  return paragraph ? `${judgment.ecli}, ${paragraph}` : judgment.ecli;
}
