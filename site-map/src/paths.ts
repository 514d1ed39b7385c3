/**
 * Every page of the site as a path without its language (`localized(lang, path)` adds it), with the builders
 * of the addresses that take a value: the one place where the site's addresses are written.
 */

// ---- The Court ----

/** Sub-pages of `/court/presentation`, in the order of its side navigation. */
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

/** The lists of publications, `/court/publications/{list}`. */
export const PUBLICATION_LISTS = ['annual-reports', 'brochures', 'speeches', 'studies'] as const;
export type PublicationList = (typeof PUBLICATION_LISTS)[number];

export const CONSTITUTION_TABLE_SEGMENT =
  'table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court';

/**
 * Anchors of the basic texts' four parts. They are French in every language because menus and other sites
 * link to them; parts 3 and 4 are published in Dutch and French only (see availability.ts).
 */
export const BASIC_TEXT_ANCHORS = {
  constitution: '1-la-constitution-de-la-belgique-federale',
  organicLegislation: '2-legislation-organique',
  organicDecrees: '3-arrets-organiques',
  regulations: '4-reglements',
} as const;
export type BasicTextAnchor = (typeof BASIC_TEXT_ANCHORS)[keyof typeof BASIC_TEXT_ANCHORS];

/** Job offers answer at both addresses the court has used; the first is the one the site links to. */
export const JOB_OFFER_SEGMENTS = ['job-offers', 'jobs'] as const;

