import type { Locale } from '@court/runtime';

/** Where a menu is shown: the header's menu bar (wide screens) or the drawer (small screens). */
export type MenuPlacement = 'header' | 'drawer';

/**
 * Languages in which an entry is shown, per placement; a placement not named shows the entry in every
 * language. This is how the per-language rules of the site are written down, as data.
 */
export type ShownIn = Partial<Record<MenuPlacement, readonly Locale[]>>;

/** A link of a menu; without `path` it is a heading over its `children` (e.g. Publications). */
export interface MenuItem {
  id: string;
  /** Key of the label in the `shell` namespace. */
  labelKey: string;
  /** Path relative to the language, possibly with a hash: `court/basic-text#2-legislation-organique`. */
  path?: string;
  children?: readonly MenuItem[];
  shownIn?: ShownIn;
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

const DUTCH_AND_FRENCH: readonly Locale[] = ['nl', 'fr'];
const ALL_BUT_ENGLISH: readonly Locale[] = ['de', 'fr', 'nl'];

/** The top menus of the site (spec section 1), in their order. */
export const MENU: readonly MenuEntry[] = [
  {
    kind: 'group',
    id: 'court',
    labelKey: 'menu.court',
    items: [
      { id: 'presentation', labelKey: 'menu.presentation', path: 'court/presentation' },
      {
        id: 'basic-texts',
        labelKey: 'menu.basicTexts',
        path: 'court/basic-text',
        children: [
          {
            id: 'constitution',
            labelKey: 'menu.constitution',
            path: 'court/basic-text#1-la-constitution-de-la-belgique-federale',
          },
          {
            id: 'organic-legislation',
            labelKey: 'menu.organicLegislation',
            path: 'court/basic-text#2-legislation-organique',
          },
          {
            id: 'organic-decrees',
            labelKey: 'menu.organicDecrees',
            path: 'court/basic-text#3-arrets-organiques',
            // The court publishes these texts in Dutch and French only.
            shownIn: { header: DUTCH_AND_FRENCH, drawer: DUTCH_AND_FRENCH },
          },
          {
            id: 'regulations',
            labelKey: 'menu.regulations',
            path: 'court/basic-text#4-reglements',
            shownIn: { header: DUTCH_AND_FRENCH, drawer: DUTCH_AND_FRENCH },
          },
        ],
      },
      {
        id: 'publications',
        labelKey: 'menu.publications',
        children: [
          { id: 'annual-reports', labelKey: 'menu.annualReports', path: 'court/publications/annual-reports' },
          { id: 'brochures', labelKey: 'menu.brochures', path: 'court/publications/brochures' },
          { id: 'speeches', labelKey: 'menu.speeches', path: 'court/publications/speeches' },
          { id: 'studies', labelKey: 'menu.studies', path: 'court/publications/studies' },
        ],
      },
      {
        id: 'job-offers',
        labelKey: 'menu.jobOffers',
        path: 'court/job-offers',
        // Vacancies are published in the country's languages only.
        shownIn: { header: ALL_BUT_ENGLISH, drawer: ALL_BUT_ENGLISH },
      },
    ],
  },
  {
    kind: 'group',
    id: 'decisions',
    labelKey: 'menu.decisions',
    items: [
      { id: 'pending-cases', labelKey: 'menu.pendingCases', path: 'judgments/pending-cases' },
      { id: 'search', labelKey: 'menu.search', path: 'search' },
      { id: 'judgments', labelKey: 'menu.judgments', path: 'judgments' },
      {
        id: 'preliminary-rulings',
        labelKey: 'menu.preliminaryRulings',
        path: 'judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union',
      },
    ],
  },
  { kind: 'link', id: 'agenda', labelKey: 'menu.agenda', path: 'agenda' },
  {
    kind: 'group',
    id: 'media',
    labelKey: 'menu.media',
    items: [
      { id: 'general-press-releases', labelKey: 'menu.generalPressReleases', path: 'media/general-press-releases' },
      {
        id: 'judgment-press-releases',
        labelKey: 'menu.judgmentPressReleases',
        path: 'media/press-releases-concerning-the-judgments',
      },
      { id: 'media-unit', labelKey: 'menu.mediaUnit', path: 'media/general-press' },
      { id: 'video', labelKey: 'menu.video', path: 'media/video' },
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
        path: 'rule/recommendations-to-the-judges-a-quo-and-the-parties',
      },
      { id: 'anonymisation', labelKey: 'menu.anonymisation', path: 'rule/anonymization-policy' },
      {
        id: 'pleadings',
        labelKey: 'menu.pleadings',
        path: 'rule/pleadings-procedure',
        shownIn: { drawer: DUTCH_AND_FRENCH },
      },
    ],
  },
  { kind: 'link', id: 'prize', labelKey: 'menu.prize', path: 'media/prize' },
];

function isShown(item: MenuItem, locale: Locale, placement: MenuPlacement): boolean {
  const locales = item.shownIn?.[placement];
  return locales === undefined || locales.includes(locale);
}

function itemsFor(items: readonly MenuItem[], locale: Locale, placement: MenuPlacement): MenuItem[] {
  return (
    items
      .filter((item) => isShown(item, locale, placement))
      .map((item) => (item.children ? { ...item, children: itemsFor(item.children, locale, placement) } : item))
      // A heading whose links are all hidden would be an empty heading.
      .filter((item) => item.path !== undefined || (item.children?.length ?? 0) > 0)
  );
}

/** The menus as a visitor sees them in a language and a placement, with the per-language rules applied. */
export function menuFor(locale: Locale, placement: MenuPlacement): MenuEntry[] {
  return MENU.map((entry) =>
    entry.kind === 'group' ? { ...entry, items: itemsFor(entry.items, locale, placement) } : entry,
  );
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
