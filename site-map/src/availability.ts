import type { SiteLanguage } from './languages.js';
import { BASIC_TEXT_ANCHORS, courtPaths, rulesPaths } from './paths.js';

/** Where a link is shown: the header's menu bar (wide screens) or the drawer (small screens). */
export type LinkPlace = 'header' | 'drawer';

interface LanguageRule {
  /** A page's path, with its anchor for a part of a page. */
  path: string;
  /** The languages that offer it. */
  languages: readonly SiteLanguage[];
  /** Where the rule holds: everywhere (the page and every link to it), or only the links in these places. */
  only?: readonly LinkPlace[];
}

const DUTCH_AND_FRENCH: readonly SiteLanguage[] = ['nl', 'fr'];

/** The per-language rules of the site (product specification, section 1), as data. */
const LANGUAGE_RULES: readonly LanguageRule[] = [
  // Vacancies are published in the country's languages only.
  { path: courtPaths.jobOffers(), languages: ['nl', 'fr', 'de'] },
  // The court publishes these basic texts in Dutch and French only.
  { path: courtPaths.basicTexts(BASIC_TEXT_ANCHORS.organicDecrees), languages: DUTCH_AND_FRENCH },
  { path: courtPaths.basicTexts(BASIC_TEXT_ANCHORS.regulations), languages: DUTCH_AND_FRENCH },
  // The drawer of small screens offers the pleadings procedure in Dutch and French only.
  { path: rulesPaths.topic('pleadings-procedure'), languages: DUTCH_AND_FRENCH, only: ['drawer'] },
];

/** Whether a page (or a part of one, by its anchor) exists in a language. */
export function offeredIn(path: string, lang: SiteLanguage): boolean {
  return LANGUAGE_RULES.every((rule) => rule.only || rule.path !== path || rule.languages.includes(lang));
}

/** Whether a link to `path` is shown in a language, in the header or in the drawer. */
export function linkShownIn(path: string, lang: SiteLanguage, place: LinkPlace): boolean {
  return LANGUAGE_RULES.every(
    (rule) => rule.path !== path || (rule.only && !rule.only.includes(place)) || rule.languages.includes(lang),
  );
}
