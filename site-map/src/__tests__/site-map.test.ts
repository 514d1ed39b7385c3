import { describe, expect, it } from 'vitest';
import {
  BASIC_TEXT_ANCHORS,
  courtPaths,
  decisionsPaths,
  indexedPages,
  linkShownIn,
  localized,
  mediaPaths,
  offeredIn,
  ownerOfPath,
  rulesPaths,
  sectionOfPath,
  SITE_PAGES,
} from '../index.js';

describe('the site map', () => {
  it('lists the pages a search engine should find (spec section 2), job offers not in English', () => {
    const expected = [
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
    expect(indexedPages('nl').sort()).toEqual([...expected].sort());
    expect(indexedPages('en').sort()).toEqual(expected.filter((path) => path !== 'court/job-offers').sort());
  });

  it('gives every page to the section owning its first segment, or to the shell', () => {
    for (const { path, owner } of SITE_PAGES) {
      expect(sectionOfPath(localized('nl', path)) ?? 'shell', path).toBe(owner);
    }
  });

  it('builds the addresses that take a value, the judgment permalink with its paragraph', () => {
    expect(localized('fr', decisionsPaths.judgment({ year: 2025, number: 61 }, 'B.7.3'))).toBe('/fr/ARR/61/2025#B.7.3');
    expect(decisionsPaths.judgmentInList({ year: 2025, number: 61 })).toBe('judgments?year=2025&id=61');
    expect(decisionsPaths.pendingCase('8123')).toBe('judgments/pending-cases#case-8123');
    expect(mediaPaths.pressRelease('generalPressRelease', 'pr-1')).toBe('media/general-press-releases#pr-1');
    expect(mediaPaths.stayInformed('8123')).toBe('stay-informed?rollNumber=8123');
    expect(courtPaths.member('jean dupont')).toBe('court/presentation/members/jean%20dupont');
    expect(localized('de', '')).toBe('/de');
  });

  it('writes the per-language rules once: basic texts 3 and 4 in Dutch and French, pleadings in the drawer', () => {
    const decrees = courtPaths.basicTexts(BASIC_TEXT_ANCHORS.organicDecrees);
    expect(['nl', 'fr', 'de', 'en'].filter((lang) => offeredIn(decrees, lang as 'nl'))).toEqual(['nl', 'fr']);
    const pleadings = rulesPaths.topic('pleadings-procedure');
    expect(offeredIn(pleadings, 'de')).toBe(true);
    expect(linkShownIn(pleadings, 'de', 'header')).toBe(true);
    expect(linkShownIn(pleadings, 'de', 'drawer')).toBe(false);
    expect(linkShownIn(pleadings, 'fr', 'drawer')).toBe(true);
    expect(linkShownIn(courtPaths.jobOffers(), 'en', 'header')).toBe(false);
  });
});

describe('who draws a path', () => {
  it('is the section of its first segment, the shell for its own pages, and nobody for any other', () => {
    expect(ownerOfPath('/nl/judgments/pending-cases')).toBe('decisions');
    expect(ownerOfPath('/de/rule/whatever')).toBe('rules');
    expect(ownerOfPath('/fr')).toBe('shell');
    expect(ownerOfPath('/fr/')).toBe('shell');
    expect(ownerOfPath('/en/auth/login')).toBe('shell');
    expect(ownerOfPath('/en/admin/apage')).toBe('shell');
    expect(ownerOfPath('/en/no-such-page')).toBeUndefined();
    expect(ownerOfPath('/en/auth/unknown')).toBeUndefined();
    expect(ownerOfPath('/xx/judgments')).toBeUndefined();
  });
});
