import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../helper.js';
import { judgmentBody, tinyPdf } from './bodies.js';
import { useStaffProvider } from './staff-provider-fixture.js';

const YEAR = 2026;
const NUMBER = 501;
const itemPath = (number: number) => `/api/v1/publishing/judgments/${YEAR}/${number}`;
const ITEM = itemPath(NUMBER);

describe.each(ENGINES)('publishing a judgment on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  // The response cache is on, as in production: a write must not be hidden behind it.
  const app = useApp(() =>
    testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer, RESPONSE_CACHE_SECONDS: '30' }),
  );

  const registry = async () => ({ authorization: `Bearer ${await staff().token('registry', 'publish:judgments')}` });
  const putAt =
    (number: number) =>
    async (body: unknown, headers: Record<string, string> = {}) =>
      app().inject({
        method: 'PUT',
        url: itemPath(number),
        payload: body as object,
        headers: { ...(await registry()), ...headers },
      });
  const put = putAt(NUMBER);
  const get = (path: string) => app().inject({ url: path, headers: { host: 'court.test' } });

  /** Every public surface of the site that lists or shows the judgment. */
  async function publicSurfaces() {
    const list = (await get(`/api/v1/juris/judgments?year=${YEAR}&lang=nl`)).json<{ items: { number: number }[] }>();
    const detail = await get(`/api/v1/juris/judgments/${YEAR}/${NUMBER}?lang=nl`);
    const search = (await get('/api/v1/search/full-text-judgments?lang=nl&term=trekvogel')).json<{
      items: { year: number; number: number }[];
    }>();
    const feed = (await get('/api/v1/feeds/nl/judgments.atom')).body;
    const sitemap = (await get('/api/v1/site/sitemap-entries')).json<{
      judgments: { year: number; number: number }[];
    }>();
    const permalink = `/nl/ARR/${NUMBER}/${YEAR}`;
    return {
      list: list.items.some((item) => item.number === NUMBER),
      detail: detail.statusCode,
      search: search.items.some((hit) => hit.number === NUMBER && hit.year === YEAR),
      feed: feed.includes(permalink),
      sitemap: sitemap.judgments.some((entry) => entry.number === NUMBER && entry.year === YEAR),
    };
  }

  it('publishes a judgment on every public surface, once, and withdraws it from all of them', async () => {
    // Read once before, so that the response cache holds the state without it.
    expect(await publicSurfaces()).toEqual({ list: false, detail: 404, search: false, feed: false, sitemap: false });

    const created = await put(judgmentBody());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'judgment',
      key: `${YEAR}/${NUMBER}`,
      version: 1,
      state: 'published',
    });
    expect(created.headers.etag).toBe(created.json().etag);
    expect(await publicSurfaces()).toEqual({ list: true, detail: 200, search: true, feed: true, sitemap: true });

    const detail = (await get(`/api/v1/juris/judgments/${YEAR}/${NUMBER}?lang=fr`)).json();
    expect(detail).toMatchObject({
      ecli: `ECLI:BE:GHCC:${YEAR}:ARR.${NUMBER}`,
      headnote: expect.stringContaining('oiseaux migrateurs'),
      languages: ['nl', 'fr'],
      applicant: 'Vogelbescherming Vlaanderen',
    });
    expect(detail.paragraphs.map((p: { id: string }) => p.id)).toEqual(['I', 'A.1', 'B.1', 'B.7.3', 'III']);
    expect(detail.paragraphs.at(-1)).toMatchObject({ kind: 'operative', level: 0 });

    const again = await put(judgmentBody());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, unchanged: true });

    const withdrawn = await app().inject({ method: 'DELETE', url: ITEM, headers: await registry() });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ state: 'withdrawn', version: 2 });
    expect(await publicSurfaces()).toEqual({ list: false, detail: 410, search: false, feed: false, sitemap: false });
    const gone = await get(`/api/v1/juris/judgments/${YEAR}/${NUMBER}?lang=nl`);
    expect(errorCode(gone.body)).toBe('gone');
    expect((await get(`/public/n/${YEAR}/${YEAR}-${NUMBER}n.pdf`)).statusCode).toBe(410);
    expect((await get(`/${NUMBER}/${YEAR}.pdf`)).statusCode).toBe(410);

    // Published again: back everywhere.
    expect((await put(judgmentBody())).json()).toMatchObject({ state: 'published', version: 3 });
    expect(await publicSurfaces()).toEqual({ list: true, detail: 200, search: true, feed: true, sitemap: true });
  });

  it('updates in place: the new text is searched, the old one no longer', async () => {
    await put(judgmentBody());
    const before = await get('/api/v1/search/full-text-judgments?lang=fr&term=migrateurs');
    expect(before.json().items.some((hit: { number: number }) => hit.number === NUMBER)).toBe(true);

    const text = judgmentBody({
      fullText: {
        nl: [{ id: 'B.1', text: 'Het decreet regelt de visvangst op zalmen.' }],
        fr: [{ id: 'B.1', text: 'Le décret règle la pêche au saumon.' }],
      },
      headnote: { nl: 'Visvangst', fr: 'Pêche' },
      summary: {},
      keywords: {},
    });
    const updated = await put(text);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().unchanged).toBeUndefined();
    const hits = async (lang: string, term: string) =>
      (await get(`/api/v1/search/full-text-judgments?lang=${lang}&term=${term}`))
        .json<{ items: { number: number }[] }>()
        .items.some((hit) => hit.number === NUMBER);
    expect(await hits('fr', 'migrateurs')).toBe(false);
    expect(await hits('fr', 'saumons')).toBe(true);
    expect(await hits('nl', 'zalm')).toBe(true);
  });

  it('keeps the PDFs of each language; a body that is not a PDF is refused', async () => {
    await put(judgmentBody());
    const pdf = tinyPdf('nl');
    const send = async (lang: string, body: Buffer, type = 'application/pdf') =>
      app().inject({
        method: 'PUT',
        url: `${ITEM}/pdf/${lang}`,
        payload: body,
        headers: { ...(await registry()), 'content-type': type },
      });
    const stored = await send('nl', pdf);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toEqual({ path: `/public/n/${YEAR}/${YEAR}-${NUMBER}n.pdf`, size: pdf.length });
    expect((await send('nl', pdf)).json()).toMatchObject({ unchanged: true });
    expect((await send('fr', tinyPdf('fr'))).statusCode).toBe(201);

    const served = await get(`/public/n/${YEAR}/${YEAR}-${NUMBER}n.pdf`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const notPdf = await send('fr', Buffer.from('<html>not a pdf</html>'));
    expect(notPdf.statusCode).toBe(400);
    expect(errorCode(notPdf.body)).toBe('not-a-pdf');
    expect((await send('fr', Buffer.from('%PDF-1.4'), 'text/html')).statusCode).toBe(415);
    expect(errorCode((await send('de', tinyPdf())).body)).toBe('no-such-language-version');
    // The French file is still the one sent before the refused ones.
    expect((await get(`/public/f/${YEAR}/${YEAR}-${NUMBER}f.pdf`)).rawPayload.toString()).toContain('% fr');
  });

  it('names every problem of an invalid body, with its field, and writes nothing', async () => {
    const put = putAt(511);
    const body = judgmentBody({ date: '19/11/2026', rollNumbers: [], colour: 'red' });
    body.headnote = {};
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: { code: string; path: string }[] }>().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/date', code: 'format' }),
        expect.objectContaining({ path: '/rollNumbers', code: 'min-items' }),
        expect.objectContaining({ path: '/headnote', code: 'min-properties' }),
        expect.objectContaining({ path: '/colour', code: 'additional-properties' }),
      ]),
    );
    const duplicate = judgmentBody({
      fullText: {
        nl: [
          { id: 'B.1', text: 'a' },
          { id: 'B.1', text: 'b' },
        ],
      },
    });
    const twice = await put(duplicate);
    expect(twice.json().errors).toEqual([expect.objectContaining({ path: '/fullText/nl/1/id', code: 'duplicate' })]);
    const item = await app().inject({ url: itemPath(511), headers: await registry() });
    expect(item.statusCode).toBe(404);
  });

  it('refuses to overwrite a change the writer has not seen (If-Match)', async () => {
    const put = putAt(512);
    const first = await put(judgmentBody());
    const tag = first.headers.etag as string;
    const second = await put(judgmentBody({ outcome: 'annulment' }), { 'if-match': tag });
    expect(second.statusCode).toBe(200);
    const stale = await put(judgmentBody({ outcome: 'dismissal' }), { 'if-match': tag });
    expect(stale.statusCode).toBe(412);
    expect(errorCode(stale.body)).toBe('precondition-failed');
    const current = await app().inject({ url: itemPath(512), headers: await registry() });
    expect(current.json()).toMatchObject({ version: 2, body: { outcome: 'annulment' } });
    expect(current.headers.etag).toBe(second.headers.etag);
  });
});
