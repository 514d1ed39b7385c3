import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/engine.js';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

type HtmlText = { '#text': string; '@_type': 'html' };
interface RawEntry {
  id: string;
  title: HtmlText;
  updated: string;
  link: { '@_href': string } | { '@_href': string }[];
  content?: HtmlText;
}
interface AtomEntry {
  id: string;
  /** The title as a reader shows it (type="html": entities decoded). */
  title: string;
  updated: string;
  link: RawEntry['link'];
  /** The HTML of the content. */
  content?: string;
}
interface AtomFeed {
  feed: {
    '@_xmlns': string;
    '@_xml:lang': string;
    id: string;
    title: string;
    updated: string;
    author: { name: string };
    link: { '@_rel': string; '@_href': string }[];
    entry?: RawEntry[];
  };
}

const decodeHtml = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' });

/** Checks the document is well-formed XML and has what Atom 1.0 (RFC 4287) requires of a feed and its entries. */
function parseAtom(xml: string): { feed: AtomFeed['feed']; entries: AtomEntry[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const { feed } = parser.parse(xml) as AtomFeed;
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toBeTruthy();
  expect(feed.title).toBeTruthy();
  expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
  expect(feed.author.name).toBeTruthy();
  const entries = (feed.entry ?? []).map((raw): AtomEntry => ({
    id: raw.id,
    title: decodeHtml(raw.title['#text']),
    updated: raw.updated,
    link: raw.link,
    content: raw.content?.['#text'],
  }));
  for (const entry of entries) {
    expect(entry.id).toMatch(/^tag:const-court\.be,2026:/);
    expect(entry.title).toBeTruthy();
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
  }
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  return { feed, entries };
}

const href = (entry: AtomEntry) => (Array.isArray(entry.link) ? entry.link[0]!['@_href'] : entry.link['@_href']);

describe.each(ENGINES)('Atom feeds on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));
  const get = (path: string) => app().inject({ url: path, headers: { host: 'court.test' } });

  /** Reads the database directly, so the expectations do not come from the code under test. */
  async function query<T>(run: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> {
    const database = openDatabase(url());
    try {
      return await run(database.db);
    } finally {
      await database.close();
    }
  }

  it('lists every judgment, newest first, with its headnote in the language of the feed', async () => {
    const res = await get('/api/v1/feeds/fr/judgments.atom');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed, entries } = parseAtom(res.body);
    expect(feed['@_xml:lang']).toBe('fr');
    expect(feed.link).toContainEqual({ '@_rel': 'self', '@_href': 'http://court.test/api/v1/feeds/fr/judgments.atom' });

    const rows = await query((db) =>
      db
        .selectFrom('judgments')
        .select(['year', 'number', 'date', 'ecli'])
        .orderBy('date', 'desc')
        .orderBy('number', 'desc')
        .execute(),
    );
    expect(entries.map((e) => e.id)).toEqual(rows.map((r) => `tag:const-court.be,2026:fr/${r.ecli}`));
    expect(entries.map(href)).toEqual(rows.map((r) => `http://court.test/fr/ARR/${r.number}/${r.year}`));
    expect(entries[0]!.title).toBe('Arrêt n° 3/2025 du 20 février 2025');
    expect(entries[0]!.updated).toBe('2025-02-20T12:00:00.000Z');
    expect(feed.updated).toBe('2025-02-20T12:00:00.000Z');
    // 101/2024 has a French headnote; 3/2025 exists only in Dutch and has none in French.
    expect(entries.find((e) => e.title.startsWith('Arrêt n° 101/2024'))!.content).toContain('<p>Enseignement</p>');
    expect(entries[0]!.content).not.toContain('undefined');
  });

  it('escapes court texts so they read as text, not markup', async () => {
    const { entries } = parseAtom((await get('/api/v1/feeds/nl/judgments.atom')).body);
    const entry = entries.find((e) => e.title.startsWith('Arrest nr. 12/2024'))!;
    expect(entry.content).toContain('<p>Arrest 12/2024 over de belasting</p>');
    expect(entry.content).toContain('href="http://court.test/public/n/2024/2024-012n.pdf"');
  });

  it('lists current press releases published in the language of the feed', async () => {
    const fr = parseAtom((await get('/api/v1/feeds/fr/press-releases.atom')).body);
    const rows = await query((db) =>
      db
        .selectFrom('press_releases')
        .select(['id', 'title'])
        .where('archived', '=', 0)
        .orderBy('date', 'desc')
        .execute(),
    );
    expect(fr.entries.map((e) => e.title)).toEqual(rows.map((r) => JSON.parse(r.title).fr));
    expect(href(fr.entries[1]!)).toBe('http://court.test/fr/media/press-releases-concerning-the-judgments#pr-2025-001');
    expect(fr.entries[1]!.content).toContain('href="http://court.test/fr/ARR/1/2025"');
    // Only the general release exists in German.
    const de = parseAtom((await get('/api/v1/feeds/de/press-releases.atom')).body);
    expect(de.entries.map((e) => e.title)).toEqual(['Neuer Präsident']);
  });

  it('lists pending cases that are not decided, newest first', async () => {
    const { entries } = parseAtom((await get('/api/v1/feeds/nl/pending-cases.atom')).body);
    const rows = await query((db) =>
      db
        .selectFrom('pending_cases')
        .select(['roll_number', 'subject'])
        .where('archived', '=', 0)
        .orderBy('receipt_date', 'desc')
        .execute(),
    );
    expect(entries.map((e) => e.title)).toEqual(
      rows.map((r) => `Zaak nr. ${r.roll_number} – ${JSON.parse(r.subject).nl}`),
    );
    expect(href(entries[0]!)).toBe('http://court.test/nl/judgments/pending-cases#case-8150');
    expect(entries[0]!.content).toContain('<li>Schendt artikel 63 de artikelen 10 en 11 van de Grondwet?</li>');
  });

  it('answers a valid empty feed for a language without press releases', async () => {
    const { entries } = parseAtom((await get('/api/v1/feeds/en/press-releases.atom')).body);
    expect(entries).toEqual([]);
  });

  it.each(['/api/v1/feeds/es/judgments.atom', '/api/v1/feeds/FR/judgments.atom'])(
    'rejects %s with 400',
    async (path) => {
      const res = await get(path);
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    },
  );

  it('answers 404 for a feed that does not exist', async () => {
    const res = await get('/api/v1/feeds/fr/opinions.atom');
    expect(res.statusCode).toBe(404);
  });

  it('is open to other sites and limited like the rest of the API', async () => {
    const res = await app().inject({
      url: '/api/v1/feeds/fr/judgments.atom',
      headers: { origin: 'https://example.org' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });
});

describe('the rate limit on feeds', () => {
  const url = useDatabase('sqlite');
  const app = useApp(() => testConfig({ DATABASE_URL: url(), RATE_LIMIT_MAX: '2' }));

  it('answers 429 with Retry-After and the errors envelope past the limit a client was told', async () => {
    const get = () => app().inject({ url: '/api/v1/feeds/fr/judgments.atom', remoteAddress: '192.0.2.7' });
    const first = await get();
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect((await get()).statusCode).toBe(200);
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorCode(refused.body)).toBe('too-many-requests');
  });
});
