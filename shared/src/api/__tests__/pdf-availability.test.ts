import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstLoadAnswersScript, resetFirstLoadAnswers } from '@court/runtime/first-load-answers';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeFetch, PDF_FILE } from '../../../testing/fake-fetch';
import { checkPdf, clearPdfChecks, prefetchPdfChecks, useAvailablePdfs } from '../pdf-availability';

describe('a PDF is offered only when a HEAD request says it is one', () => {
  beforeEach(() => clearPdfChecks());

  it('answers true for ok + application/pdf, false otherwise, and false when the request fails', async () => {
    const server = fakeFetch({
      '/public/a.pdf': PDF_FILE,
      '/public/b.pdf': { status: 200, type: 'text/html; charset=utf-8' },
    });
    await expect(checkPdf('/public/a.pdf')).resolves.toBe(true);
    await expect(checkPdf('/public/b.pdf')).resolves.toBe(false);
    await expect(checkPdf('/public/missing.pdf')).resolves.toBe(false);
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD', 'HEAD', 'HEAD']);
    fakeFetch({}, { offline: true });
    await expect(checkPdf('/public/offline.pdf')).resolves.toBe(false);
  });

  it('asks once per document, even when a loader prefetched it and a page asks again', async () => {
    const server = fakeFetch({ '/public/a.pdf': PDF_FILE });
    prefetchPdfChecks(['/public/a.pdf', null, '/public/a.pdf']);
    await checkPdf('/public/a.pdf');
    expect(server.requests).toEqual([{ method: 'HEAD', url: '/public/a.pdf' }]);
  });

  it('the hook lists the documents that exist, all checked in parallel', async () => {
    const server = fakeFetch({ '/public/a.pdf': PDF_FILE, '/public/c.pdf': PDF_FILE });
    const { result } = renderHook(() =>
      useAvailablePdfs(['/public/a.pdf', '/public/b.pdf', undefined, '/public/c.pdf']),
    );
    expect(server.requests).toHaveLength(3);
    expect(server.requests.every((request) => request.method === 'HEAD')).toBe(true);
    await waitFor(() => expect([...result.current].sort()).toEqual(['/public/a.pdf', '/public/c.pdf']));
    await act(async () => {});
  });

  describe('on a page drawn on the server', () => {
    afterEach(() => {
      resetFirstLoadAnswers();
      document.body.innerHTML = '';
    });

    it('takes the answers the page brought: its links are there at the first render, without asking', () => {
      resetFirstLoadAnswers();
      document.body.innerHTML = firstLoadAnswersScript({ 'HEAD /public/a.pdf': true, 'HEAD /public/b.pdf': false });
      const server = fakeFetch({});
      const { result } = renderHook(() => useAvailablePdfs(['/public/a.pdf', '/public/b.pdf']));
      expect([...result.current]).toEqual(['/public/a.pdf']);
      expect(server.requests).toEqual([]);
    });
  });
});
