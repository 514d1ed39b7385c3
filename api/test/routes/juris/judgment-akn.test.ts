import { generateCorpus } from '@court/demo-corpus';
import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';
import { AKN_NS, aknViolations, childElements, descendants, parseXml } from '../../akoma-ntoso-rules.js';

const aknUrl = (year: number, number: number, lang: string) =>
  `/api/v1/juris/judgments/${year}/${number}/akn?lang=${lang}`;

/** The num of each numbered paragraph of a block, in document order. */
const numsOf = (xml: string, block: string): string[] =>
  descendants(parseXml(xml), block).flatMap((b) =>
    descendants(b, 'paragraph').map((p) => childElements(p).find((c) => c.localName === 'num')?.textContent),
  ) as string[];

describe.each(ENGINES)('a judgment as Akoma Ntoso on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('answers the French version as Akoma Ntoso, cached and revalidated like the JSON', async () => {
    const res = await app().inject({ url: aknUrl(2024, 12, 'fr') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/akn+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeDefined();
    const again = await app().inject({ url: aknUrl(2024, 12, 'fr'), headers: { 'if-none-match': res.headers.etag! } });
    expect(again.statusCode).toBe(304);
    const doc = parseXml(res.body);
    expect(doc.documentElement?.namespaceURI).toBe(AKN_NS);
    expect(aknViolations(doc)).toEqual([]);
  });

  it('identifies the judgment by its ECLI and the language of the version', async () => {
    const doc = parseXml((await app().inject({ url: aknUrl(2024, 12, 'fr') })).body);
    const attribute = (name: string, attr = 'value') => descendants(doc, name).map((e) => e.getAttribute(attr));
    expect(attribute('FRBRalias')).toEqual(['ECLI:BE:GHCC:2024:ARR.012']);
    expect(attribute('FRBRuri')).toEqual([
      '/akn/be/judgment/ghcc/2024-02-01/arr.012',
      '/akn/be/judgment/ghcc/2024-02-01/arr.012/fra@',
      '/akn/be/judgment/ghcc/2024-02-01/arr.012/fra@.akn',
    ]);
    expect(attribute('FRBRlanguage', 'language')).toEqual(['fra']);
    expect(attribute('FRBRdate', 'date')).toEqual(['2024-02-01', '2024-02-01', '2024-02-01']);
    const dutch = parseXml((await app().inject({ url: aknUrl(2024, 12, 'nl') })).body);
    expect(descendants(dutch, 'FRBRlanguage')[0]?.getAttribute('language')).toBe('nld');
  });

  it('names the court, the parties, the bench, the roll numbers and the norms reviewed', async () => {
    const doc = parseXml((await app().inject({ url: aknUrl(2024, 12, 'fr') })).body);
    const text = (name: string) => descendants(doc, name).map((e) => e.textContent);
    expect(text('courtType')).toEqual(['Cour constitutionnelle']);
    expect(text('docNumber')).toEqual(['12/2024']);
    expect(descendants(doc, 'docDate')[0]?.getAttribute('date')).toBe('2024-02-01');
    expect(text('docketNumber')).toEqual(['7012']);
    expect(text('party')).toEqual(['A.B.']);
    expect(text('judge')).toEqual(['L. Lavrysen', 'P. Nihoul', 'J. Moerman']);
    expect(descendants(doc, 'judge')[0]?.getAttribute('as')).toBe('#president');
    expect(text('person')).toEqual(['F. Meersschaut']);
    const showAs = descendants(doc, 'TLCPerson').map((e) => e.getAttribute('showAs'));
    expect(showAs).toEqual(['A.B.', 'L. Lavrysen', 'P. Nihoul', 'J. Moerman', 'F. Meersschaut']);
    const refs = descendants(doc, 'ref').map((e) => [e.textContent, e.getAttribute('href')]);
    expect(refs).toContainEqual(['9bis', '/akn/be/act/law/2021-01-10/law-2021-01-10/~art_9bis']);
    expect(refs).toContainEqual(['Loi du 10 janvier 2021', '/akn/be/act/law/2021-01-10/law-2021-01-10']);
  });

  it('gives the reasoning its paragraphs with their numbers in order, and the operative part as the decision', async () => {
    const xml = (await app().inject({ url: aknUrl(2024, 12, 'fr') })).body;
    expect(numsOf(xml, 'arguments')).toEqual(['A.1']);
    expect(numsOf(xml, 'motivation')).toEqual(['B.1', 'B.7.3']);
    expect(numsOf(xml, 'decision')).toEqual(['III']);
    const paragraph = descendants(parseXml(xml), 'paragraph').find((p) => p.getAttribute('eId') === 'para_B.7.3');
    expect(paragraph?.textContent).toBe('B.7.3fr B.7.3 text');
  });

  it('answers 404 with the errors envelope for an unknown judgment', async () => {
    const res = await app().inject({ url: aknUrl(2024, 999, 'fr') });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('not-found');
  });

  it('answers 404 for a language the judgment was not delivered in', async () => {
    const res = await app().inject({ url: aknUrl(2025, 3, 'fr') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not-found', message: 'Judgment 3/2025 has no French version' }] });
    expect((await app().inject({ url: aknUrl(2025, 3, 'nl') })).statusCode).toBe(200);
  });

  it.each(['?lang=en', '?lang=es', '', '?lang=fr&format=json', '?lang=FR'])(
    'rejects the language %s with 400 and the errors envelope',
    async (query) => {
      const res = await app().inject({ url: `/api/v1/juris/judgments/2024/12/akn${query}` });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    },
  );
});

describe.each(ENGINES)('every demo judgment as Akoma Ntoso on %s', (engine) => {
  const corpus = generateCorpus({ judgments: 80, today: new Date('2026-11-25T10:00:00Z') });
  const url = useDatabase(engine, corpus);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('answers every language version well-formed, by the rules, with the anchors of the judgment page', async () => {
    let documents = 0;
    for (const { year, number, languages } of corpus.judgments) {
      for (const lang of languages) {
        const res = await app().inject({ url: aknUrl(year, number, lang) });
        expect(res.statusCode, `${number}/${year} ${lang}`).toBe(200);
        const doc = parseXml(res.body);
        expect(aknViolations(doc), `${number}/${year} ${lang}`).toEqual([]);

        const page = (await app().inject({ url: `/api/v1/juris/judgments/${year}/${number}?lang=${lang}` })).json();
        const eIds = Array.from(doc.getElementsByTagName('*')).map((e) => e.getAttribute('eId'));
        const expected = page.paragraphs.map((p: { id: string; kind: string }) =>
          p.kind === 'heading' ? `hcontainer_${p.id}` : `para_${p.id}`,
        );
        expect(eIds.filter((id) => id?.startsWith('para_') || id?.startsWith('hcontainer_'))).toEqual(expected);
        documents++;
      }
    }
    expect(documents).toBeGreaterThan(corpus.judgments.length);
  }, 120_000);
});
