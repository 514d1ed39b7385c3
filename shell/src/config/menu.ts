import type { Locale } from '@court/runtime';
import {
  BASIC_TEXT_ANCHORS,
  courtPaths,
  decisionsPaths,
  linkShownIn,
  mediaPaths,
  rulesPaths,
  searchPaths,
  type LinkPlace,
} from '@court/site-map';

/** A link of a menu; without `path` it is a heading over its `children` (e.g. Publications). */
export interface MenuItem {
  id: string;
  /** Key of the label in the `shell` namespace. */
  labelKey: string;
  /** Path relative to the language, from the site map's builders; an anchor leads to a part of a page. */
  path?: string;
  children?: readonly MenuItem[];
}

/** A top menu that opens a list of items. */
export interface MenuGroup {
  kind: 'group';
  id: string;
  labelKey: string;
  items: readonly MenuItem[];
}

/** A top menu that is a plain link (Agenda, Prize). */
export interface MenuLink {
  kind: 'link';
  id: string;
  labelKey: string;
  path: string;
}

export type MenuEntry = MenuGroup | MenuLink;

/**
 * The top menus of the site (spec section 1), in their order. Which languages show an entry is the site map's
 * business (`linkShownIn`), applied by `menuFor`.
 */
export const MENU: readonly MenuEntry[] = [
  {
    kind: 'group',
    id: 'court',
    labelKey: 'menu.court',
    items: [
      { id: 'presentation', labelKey: 'menu.presentation', path: courtPaths.presentation() },
      {
        id: 'basic-texts',
        labelKey: 'menu.basicTexts',
        path: courtPaths.basicTexts(),
        children: [
          {
            id: 'constitution',
            labelKey: 'menu.constitution',
            path: courtPaths.basicTexts(BASIC_TEXT_ANCHORS.constitution),
          },
          {
            id: 'organic-legislation',
            labelKey: 'menu.organicLegislation',
            path: courtPaths.basicTexts(BASIC_TEXT_ANCHORS.organicLegislation),
          },
          {
            id: 'organic-decrees',
            labelKey: 'menu.organicDecrees',
            path: courtPaths.basicTexts(BASIC_TEXT_ANCHORS.organicDecrees),
          },
          {
            id: 'regulations',
            labelKey: 'menu.regulations',
            path: courtPaths.basicTexts(BASIC_TEXT_ANCHORS.regulations),
          },
        ],
      },
      {
        id: 'publications',
        labelKey: 'menu.publications',
        children: [
          { id: 'annual-reports', labelKey: 'menu.annualReports', path: courtPaths.publications('annual-reports') },
          { id: 'brochures', labelKey: 'menu.brochures', path: courtPaths.publications('brochures') },
          { id: 'speeches', labelKey: 'menu.speeches', path: courtPaths.publications('speeches') },
          { id: 'studies', labelKey: 'menu.studies', path: courtPaths.publications('studies') },
        ],
      },
      { id: 'job-offers', labelKey: 'menu.jobOffers', path: courtPaths.jobOffers() },
    ],
  },
  {
    kind: 'group',
    id: 'decisions',
    labelKey: 'menu.decisions',
    items: [
      { id: 'pending-cases', labelKey: 'menu.pendingCases', path: decisionsPaths.pendingCases() },
      { id: 'search', labelKey: 'menu.search', path: searchPaths.root() },
      { id: 'judgments', labelKey: 'menu.judgments', path: decisionsPaths.judgments() },
      { id: 'preliminary-rulings', labelKey: 'menu.preliminaryRulings', path: decisionsPaths.preliminaryRulings() },
    ],
  },
  { kind: 'link', id: 'agenda', labelKey: 'menu.agenda', path: decisionsPaths.agenda() },
  {
    kind: 'group',
    id: 'media',
    labelKey: 'menu.media',
    items: [
      {
        id: 'general-press-releases',
        labelKey: 'menu.generalPressReleases',
        path: mediaPaths.page('general-press-releases'),
      },
      {
        id: 'judgment-press-releases',
        labelKey: 'menu.judgmentPressReleases',
        path: mediaPaths.page('press-releases-concerning-the-judgments'),
      },
      { id: 'media-unit', labelKey: 'menu.mediaUnit', path: mediaPaths.page('general-press') },
      { id: 'video', labelKey: 'menu.video', path: mediaPaths.page('video') },
    ],
  },
  {
    kind: 'group',
    id: 'rules',
    labelKey: 'menu.rules',
    items: [
      {
        id: 'recommendations',
        labelKey: 'menu.recommendations',
        path: rulesPaths.topic('recommendations-to-the-judges-a-quo-and-the-parties'),
      },
      { id: 'anonymisation', labelKey: 'menu.anonymisation', path: rulesPaths.topic('anonymization-policy') },
      { id: 'pleadings', labelKey: 'menu.pleadings', path: rulesPaths.topic('pleadings-procedure') },
    ],
  },
  { kind: 'link', id: 'prize', labelKey: 'menu.prize', path: mediaPaths.page('prize') },
];

function itemsFor(items: readonly MenuItem[], locale: Locale, place: LinkPlace): MenuItem[] {
  return (
    items
      .filter((item) => item.path === undefined || linkShownIn(item.path, locale, place))
      .map((item) => (item.children ? { ...item, children: itemsFor(item.children, locale, place) } : item))
      // A heading whose links are all hidden would be an empty heading.
      .filter((item) => item.path !== undefined || (item.children?.length ?? 0) > 0)
  );
}

/** The menus as a visitor sees them in a language and a place, with the per-language rules applied. */
export function menuFor(locale: Locale, place: LinkPlace): MenuEntry[] {
  return MENU.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'group') return [{ ...entry, items: itemsFor(entry.items, locale, place) }];
    return linkShownIn(entry.path, locale, place) ? [entry] : [];
  });
}

/** Every label key the menus use, for the completeness test of the translations. */
export function menuLabelKeys(): string[] {
  const keys: string[] = [];
  const walk = (items: readonly MenuItem[]) =>
    items.forEach((item) => {
      keys.push(item.labelKey);
      if (item.children) walk(item.children);
    });
  for (const entry of MENU) {
    keys.push(entry.labelKey);
    if (entry.kind === 'group') walk(entry.items);
  }
  return keys;
}
