import type { HeadTag } from '@court/runtime';
import { describe, expect, it } from 'vitest';
import { judgmentDetail } from '../../../../test-support/fixtures';
import { judgmentHeadTags, type JudgmentPageFacts } from '../ecli-metadata';

const ORIGIN = 'https://www.const-court.be';
const facts = (overrides: Partial<JudgmentPageFacts> = {}): JudgmentPageFacts => ({
  locale: 'nl',
  origin: ORIGIN,
  title: 'Arrest 61/2025',
  proceeding: 'Prejudiciële vragen',
  ...overrides,
});

/** The Dublin Core terms as a reader of the page's RDFa gets them: each term with all its values. */
function dublinCore(tags: HeadTag[]): Record<string, string[]> {
  const terms: Record<string, string[]> = {};
  for (const tag of tags) {
    if (tag.tag !== 'meta') continue;
    const term = tag.attributes.property!.replace(/^dcterms:/, '');
    (terms[term] ??= []).push(tag.attributes.content!);
  }
  return terms;
}

const jsonLd = (tags: HeadTag[]) => tags.flatMap((tag) => (tag.tag === 'json-ld' ? [tag.data] : []));

describe("a judgment's ECLI metadata", () => {
  it('names this language version by its address and the decision by its ECLI, with what the conclusions list', () => {
    const judgment = judgmentDetail();
    expect(dublinCore(judgmentHeadTags(judgment, facts()))).toEqual({
      identifier: [`${ORIGIN}/nl/ARR/61/2025`],
      isVersionOf: ['ECLI:BE:GHCC:2025:ARR.061'],
      creator: ['Grondwettelijk Hof'],
      coverage: ['BE'],
      date: ['2025-04-24'],
      language: ['nl'],
      publisher: ['Grondwettelijk Hof'],
      accessRights: ['public'],
      type: ['judgment', 'Prejudiciële vragen'],
      title: ['Arrest 61/2025'],
      abstract: [judgment.headnote, judgment.summary],
      subject: ['leegstandsheffing', 'gelijkheid'],
      references: ['ECLI:BE:GHCC:2019:ARR.007'],
    });
  });

  it('is in the language of the page, with the name the court had on the day of the decision', () => {
    const old = judgmentDetail({ year: 2004, number: 12, date: '2004-01-21', ecli: 'ECLI:BE:GHCC:2004:ARR.012' });
    const terms = dublinCore(judgmentHeadTags(old, facts({ locale: 'fr', title: 'Arrêt 12/2004' })));
    expect(terms).toMatchObject({
      identifier: [`${ORIGIN}/fr/ARR/12/2004`],
      language: ['fr'],
      creator: ["Cour d'arbitrage"],
      publisher: ['Cour constitutionnelle'],
    });
    expect(dublinCore(judgmentHeadTags(old, facts({ locale: 'de' }))).creator).toEqual(['Schiedshof']);
  });

  it('leaves out what the judgment does not have', () => {
    const bare = judgmentDetail({ headnote: null, summary: null, keywords: [], cites: [] });
    const terms = dublinCore(judgmentHeadTags(bare, facts()));
    expect(terms).not.toHaveProperty('abstract');
    expect(terms).not.toHaveProperty('subject');
    expect(terms).not.toHaveProperty('references');
    expect(jsonLd(judgmentHeadTags(bare, facts()))[0]).not.toHaveProperty('citation');
  });

  it('links the Akoma Ntoso version in an official language of the judgment, not in English', () => {
    const judgment = judgmentDetail();
    const links = (locale: JudgmentPageFacts['locale']) =>
      judgmentHeadTags(judgment, facts({ locale })).filter((tag) => tag.tag === 'link');
    expect(links('fr')).toEqual([
      {
        tag: 'link',
        attributes: {
          rel: 'alternate',
          type: 'application/akn+xml',
          href: '/api/v1/juris/judgments/2025/61/akn?lang=fr',
        },
      },
    ]);
    expect(links('en')).toEqual([]);
    // Published in Dutch and French only: no German version to link.
    expect(links('de')).toEqual([]);
  });

  it('describes the judgment for schema.org as a creative work identified by its ECLI, citing others by theirs', () => {
    const [data] = jsonLd(judgmentHeadTags(judgmentDetail(), facts()));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      url: `${ORIGIN}/nl/ARR/61/2025`,
      identifier: { '@type': 'PropertyValue', propertyID: 'ECLI', value: 'ECLI:BE:GHCC:2025:ARR.061' },
      name: 'Arrest 61/2025',
      inLanguage: 'nl',
      dateCreated: '2025-04-24',
      creator: { '@type': 'GovernmentOrganization', name: 'Grondwettelijk Hof' },
      isAccessibleForFree: true,
      keywords: ['leegstandsheffing', 'gelijkheid'],
      citation: [
        {
          '@type': 'CreativeWork',
          identifier: { '@type': 'PropertyValue', propertyID: 'ECLI', value: 'ECLI:BE:GHCC:2019:ARR.007' },
          url: `${ORIGIN}/nl/ARR/7/2019`,
        },
      ],
      encoding: [
        { encodingFormat: 'application/akn+xml', contentUrl: `${ORIGIN}/api/v1/juris/judgments/2025/61/akn?lang=nl` },
        { encodingFormat: 'application/pdf', contentUrl: `${ORIGIN}/public/n/2025/2025-061n.pdf` },
      ],
    });
  });
});
