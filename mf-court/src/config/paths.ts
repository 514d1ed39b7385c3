/**
 * The Court section's addresses (relative to `/{lang}`) and the content blocks behind them, in one place.
 * Content paths are files of `content/{lang}/` (see content/README.md).
 */
export const COURT_ROOT = 'court';

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
} as const;

export type PresentationTextPage = keyof typeof PRESENTATION_TEXT_PAGES;

/** Every sub-page of the presentation, as the side navigation lists them. */
export const PRESENTATION_PAGES = [
  'history-of-the-court',
  'how-the-court-operates',
  'jurisdiction',
  'organization',
  'members',
  'procedure',
  'accomodation',
  'eproc',
  'international-relations-of-the-court',
  'publications-on-the-court',
] as const;

export type PresentationPage = (typeof PRESENTATION_PAGES)[number];

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
export const CONSTITUTION_TABLE_SEGMENT =
  'table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court';

/**
 * Anchors of the basic texts' four parts. They are French in every language because menus and other sites
 * link to them; parts 3 and 4 are published in Dutch and French only (spec section 1).
 */
export const BASIC_TEXT_ANCHORS = {
  constitution: '1-la-constitution-de-la-belgique-federale',
  organicLegislation: '2-legislation-organique',
  organicDecrees: '3-arrets-organiques',
  regulations: '4-reglements',
} as const;
export const DUTCH_AND_FRENCH_ONLY_ANCHORS: readonly string[] = [
  BASIC_TEXT_ANCHORS.organicDecrees,
  BASIC_TEXT_ANCHORS.regulations,
];

export const PUBLICATION_KINDS = ['annual-reports', 'brochures', 'speeches', 'studies'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

/** Job offers answer at both addresses the court has used. */
export const JOB_OFFER_SEGMENTS = ['job-offers', 'jobs'] as const;

/** Pages linked from the header and footer, each one content block of the same name. */
export const LEGAL_PAGES = ['contacts', 'disclaimer', 'privacy-policy', 'accessibility'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isPresentationTextPage = isOneOf(Object.keys(PRESENTATION_TEXT_PAGES) as PresentationTextPage[]);
export const isPublicationKind = isOneOf(PUBLICATION_KINDS);
export const isLegalPage = isOneOf(LEGAL_PAGES);

/** A content file name under the basic texts' folder: lower-case words and hyphens, nothing that climbs out. */
export function isBasicTextToken(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 100;
}

/** Paths of the section's pages without their language, for links: `href(courtPaths.member('x'))`. */
export const courtPaths = {
  presentation: (page?: PresentationPage) => (page ? `court/presentation/${page}` : 'court/presentation'),
  member: (id: string) => `court/presentation/members/${encodeURIComponent(id)}`,
  basicTexts: (anchor?: string) => (anchor ? `court/basic-text#${anchor}` : 'court/basic-text'),
  basicText: (token: string) => `court/basic-text/${token}`,
  constitutionTable: () => `court/basic-text/${CONSTITUTION_TABLE_SEGMENT}`,
  publications: (kind: PublicationKind) => `court/publications/${kind}`,
  jobOffers: () => 'court/job-offers',
  /** A judgment's page in the Decisions section (the court's referencing permalink). */
  judgment: (number: number, year: number) => `ARR/${number}/${year}`,
};
