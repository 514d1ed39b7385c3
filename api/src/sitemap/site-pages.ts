import type { Locale } from '../domain/model.js';

/**
 * The pages of the site worth finding from a search engine (spec section 2), as paths without their language.
 * Login, admin, mailing and error pages are left out; so are anchors, which are not pages.
 */
export const SITE_PAGES: readonly string[] = [
  '',
  'agenda',
  'contacts',
  'disclaimer',
  'privacy-policy',
  'accessibility',
  'stay-informed',
  'court',
  'court/presentation',
  'court/presentation/accomodation',
  'court/presentation/eproc',
  'court/presentation/history-of-the-court',
  'court/presentation/how-the-court-operates',
  'court/presentation/international-relations-of-the-court',
  'court/presentation/jurisdiction',
  'court/presentation/members',
  'court/presentation/organization',
  'court/presentation/procedure',
  'court/presentation/publications-on-the-court',
  'court/basic-text',
  'court/basic-text/reference-arbitration',
  'court/basic-text/table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court',
  'court/publications/annual-reports',
  'court/publications/brochures',
  'court/publications/speeches',
  'court/publications/studies',
  'court/job-offers',
  'court/open-data',
  'judgments',
  'judgments/pending-cases',
  'judgments/upcoming',
  'judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union',
  'media',
  'media/general-press-releases',
  'media/press-releases-concerning-the-judgments',
  'media/planning',
  'media/prize',
  'media/ronde',
  'media/video',
  'rule',
  'rule/anonymization-policy',
  'rule/others-info',
  'rule/pleadings-procedure',
  'rule/recommendations-to-the-judges-a-quo-and-the-parties',
  'search',
];

/** Pages the site does not offer in some languages (spec section 1: job offers are hidden in English). */
const NOT_IN: Partial<Record<string, readonly Locale[]>> = {
  'court/job-offers': ['en'],
};

export const pageLanguages = (page: string, all: readonly Locale[]): Locale[] =>
  all.filter((lang) => !NOT_IN[page]?.includes(lang));