/** Pages linked from the header and footer, at the root of a language. */
export const LEGAL_PAGES = ['contacts', 'disclaimer', 'privacy-policy', 'accessibility'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

const withAnchor = (path: string, anchor?: string | null) => (anchor ? `${path}#${encodeURIComponent(anchor)}` : path);

export const courtPaths = {
  root: () => 'court',
  presentation: (page?: PresentationPage) => (page ? `court/presentation/${page}` : 'court/presentation'),
  member: (id: string) => `court/presentation/members/${encodeURIComponent(id)}`,
  basicTexts: (anchor?: BasicTextAnchor) => withAnchor('court/basic-text', anchor),
  basicText: (token: string) => `court/basic-text/${token}`,
  constitutionTable: () => `court/basic-text/${CONSTITUTION_TABLE_SEGMENT}`,
  /** One list of publications; without one, the folder of the lists (which has no page of its own). */
  publications: (list?: PublicationList) => (list ? `court/publications/${list}` : 'court/publications'),
  /** The job offers, at the address the site links to unless the older one is asked for. */
  jobOffers: (segment: (typeof JOB_OFFER_SEGMENTS)[number] = JOB_OFFER_SEGMENTS[0]) => `court/${segment}`,
  openData: () => 'court/open-data',
  legal: (page: LegalPage) => page,
};

// ---- Decisions ----

/** A judgment by its natural key. */
export interface JudgmentKey {
  year: number;
  number: number;
}

export const PERMALINK_SEGMENT = 'ARR';

/** The anchor of a pending case on its list, which feeds and other pages link to. */
export const pendingCaseAnchor = (rollNumber: string) => `case-${rollNumber}`;

export const decisionsPaths = {
  judgments: () => 'judgments',
  /** The judgments page opened at a judgment's year and scrolled to its card. */
  judgmentInList: ({ year, number }: JudgmentKey) => `judgments?year=${year}&id=${number}`,
  pendingCases: () => 'judgments/pending-cases',
  pendingCase: (rollNumber: string) => `judgments/pending-cases#${pendingCaseAnchor(rollNumber)}`,
  upcoming: () => 'judgments/upcoming',
  preliminaryRulings: () => 'judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union',
  /** The agenda, at one hearing or delivery when its anchor is given. */
  agenda: (anchor?: string) => withAnchor('agenda', anchor),
  /**
   * The court's referencing permalink of a judgment, `ARR/{number}/{year}`, at one of its paragraphs
   * (`#B.7.3`) when given.
   */
  judgment: ({ year, number }: JudgmentKey, paragraph?: string | null) =>
    withAnchor(`${PERMALINK_SEGMENT}/${number}/${year}`, paragraph),
};

// ---- Press and media ----

/** Sub-pages of `/media`, in the order the landing page presents them. */
export const MEDIA_PAGES = [
  'press-releases-concerning-the-judgments',
  'general-press-releases',
  'general-press',
  'planning',
  'video',
  'prize',
  'ronde',
] as const;
export type MediaPage = (typeof MEDIA_PAGES)[number];

/** The list where each kind of press release is published (by the API's media type). */
const PRESS_RELEASE_LISTS = {
  pressReleaseForJudgments: 'press-releases-concerning-the-judgments',
  generalPressRelease: 'general-press-releases',
} as const satisfies Record<string, MediaPage>;
export type PressReleaseKind = keyof typeof PRESS_RELEASE_LISTS;

/** What the newsletter page reads from its address: the case to follow (linked from a pending case), the address
 * to unsubscribe (linked from the mails). */
export const STAY_INFORMED_PARAMS = { rollNumber: 'rollNumber', email: 'email' } as const;

export const mediaPaths = {
  root: () => 'media',
  page: (page: MediaPage) => `media/${page}`,
  /** A press release on its list, under the anchor of its id. */
  pressRelease: (kind: PressReleaseKind, id: string) => `media/${PRESS_RELEASE_LISTS[kind]}#${id}`,
  /** The newsletter page, set to follow one case when a roll number is given. */
  stayInformed: (rollNumber?: string) =>
    rollNumber ? `stay-informed?${STAY_INFORMED_PARAMS.rollNumber}=${encodeURIComponent(rollNumber)}` : 'stay-informed',
  mailing: () => 'mailing',
  /** The press console, where the press office writes its releases (staff only, never indexed). */
  console: () => 'media/console',
  consoleNewRelease: () => 'media/console/new',
  consoleRelease: (id: string) => `media/console/releases/${encodeURIComponent(id)}`,
  /** Where the staff identity provider sends the officer back after the login. */
  consoleCallback: () => 'media/console/callback',
};

// ---- Rules ----

/** The topics of the Rules section, in menu order. */
export const RULE_TOPICS = [
  'recommendations-to-the-judges-a-quo-and-the-parties',
  'anonymization-policy',
  'pleadings-procedure',
  'others-info',
] as const;
export type RuleTopic = (typeof RULE_TOPICS)[number];

export const rulesPaths = {
  root: () => 'rule',
  topic: (topic: RuleTopic) => `rule/${topic}`,
};

// ---- Search ----

/** The search pages, in menu order. */
export const SEARCH_PAGES = [
  'full-text-judgment',
  'judgment-keyword-summary',
  'judgment',
  'judgments-and-pending-cases',
  'standard',
  'table-of-content',
] as const;
export type SearchPage = (typeof SEARCH_PAGES)[number];

export const searchPaths = {
  root: () => 'search',
  page: (page: SearchPage) => `search/${page}`,
  /** Where the link of a search alert's confirmation e-mail leads (its token in the query). */
  alertConfirmation: () => 'search/alerts/confirm',
  /** Where every search alert e-mail's unsubscription link leads (its token in the query). */
  alertUnsubscription: () => 'search/alerts/unsubscribe',
};

// ---- The shell: home and the citizen's area ----

export const shellPaths = {
  home: () => '',
  /** The login area's folder, which only leads on to the login page. */
  loginArea: () => 'auth',
  login: () => 'auth/login',
  loginCallback: () => 'auth/callback',
  logout: () => 'auth/logout',
  loggedOut: () => 'logout',
  formWizard: () => 'auth/FormWizard',
  admin: () => 'admin',
  adminPage: () => 'admin/apage',
};

// ---- Forms the site server answers, for browsers that run no script ----

/**
 * The cookie question as a form: posted to `path`, with the answer in `answer` (`true` or `false`, as the
 * cookie holds it) and the page to go back to in `returnTo`, a path of this site. The shell draws the form and
 * answers it itself when its scripts run; the site server answers it otherwise.
 */
export const CONSENT_FORM = { path: '/cookie-consent', answer: 'accepted', returnTo: 'return' } as const;
