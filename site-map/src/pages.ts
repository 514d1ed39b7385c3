import { offeredIn } from './availability.js';
import type { SiteLanguage } from './languages.js';
import type { SectionName } from './sections.js';
import {
  courtPaths,
  decisionsPaths,
  JOB_OFFER_SEGMENTS,
  LEGAL_PAGES,
  MEDIA_PAGES,
  mediaPaths,
  PRESENTATION_PAGES,
  PUBLICATION_LISTS,
  RULE_TOPICS,
  rulesPaths,
  SEARCH_PAGES,
  searchPaths,
  shellPaths,
} from './paths.js';

/** A page of the site whose address is fixed (pages about one item are built with the builders of paths.ts). */
export interface SitePage {
  /** The path after `/{lang}/` (`''` is the home page). */
  path: string;
  /** Who draws it: the shell or a section. */
  owner: SectionName | 'shell';
  /** Worth finding from a search engine: listed in the sitemap (spec section 2). */
  indexed: boolean;
  /** Shown only to a citizen who is logged in (everyone else gets the 401 card). */
  loginRequired?: boolean;
  /** Shown only to the court's staff after the staff login (anyone else is sent to it, a citizen gets a 403). */
  staffOnly?: boolean;
}

const page = (owner: SitePage['owner'], path: string, indexed = true): SitePage => ({ path, owner, indexed });
const citizenPage = (path: string): SitePage => ({ path, owner: 'shell', indexed: false, loginRequired: true });
const staffPage = (owner: SitePage['owner'], path: string): SitePage => ({
  path,
  owner,
  indexed: false,
  staffOnly: true,
});

/** Every page of the site with a fixed address (product spec section 2). */
export const SITE_PAGES: readonly SitePage[] = [
  page('shell', shellPaths.home()),
  page('shell', shellPaths.loginCallback(), false),
  page('shell', shellPaths.loggedOut(), false),
  citizenPage(shellPaths.admin()),
  citizenPage(shellPaths.adminPage()),
  citizenPage(shellPaths.formWizard()),

  page('court', courtPaths.root()),
  page('court', courtPaths.presentation()),
  ...PRESENTATION_PAGES.map((presentationPage) => page('court', courtPaths.presentation(presentationPage))),
  page('court', courtPaths.basicTexts()),
  page('court', courtPaths.basicText('reference-arbitration')),
  page('court', courtPaths.constitutionTable()),
  ...PUBLICATION_LISTS.map((list) => page('court', courtPaths.publications(list))),
  page('court', courtPaths.jobOffers()),
  // The older address of the job offers answers too, but is not the one to index.
  page('court', courtPaths.jobOffers(JOB_OFFER_SEGMENTS[1]), false),
  page('court', courtPaths.openData()),
  ...LEGAL_PAGES.map((legal) => page('court', courtPaths.legal(legal))),

  page('decisions', decisionsPaths.judgments()),
  page('decisions', decisionsPaths.pendingCases()),
  page('decisions', decisionsPaths.upcoming()),
  page('decisions', decisionsPaths.preliminaryRulings()),
  page('decisions', decisionsPaths.agenda()),

  page('media', mediaPaths.root()),
  // The media unit's page is an entry of the menu, not a page to find on its own.
  ...MEDIA_PAGES.map((mediaPage) => page('media', mediaPaths.page(mediaPage), mediaPage !== 'general-press')),
  page('media', mediaPaths.stayInformed()),
  page('media', mediaPaths.mailing(), false),
  staffPage('media', mediaPaths.console()),
  staffPage('media', mediaPaths.consoleNewRelease()),
  // The login's way back: it finishes the login and goes on to the console page that was asked for.
  page('media', mediaPaths.consoleCallback(), false),

  page('rules', rulesPaths.root()),
  ...RULE_TOPICS.map((topic) => page('rules', rulesPaths.topic(topic))),

  page('search', searchPaths.root()),
  ...SEARCH_PAGES.map((searchPage) => page('search', searchPaths.page(searchPage), false)),
  page('search', searchPaths.alertConfirmation(), false),
  page('search', searchPaths.alertUnsubscription(), false),
];

/** The pages of the sitemap in a language: indexed, and offered in that language. */
export function indexedPages(lang: SiteLanguage): string[] {
  return SITE_PAGES.filter((sitePage) => sitePage.indexed && offeredIn(sitePage.path, lang)).map(
    (sitePage) => sitePage.path,
  );
}

/**
 * One address of each kind of page about an item, as the builders of paths.ts write it: what a section's
 * routes must answer besides the fixed pages (its contract test checks them).
 */
export const ITEM_PAGE_EXAMPLES: readonly Pick<SitePage, 'path' | 'owner'>[] = [
  { owner: 'court', path: courtPaths.member('an-example-member') },
  { owner: 'court', path: courtPaths.basicText('an-example-text') },
  { owner: 'decisions', path: decisionsPaths.judgment({ year: 2025, number: 61 }) },
  { owner: 'media', path: mediaPaths.consoleRelease('an-example-release') },
];
