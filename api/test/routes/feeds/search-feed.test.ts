import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';
import { searchCorpus } from '../search/search-corpus.js';

interface Entry {
  id: string;
  link: { '@_href': string };
  content: { '#text': string };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' });

describe.each(ENGINES)('Atom feed of a search on %s', (engine) => {
  const url = useDatabase(engine, searchCorpus);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));
  const get = (path: string) => app().inject({ url: path, headers: { host: 'court.test' } });

  async function compare(search: string, query: string, lang: string) {
    const answer = await get(`/api/v1/search/${search}?lang=${lang}&${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const hits = answer.json<{ items: { year: number; number: number; ecli: string }[] }>().items;
    const res = await get(`/api/v1/feeds/${lang}/search/${search}.atom?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const feed = parser.parse(res.body).feed;
    const entries: Entry[] = feed.entry ?? [];
    expect(entries.map((e) => e.id)).toEqual(hits.map((h) => `tag:const-court.be,2026:${lang}/${h.ecli}`));
    expect(entries.map((e) => e.link['@_href'])).toEqual(
      hits.map((h) => `http://court.test/${lang}/ARR/${h.number}/${h.year}`),
    );
    return { feed, entries, hits };
  }

  it('answers the same hits, in the same order, as the search for the same query', async () => {
    const { feed, entries, hits } = await compare('full-text-judgments', 'term=pension&sort=score', 'fr');
    expect(hits.length).toBeGreaterThan(1);
    expect(feed.title).toBe('Cour constitutionnelle – résultats de recherche: pension');
    expect(feed.link).toContainEqual({
      '@_rel': 'self',
      '@_href': 'http://court.test/api/v1/feeds/fr/search/full-text-judgments.atom?term=pension&sort=score',
    });
    // The matching passages come with the search's own marking, escaped text around it.
    expect(entries[0]!.content['#text']).toContain('<mark>');
  });

  it('follows the other judgment searches with their own parameters', async () => {
    await compare('by-judgment-keywords-summary', 'term=imp%C3%B4t', 'fr');
    await compare('judgments', 'year=2024&sort=date', 'nl');
    const { hits: byApplicant } = await compare('by-judgment-and-applicant', 'applicant=gerard', 'fr');
    expect(byApplicant.map((h) => `${h.number}/${h.year}`)).toEqual(['101/2024']);
    const { hits: byNorm } = await compare('by-controlled-standard', 'norm=law-2021-01-10', 'fr');
    expect(byNorm.map((h) => `${h.number}/${h.year}`)).toEqual(expect.arrayContaining(['2/2025', '3/2025']));
    const { feed, hits: inTopic } = await compare('table-of-content', 'node=education', 'nl');
    expect(inTopic.map((h) => `${h.number}/${h.year}`)).toEqual(['101/2024']);
    expect(feed.link).toContainEqual({
      '@_rel': 'alternate',
      '@_href': 'http://court.test/nl/search/table-of-content',
    });
  });

  it('follows a search of the pending cases: the same cases, in the same order, as the search', async () => {
    const answer = await get('/api/v1/search/pending-cases?lang=fr&withArchive=true');
    expect(answer.statusCode, answer.body).toBe(200);
    const cases = answer.json<{ items: { rollNumber: string; subject: string | null }[] }>().items;
    expect(cases.length).toBeGreaterThan(1);
    const res = await get('/api/v1/feeds/fr/search/pending-cases.atom?withArchive=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const entries: Entry[] = parser.parse(res.body).feed.entry ?? [];
    expect(entries.map((e) => e.id)).toEqual(cases.map((c) => `tag:const-court.be,2026:fr/case/${c.rollNumber}`));
    expect(entries.map((e) => e.link['@_href'])).toEqual(
      cases.map((c) => `http://court.test/fr/judgments/pending-cases#case-${c.rollNumber}`),
    );
  });

  it('keeps text that looks like markup as text', async () => {
    const { entries } = await compare('full-text-judgments', 'term=discriminatoire', 'fr');
    expect(entries[0]!.content['#text']).toContain('&lt;b&gt;');
    expect(entries[0]!.content['#text']).not.toContain('<b>');
  });

  it('answers the search’s own 400 for a query the search refuses, and 400 for an unknown search', async () => {
    const bad = await get('/api/v1/feeds/fr/search/full-text-judgments.atom?nonsense=1');
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad.body)).toBe('invalid-request');
    const unknown = await get('/api/v1/feeds/fr/search/everything.atom?term=x');
    expect(unknown.statusCode).toBe(400);
  });
});
