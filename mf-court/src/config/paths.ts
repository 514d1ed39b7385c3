import { LEGAL_PAGES, PUBLICATION_LISTS, type PresentationPage } from '@court/site-map';

/**
 * The content blocks behind the Court section's pages, and the guards of its route parameters. The pages'
 * addresses are the site map's (`@court/site-map`); content paths are files of `content/{lang}/` (see
 * content/README.md).
 */

/** Sub-pages of `/court/presentation` whose text is one content block, in the order of the side navigation. */
export const PRESENTATION_TEXT_PAGES = {
  'history-of-the-court': 'court/history-of-the-court',
  'how-the-court-operates': 'court/how-the-court-operates',
  jurisdiction: 'court/jurisdiction',
  procedure: 'court/procedure',
  accomodation: 'court/accomodation',
  eproc: 'court/eproc',
  'international-relations-of-the-court': 'court/international-relations',
  'publications-on-the-court': 'court/publications-on-the-court',
} as const satisfies Partial<Record<PresentationPage, string>>;

export type PresentationTextPage = keyof typeof PRESENTATION_TEXT_PAGES;

export const PRESENTATION_CONTENT = 'court/presentation';
export const MEMBERS_CONTENT = 'court/current-membership';
export const BASIC_TEXTS_CONTENT = 'court/basic-texts';
export const JOB_OFFERS_CONTENT = 'court/job-offers';

/** The groups of people of the organisation page, each introduced by its content block. */
export const ORGANIZATION_BLOCKS = {
  judge: 'court/organization/judge',
  clerk: 'court/organization/clerk',
  referendar: 'court/organization/referendar',
  'office-staff': 'court/organization/office-staff',
} as const;

export type OrganizationBlock = keyof typeof ORGANIZATION_BLOCKS;

/** Sub-pages of the basic texts (`/court/basic-text/{token}`) are the files of this content folder. */
export const BASIC_TEXT_PAGES_DIR = 'court/basic-texts';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isPresentationTextPage = isOneOf(Object.keys(PRESENTATION_TEXT_PAGES) as PresentationTextPage[]);
export const isPublicationList = isOneOf(PUBLICATION_LISTS);
export const isLegalPage = isOneOf(LEGAL_PAGES);

/** A content file name under the basic texts' folder: lower-case words and hyphens, nothing that climbs out. */
export function isBasicTextToken(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 100;
}
