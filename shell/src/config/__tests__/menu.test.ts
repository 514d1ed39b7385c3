import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@court/runtime';
import { menuFor, type MenuEntry, type MenuItem, type MenuPlacement } from '../menu';

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

const PLACEMENTS: MenuPlacement[] = ['header', 'drawer'];
const ORGANIC_DECREES = 'court/basic-text#3-arrets-organiques';
const REGULATIONS = 'court/basic-text#4-reglements';
const JOB_OFFERS = 'court/job-offers';
const PLEADINGS = 'rule/pleadings-procedure';

/** What each language shows, per placement (spec section 1). */
const EXPECTED: Record<
  Locale,
  Record<MenuPlacement, { decreesAndRegulations: boolean; jobs: boolean; pleadings: boolean }>
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
    for (const placement of PLACEMENTS) {
      const expected = EXPECTED[locale][placement];
      it(`${locale} ${placement}: official texts 3 and 4 ${expected.decreesAndRegulations ? 'shown' : 'hidden'}`, () => {
        const shown = paths(menuFor(locale, placement));
        expect(shown.includes(ORGANIC_DECREES)).toBe(expected.decreesAndRegulations);
        expect(shown.includes(REGULATIONS)).toBe(expected.decreesAndRegulations);
        // Items 1 and 2 are there in every language.
        expect(shown).toContain('court/basic-text#1-la-constitution-de-la-belgique-federale');
        expect(shown).toContain('court/basic-text#2-legislation-organique');
      });

      it(`${locale} ${placement}: job offers ${expected.jobs ? 'shown' : 'hidden'}`, () => {
        expect(paths(menuFor(locale, placement)).includes(JOB_OFFERS)).toBe(expected.jobs);
      });

      it(`${locale} ${placement}: pleadings procedure ${expected.pleadings ? 'shown' : 'hidden'}`, () => {
        expect(paths(menuFor(locale, placement)).includes(PLEADINGS)).toBe(expected.pleadings);
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
    expect(entries.find((entry) => entry.id === 'agenda')).toMatchObject({ path: 'agenda' });
    expect(entries.find((entry) => entry.id === 'prize')).toMatchObject({ path: 'media/prize' });
  });

  it('links every sub-item to the routes of the specification', () => {
    expect(paths(menuFor('nl', 'header'))).toEqual([
      'court/presentation',
      'court/basic-text',
      'court/basic-text#1-la-constitution-de-la-belgique-federale',
      'court/basic-text#2-legislation-organique',
      ORGANIC_DECREES,
      REGULATIONS,
      'court/publications/annual-reports',
      'court/publications/brochures',
      'court/publications/speeches',
      'court/publications/studies',
      JOB_OFFERS,
      'judgments/pending-cases',
      'search',
      'judgments',
      'judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union',
      'agenda',
      'media/general-press-releases',
      'media/press-releases-concerning-the-judgments',
      'media/general-press',
      'media/video',
      'rule/recommendations-to-the-judges-a-quo-and-the-parties',
      'rule/anonymization-policy',
      PLEADINGS,
      'media/prize',
    ]);
  });

  it('does not change the model when applying a rule', () => {
    menuFor('en', 'drawer');
    expect(paths(menuFor('fr', 'drawer'))).toContain(ORGANIC_DECREES);
  });
});
