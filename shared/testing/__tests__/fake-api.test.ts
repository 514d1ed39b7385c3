import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@court/runtime';
import { checkPdf, clearPdfChecks } from '../../src/api/pdf-availability';
import { fetchContent } from '../../src/api/content-client';
import {
  contentBlock,
  fakeApi,
  fakeFetch,
  listOf,
  NETWORK_ERROR,
  PDF_FILE,
  type ApiAnswers,
  type RouteParams,
} from '../index';

// A client made as a section makes its own, after the fake's adapter was installed by the test setup.
const client = createApiClient({ exemptFrom500Redirect: true });

const member: ApiAnswers['GET /members/:id'] = {
  id: 'ann-de-smet',
  name: 'Ann De Smet',
  role: 'judge',
  group: 'plain',
  languageGroup: 'nl',
  termStart: '2010-02-28',
  termEnd: null,
  died: null,
  photoUrl: null,
  biography: null,
  textLanguages: ['nl', 'fr'],
};

describe('the fake API', () => {
  it('answers an unknown request with the API’s 404 envelope, and records it', async () => {
    const api = fakeApi({ 'GET /members': listOf([]) });
    const failure = await client.get('/no/such/thing', { params: { lang: 'nl' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      errors: [{ code: 'not-found', message: 'No resource at GET /api/v1/no/such/thing' }],
    });
    expect(api.unmatched).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/no/such/thing',
        query: { lang: 'nl' },
        route: null,
        status: 404,
      }),
    ]);
  });

  it('matches path parameters, the most specific route first, and parses the query', async () => {
    const api = fakeApi({
      'GET /juris/judgments/years': listOf([{ year: 2024, count: 3 }]),
      'GET /members/:id': ({ params }) => ({ ...member, id: params.id }),
      'GET /juris/judgments/:year/:number': ({ params }) => ({
        status: 410,
        body: { errors: [{ code: 'gone', message: `Judgment ${params.number}/${params.year} was withdrawn` }] },
      }),
    });
    const query = new URLSearchParams([
      ['lang', 'fr'],
      ['role', 'judge'],
      ['role', 'registrar'],
    ]);
    const { data } = await client.get('/members/ann%20de%20smet', { params: query });
    expect(data).toMatchObject({ id: 'ann de smet', name: 'Ann De Smet' });
    expect(api.requestsTo('GET /members/:id')[0]).toMatchObject({
      params: { id: 'ann de smet' },
      query: { lang: 'fr', role: ['judge', 'registrar'] },
      route: 'GET /members/:id',
      status: 200,
    });

    expect((await client.get<{ items: unknown[] }>('/juris/judgments/years')).data.items).toEqual([
      { year: 2024, count: 3 },
    ]);
    await expect(client.get('/juris/judgments/2026/42')).rejects.toMatchObject({
      status: 410,
      code: 'gone',
      message: 'Judgment 42/2026 was withdrawn',
    });
    expect(api.requests.map((request) => request.route)).toEqual([
      'GET /members/:id',
      'GET /juris/judgments/years',
      'GET /juris/judgments/:year/:number',
    ]);
    expect(api.unmatched).toEqual([]);
  });

  it('answers with headers, a network failure, and content blocks with the rest of their path', async () => {
    const api = fakeApi({
      'GET /openapi.json': {
        status: 200,
        body: { openapi: '3.1.0', info: { title: 'API', version: '1' }, paths: {} },
        headers: { 'X-RateLimit-Limit': '300' },
      },
      'GET /members': NETWORK_ERROR,
      'POST /_content/:lang/:path*': ({ params }) => contentBlock(`${params.lang}/${params.path}`, { title: 'Rules' }),
    });
    const described = await client.get('/openapi.json');
    expect(described.headers['x-ratelimit-limit']).toBe('300');
    await expect(client.get('/members')).rejects.toMatchObject({ status: 0, code: 'network-error' });
    await expect(fetchContent('nl', 'rules/anonymization-policy', { only: ['title'] })).resolves.toMatchObject({
      title: 'Rules',
      slug: 'anonymization-policy',
    });
    expect(api.requestsTo('POST /_content/nl/rules/anonymization-policy')).toEqual([
      expect.objectContaining({
        params: { lang: 'nl', path: 'rules/anonymization-policy' },
        body: { only: ['title'] },
      }),
    ]);
  });

  it('is typed by the contract: a body that is not the endpoint’s answer does not compile', () => {
    const params: RouteParams<'POST /_content/:lang/:path*'> = { lang: 'nl', path: 'a/b' };
    expect(params.path).toBe('a/b');
    // @ts-expect-error a list of members is not what /juris/judgments answers
    fakeApi({ 'GET /juris/judgments': listOf([member]) });
    // @ts-expect-error the route does not exist in the API
    fakeApi({ 'GET /juris/judgment': listOf([]) });
    // @ts-expect-error a handler's answer is checked too
    fakeApi({ 'GET /members/:id': ({ params }) => ({ ...member, id: Number(params.id) }) });
    // @ts-expect-error an error's body is the errors envelope (or what a broken server sends), not an answer
    fakeApi({ 'GET /members': { status: 503, body: { errors: 'down' } } });
  });
});

describe('the fake fetch', () => {
  it('answers the listed files, 404 for the others, and fails every request when offline', async () => {
    clearPdfChecks();
    const server = fakeFetch({ '/public/a.pdf': PDF_FILE, '/public/b.pdf': { type: 'text/html' } });
    await expect(checkPdf('/public/a.pdf')).resolves.toBe(true);
    await expect(checkPdf('/public/b.pdf')).resolves.toBe(false);
    await expect(checkPdf('/public/c.pdf')).resolves.toBe(false);
    expect(server.requests).toEqual([
      { method: 'HEAD', url: '/public/a.pdf' },
      { method: 'HEAD', url: '/public/b.pdf' },
      { method: 'HEAD', url: '/public/c.pdf' },
    ]);
    const missing = await fetch('/public/c.pdf');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      errors: [{ code: 'not-found', message: 'No resource at GET /public/c.pdf' }],
    });

    fakeFetch({ '/public/a.pdf': PDF_FILE }, { offline: true });
    await expect(fetch('/public/a.pdf')).rejects.toBeInstanceOf(TypeError);
  });
});
