import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiOrigin } from '../api-origin';
import { createApiClient } from '../create-api-client';
import {
  FIRST_LOAD_ANSWERS_ID,
  firstLoadAnswersScript,
  resetFirstLoadAnswers,
  startRecordingAnswers,
  takeRecordedAnswers,
  takeRecordedRefusals,
} from '../first-load-answers';
import { useLoadingTracker } from '../../data/loading-tracker';

/** `fetch` standing for the API: it counts the requests that reach it. */
function api(data: unknown) {
  const server = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(Response.json(data)));
  vi.stubGlobal('fetch', server);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiOrigin('');
  resetFirstLoadAnswers();
  document.body.innerHTML = '';
});

describe('the API answers a page was drawn with', () => {
  it('are kept on the server, by their address on the site, while the page is drawn', async () => {
    setApiOrigin('http://127.0.0.1:8082', { 'x-court-first-screen': 't' });
    const client = createApiClient();
    const server = api({ items: [1] });
    await client.get('/juris/judgments', { params: { lang: 'nl', page: 2 } });
    expect(takeRecordedAnswers()).toEqual({});
    startRecordingAnswers();
    await client.get('/juris/judgments', { params: { lang: 'nl', page: 2 } });
    await client.post('/mailing/subscriptions', {});
    expect(takeRecordedAnswers()).toEqual({ '/api/v1/juris/judgments?lang=nl&page=2': { items: [1] } });
    expect(server.mock.calls[1]).toEqual([
      'http://127.0.0.1:8082/api/v1/juris/judgments?lang=nl&page=2',
      expect.objectContaining({ headers: expect.objectContaining({ 'x-court-first-screen': 't' }) }),
    ]);
    expect(takeRecordedAnswers()).toEqual({});
  });

  it('answer the same request in the browser once, without asking the API', async () => {
    const answers = { '/api/v1/juris/judgments?lang=nl&page=2': { items: ['drawn </script><b>'] } };
    document.body.innerHTML = firstLoadAnswersScript(answers);
    expect(document.getElementById(FIRST_LOAD_ANSWERS_ID)?.getAttribute('type')).toBe('application/json');
    const client = createApiClient();
    const server = api({ items: ['asked'] });
    const first = await client.get('/juris/judgments', { params: { lang: 'nl', page: 2 } });
    expect(first.data).toEqual({ items: ['drawn </script><b>'] });
    expect(server).not.toHaveBeenCalled();
    const again = await client.get('/juris/judgments', { params: { lang: 'nl', page: 2 } });
    expect(again.data).toEqual({ items: ['asked'] });
    const other = await client.get('/juris/judgments', { params: { lang: 'fr', page: 2 } });
    expect(other.data).toEqual({ items: ['asked'] });
  });

  it('carry a 400 refusal to the browser, which meets it once without asking, and count it as no failure', async () => {
    const refusal = { errors: [{ code: 'invalid-query', position: 9, reason: 'unclosed-parenthesis' }] };
    setApiOrigin('http://127.0.0.1:8082', {});
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(refusal, { status: 400 })));
    const failuresBefore = useLoadingTracker.getState().failures;
    startRecordingAnswers();
    const params = { params: { term: 'pension (survie' } };
    await expect(createApiClient().get('/search/full-text-judgments', params)).rejects.toMatchObject({ status: 400 });
    const refusals = takeRecordedRefusals();
    const answers = takeRecordedAnswers();
    expect(refusals).toEqual({
      '/api/v1/search/full-text-judgments?term=pension+%28survie': { status: 400, ...refusal },
    });
    expect(useLoadingTracker.getState().failures).toBe(failuresBefore);

    setApiOrigin('');
    document.body.innerHTML = firstLoadAnswersScript(answers, refusals);
    const server = api({ items: [] });
    const client = createApiClient();
    await expect(client.get('/search/full-text-judgments', params)).rejects.toMatchObject({
      status: 400,
      errors: refusal.errors,
    });
    expect(server).not.toHaveBeenCalled();
    await client.get('/search/full-text-judgments', params);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('count a failed request as a failure, and carry nothing of it', async () => {
    setApiOrigin('http://127.0.0.1:8082', {});
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ errors: [{ code: '' }] }, { status: 503 })));
    const failuresBefore = useLoadingTracker.getState().failures;
    startRecordingAnswers();
    await expect(createApiClient().get('/juris/judgments')).rejects.toMatchObject({ status: 503 });
    expect(takeRecordedRefusals()).toEqual({});
    expect(useLoadingTracker.getState().failures).toBe(failuresBefore + 1);
    takeRecordedAnswers();
  });

  it('cannot close their script element, whatever the answers hold', () => {
    const script = firstLoadAnswersScript({ '/a': '</script><script>alert(1)</script>\u2028' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('\u2028');
  });
});
