import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@court/runtime';
import {
  BASIC_TEXT_ANCHORS,
  courtPaths,
  decisionsPaths,
  mediaPaths,
  rulesPaths,
  searchPaths,
  type LinkPlace,
} from '@court/site-map';
import { menuFor, type MenuEntry, type MenuItem } from '../menu';

function paths(entries: MenuEntry[]): string[] {
  const out: string[] = [];
  const walk = (items: readonly MenuItem[]) =>
    items.forEach((item) => {
      if (item.path) out.push(item.path);
      if (item.children) walk(item.children);
    });
  for (const entry of entries) {
    if (entry.kind === 'link') out.push(entry.path);
    else walk(entry.items);
  }
  return out;
}

const PLACES: LinkPlace[] = ['header', 'drawer'];
const CONSTITUTION = courtPaths.basicTexts(BASIC_TEXT_ANCHORS.constitution);
const ORGANIC_LEGISLATION = courtPaths.basicTexts(BASIC_TEXT_ANCHORS.organicLegislation);
const ORGANIC_DECREES = courtPaths.basicTexts(BASIC_TEXT_ANCHORS.organicDecrees);
const REGULATIONS = courtPaths.basicTexts(BASIC_TEXT_ANCHORS.regulations);
const JOB_OFFERS = courtPaths.jobOffers();
const PLEADINGS = rulesPaths.topic('pleadings-procedure');

/** What each language shows, per place (spec section 1). */
const EXPECTED: Record<
  Locale,
  Record<LinkPlace, { decreesAndRegulations: boolean; jobs: boolean; pleadings: boolean }>
> = {
  en: {
    header: { decreesAndRegulations: false, jobs: false, pleadings: true },
    drawer: { decreesAndRegulations: false, jobs: false, pleadings: false },
  },
  de: {
    header: { decreesAndRegulations: false, jobs: true, pleadings: true },
    drawer: { decreesAndRegulations: false, jobs: true, pleadings: false },
  },
  fr: {
    header: { decreesAndRegulations: true, jobs: true, pleadings: true },
    drawer: { decreesAndRegulations: true, jobs: true, pleadings: true },
  },
  nl: {
    header: { decreesAndRegulations: true, jobs: true, pleadings: true },
    drawer: { decreesAndRegulations: true, jobs: true, pleadings: true },
  },
};

describe('menu model', () => {
  for (const locale of LOCALES) {
    for (const place of PLACES) {
      const expected = EXPECTED[locale][place];
      it(`${locale} ${place}: official texts 3 and 4 ${expected.decreesAndRegulations ? 'shown' : 'hidden'}`, () => {
        const shown = paths(menuFor(locale, place));
        expect(shown.includes(ORGANIC_DECREES)).toBe(expected.decreesAndRegulations);
        expect(shown.includes(REGULATIONS)).toBe(expected.decreesAndRegulations);
        // Items 1 and 2 are there in every language.
        expect(shown).toContain(CONSTITUTION);
        expect(shown).toContain(ORGANIC_LEGISLATION);
      });

      it(`${locale} ${place}: job offers ${expected.jobs ? 'shown' : 'hidden'}`, () => {
        expect(paths(menuFor(locale, place)).includes(JOB_OFFERS)).toBe(expected.jobs);
      });

      it(`${locale} ${place}: pleadings procedure ${expected.pleadings ? 'shown' : 'hidden'}`, () => {
        expect(paths(menuFor(locale, place)).includes(PLEADINGS)).toBe(expected.pleadings);
      });
    }
  }

  it('has the six top menus in order, Agenda and Prize as direct links', () => {
    const entries = menuFor('fr', 'header');
    expect(entries.map((entry) => `${entry.kind}:${entry.id}`)).toEqual([
      'group:court',
      'group:decisions',
      'link:agenda',
      'group:media',
      'group:rules',
      'link:prize',
    ]);
    expect(entries.find((entry) => entry.id === 'agenda')).toMatchObject({ path: decisionsPaths.agenda() });
    expect(entries.find((entry) => entry.id === 'prize')).toMatchObject({ path: mediaPaths.page('prize') });
  });

  it('links every sub-item to the routes of the specification', () => {
    expect(paths(menuFor('nl', 'header'))).toEqual([
      courtPaths.presentation(),
      courtPaths.basicTexts(),
      CONSTITUTION,
      ORGANIC_LEGISLATION,
      ORGANIC_DECREES,
      REGULATIONS,
      courtPaths.publications('annual-reports'),
      courtPaths.publications('brochures'),
      courtPaths.publications('speeches'),
      courtPaths.publications('studies'),
      JOB_OFFERS,
      decisionsPaths.pendingCases(),
      searchPaths.root(),
      decisionsPaths.judgments(),
      decisionsPaths.preliminaryRulings(),
      decisionsPaths.agenda(),
      mediaPaths.page('general-press-releases'),
      mediaPaths.page('press-releases-concerning-the-judgments'),
      mediaPaths.page('general-press'),
      mediaPaths.page('video'),
      rulesPaths.topic('recommendations-to-the-judges-a-quo-and-the-parties'),
      rulesPaths.topic('anonymization-policy'),
      PLEADINGS,
      mediaPaths.page('prize'),
    ]);
  });

  it('does not change the model when applying a rule', () => {
    menuFor('en', 'drawer');
    expect(paths(menuFor('fr', 'drawer'))).toContain(ORGANIC_DECREES);
  });
});
