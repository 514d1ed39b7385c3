import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { checkPdf, clearPdfChecks, prefetchPdfChecks, useAvailablePdfs } from '../pdf-availability';

/** A server where each path answers with a status and content type. */
function serving(files: Record<string, { status: number; type?: string }>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(init?.method).toBe('HEAD');
    const file = files[String(input)] ?? { status: 404, type: 'application/json' };
    return new Response(null, { status: file.status, headers: file.type ? { 'content-type': file.type } : {} });
  });
}

describe('a PDF is offered only when a HEAD request says it is one', () => {
  beforeEach(() => clearPdfChecks());
  afterEach(() => vi.unstubAllGlobals());

  it('answers true for ok + application/pdf, false otherwise, and false when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      serving({
        '/public/a.pdf': { status: 200, type: 'application/pdf' },
        '/public/b.pdf': { status: 200, type: 'text/html; charset=utf-8' },
      }),
    );
    await expect(checkPdf('/public/a.pdf')).resolves.toBe(true);
    await expect(checkPdf('/public/b.pdf')).resolves.toBe(false);
    await expect(checkPdf('/public/missing.pdf')).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(checkPdf('/public/offline.pdf')).resolves.toBe(false);
  });

  it('asks once per document, even when a loader prefetched it and a page asks again', async () => {
    const fetchMock = serving({ '/public/a.pdf': { status: 200, type: 'application/pdf' } });
    vi.stubGlobal('fetch', fetchMock);
    prefetchPdfChecks(['/public/a.pdf', null, '/public/a.pdf']);
    await checkPdf('/public/a.pdf');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the hook lists the documents that exist, all checked in parallel', async () => {
    const fetchMock = serving({
      '/public/a.pdf': { status: 200, type: 'application/pdf' },
      '/public/c.pdf': { status: 200, type: 'application/pdf' },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() =>
      useAvailablePdfs(['/public/a.pdf', '/public/b.pdf', undefined, '/public/c.pdf']),
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await waitFor(() => expect([...result.current].sort()).toEqual(['/public/a.pdf', '/public/c.pdf']));
    await act(async () => {});
  });
});
