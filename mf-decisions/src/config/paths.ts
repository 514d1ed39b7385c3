/** The section's pages, as paths without their language; `href(path)` of @court/shared adds it. */
export const PATHS = {
  judgments: 'judgments',
  pendingCases: 'judgments/pending-cases',
  upcoming: 'judgments/upcoming',
  preliminaryRulings: 'judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union',
  agenda: 'agenda',
} as const;

/** The segment of the court's referencing permalink, `/{lang}/ARR/{number}/{year}`. */
export const PERMALINK_SEGMENT = 'ARR';

/** The judgment's permalink without its language: `ARR/61/2025`. */
export function judgmentPath(number: number, year: number): string {
  return `${PERMALINK_SEGMENT}/${number}/${year}`;
}

/** The judgments page opened at a year and scrolled to one judgment: `judgments?year=2025&id=61`. */
export function judgmentInListPath(number: number, year: number): string {
  return `${PATHS.judgments}?year=${year}&id=${number}`;
}

/** The newsletter page of the Media section, preset to follow one case. */
export function followCasePath(rollNumber: string): string {
  return `stay-informed?rollNumber=${encodeURIComponent(rollNumber)}`;
}

/** The id of a judgment's card in a list (the target of `?id=`). */
export function judgmentCardId(number: number, year: number): string {
  return `judgment-${year}-${number}`;
}
