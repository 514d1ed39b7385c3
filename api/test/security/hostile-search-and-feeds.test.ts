import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Corpus, Judgment } from '../../src/domain/model.js';
import { fixtureCorpus, judgments } from '../fixtures/corpus.js';
import { ENGINES, testConfig, useApp, useDatabase } from '../helper.js';

const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';

/** Judgment 12/2024 with markup in its text, headnote, keywords and summary, as a pasted document could have. */
const hostile = (judgment: Judgment): Judgment =>
  judgment.year === 2024 && judgment.number === 12
    ? {
        ...judgment,
        languages: ['fr'],
        headnote: { fr: `Perquisition ${SCRIPT} ${IMAGE}` },
        keywords: { fr: [`perquisition ${IMAGE}`] },
        summary: { fr: `Résumé de la perquisition ${SCRIPT}` },
        text: {
          fr: [
            {
              id: 'B.3',
              level: 1,
              kind: 'paragraph',
              text: `La perquisition ${SCRIPT} au domicile ${IMAGE} et "citations" & 'apostrophes'.`,
            },
          ],
        },
      }
    : judgment;
const hostileCorpus: Corpus = { ...fixtureCorpus, judgments: judgments.map(hostile) };

/** Asserts that the only markup of a snippet is <mark>, and that the hostile text is shown as text. */
function expectInert(html: string): void {
  expect(html.replace(/<\/?mark>/g, ''), html).not.toMatch(/[<>]/);
  expect(html).toMatch(/&lt;script&gt;|&lt;img/);
}

describe.each(ENGINES)('hostile markup in a judgment on %s', (engine) => {
  const url = useDatabase(engine, hostileCorpus);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  const snippets = async (search: string, term: string) => {
    const res = await app().inject({
      url: `/api/v1/search/${search}?${new URLSearchParams({ lang: 'fr', term }).toString()}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { year: number; number: number; snippets: { html: string }[] }[] };
    const hit = body.items.find((item) => item.year === 2024 && item.number === 12);
    expect(hit?.snippets.length, res.body).toBeGreaterThan(0);
    return hit!.snippets.map((snippet) => snippet.html);
  };

  it.each(['perquisition', 'alert', 'onerror', 'script', 'img src'])(
    'full-text snippets for "%s" are escaped text with only <mark> markup',
    async (term) => {
      for (const html of await snippets('full-text-judgments', term)) expectInert(html);
    },
  );

  it('keyword and summary snippets are escaped text with only <mark> markup', async () => {
    for (const html of await snippets('by-judgment-keywords-summary', 'perquisition')) expectInert(html);
  });

  const parser = new XMLParser({ ignoreAttributes: false });
  /** The HTML inside an Atom text construct of type html, as a feed reader renders it. */
  const htmlOf = (text: string | { '#text': string }) => (typeof text === 'string' ? text : text['#text']);

  it.each(['/api/v1/feeds/fr/judgments.atom', '/api/v1/feeds/fr/search/full-text-judgments.atom?term=perquisition'])(
    'the feed %s carries the markup as escaped text',
    async (path) => {
      const res = await app().inject({ url: path, headers: { host: 'court.test' } });
      expect(res.statusCode).toBe(200);
      const entries = [parser.parse(res.body).feed.entry].flat() as {
        title: string | { '#text': string };
        content?: string | { '#text': string };
        summary?: string | { '#text': string };
      }[];
      const entry = entries.find((e) => htmlOf(e.title).includes('12/2024') || htmlOf(e.title).includes('2024/12'));
      expect(entry, res.body.slice(0, 500)).toBeDefined();
      for (const html of [entry!.title, entry!.content, entry!.summary].filter((t) => t !== undefined).map(htmlOf)) {
        expect(html).not.toMatch(/<(script|img)\b/i);
      }
      expect(htmlOf(entry!.content ?? '')).toMatch(/&lt;script&gt;|&lt;img/);
    },
  );
});
