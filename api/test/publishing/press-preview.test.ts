import { describe, expect, it } from 'vitest';
import type { List, PressRelease } from '@court/contract';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../helper.js';
import { judgmentBody, pressReleaseBody } from './bodies.js';
import { useStaffProvider } from './staff-provider-fixture.js';

const PREVIEW = '/api/v1/publishing/press-releases/preview';

/** A text with what press releases use of Markdown, and what must never reach a page. */
const MARKDOWN = [
  'Het Hof **vernietigt** de bepaling.',
  '',
  '- eerste punt',
  '- tweede punt',
  '',
  'Zie [het arrest](https://www.const-court.be/public/n/2025/2025-001n.pdf).',
  '',
  '<script>alert(1)</script>',
].join('\n');

describe.each(ENGINES)('the press release preview and its HTML on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const app = useApp(() => testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer }));
  const press = async () => ({ authorization: `Bearer ${await staff().token('press', 'publish:press')}` });
  const preview = async (body: object, headers?: Record<string, string>) =>
    app().inject({ method: 'POST', url: PREVIEW, payload: body, headers: headers ?? (await press()) });
  /** The judgment the releases are about, published first: a release on a judgment waits for it. */
  const publishJudgment = async () =>
    app().inject({
      method: 'PUT',
      url: '/api/v1/publishing/judgments/2026/321',
      payload: judgmentBody(),
      headers: { authorization: `Bearer ${await staff().token('registry', 'publish:judgments')}` },
    });
  /** A release on that judgment, with the text above in Dutch. */
  const release = (overrides: Record<string, unknown> = {}) =>
    pressReleaseBody({
      judgment: { year: 2026, number: 321 },
      body: { nl: MARKDOWN, fr: 'La Cour **annule** la disposition.' },
      ...overrides,
    });
  const listed = async (id: string, lang: string) =>
    (await app().inject({ url: `/api/v1/media/press-releases-concerning-judgments?lang=${lang}` }))
      .json<List<PressRelease>>()
      .items.find((item) => item.id === id);

  it('renders the Markdown body as sanitised HTML in the public answer, keeping the text as written', async () => {
    await publishJudgment();
    const put = await app().inject({
      method: 'PUT',
      url: '/api/v1/publishing/press-releases/markdown-1',
      payload: release(),
      headers: await press(),
    });
    expect(put.statusCode, put.body).toBe(201);
    const item = await listed('markdown-1', 'nl');
    expect(item?.body).toBe(MARKDOWN);
    expect(item?.bodyHtml).toContain('<strong>vernietigt</strong>');
    expect(item?.bodyHtml).toMatch(/<ul>\s*<li>eerste punt<\/li>\s*<li>tweede punt<\/li>\s*<\/ul>/);
    expect(item?.bodyHtml).toContain(
      '<a href="https://www.const-court.be/public/n/2025/2025-001n.pdf" target="_blank" rel="noopener noreferrer">het arrest</a>',
    );
    expect(item?.bodyHtml).not.toMatch(/<script|alert\(1\)/);
    // A language without a text has no HTML either.
    expect(await listed('markdown-1', 'de')).toMatchObject({ body: null, bodyHtml: null });
  });

  it('answers each language of the body exactly as the lists will, and stores nothing', async () => {
    await publishJudgment();
    const res = await preview(release());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['fr', 'nl']);
    expect(answer.nl).toMatchObject({
      id: 'preview',
      title: 'Jacht op trekvogels vernietigd',
      // The judgment as the judgments table has it.
      judgment: { year: 2026, number: 321, ecli: 'ECLI:BE:GHCC:2026:ARR.321', date: '2026-11-19' },
      pdf: {},
      pdfUrl: null,
    });
    expect(answer.fr.bodyHtml).toContain('<strong>annule</strong>');
    expect(
      (await app().inject({ url: '/api/v1/publishing/press-releases/preview', headers: await press() })).statusCode,
    ).toBe(404);

    // Published, the same body is answered the same in each language, but for its id.
    await app().inject({
      method: 'PUT',
      url: '/api/v1/publishing/press-releases/compared-1',
      payload: release(),
      headers: await press(),
    });
    for (const lang of ['nl', 'fr']) {
      expect({ ...answer[lang], id: 'compared-1' }).toEqual(await listed('compared-1', lang));
    }
  });

  it('checks the body as a PUT does, each problem with its field', async () => {
    const untitled = await preview(pressReleaseBody({ body: { de: 'Text' }, title: { nl: 'Titel' } }));
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors).toEqual([expect.objectContaining({ path: '/title/de', code: 'required' })]);
    const misdated = await preview(pressReleaseBody({ date: '26 November' }));
    expect(misdated.statusCode).toBe(400);
    expect(misdated.json().errors).toEqual([expect.objectContaining({ path: '/date' })]);
  });

  it('is for the press office only', async () => {
    expect((await preview(release(), {})).statusCode).toBe(401);
    const registry = { authorization: `Bearer ${await staff().token('registry', 'publish:judgments')}` };
    const denied = await preview(release(), registry);
    expect(denied.statusCode).toBe(403);
    expect(errorCode(denied.body)).toBe('forbidden');
  });
});
