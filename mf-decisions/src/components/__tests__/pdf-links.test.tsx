import { clearPdfChecks } from '@court/shared';
import { renderWithLocale } from '@court/shared/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpSectionI18n } from '../../test-support/i18n';
import { PdfLinks } from '../pdf-links';

/** An IntersectionObserver the test drives: `show()` brings every observed element on screen. */
function fakeIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('PDF links', () => {
  beforeEach(() => {
    clearPdfChecks();
    setUpSectionI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the PDFs of a card only once it comes near the screen', async () => {
    const screenArea = fakeIntersectionObserver();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 200, headers: { 'content-type': 'application/pdf' } }));
    renderWithLocale(<PdfLinks pdf={{ nl: '/public/n/2025/2025-061n.pdf' }} of="Judgment 61/2025" />, 'en');
    expect(fetch).not.toHaveBeenCalled();

    screenArea.show();
    expect(await screen.findByRole('link', { name: 'Judgment 61/2025, PDF in Dutch' })).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/public/n/2025/2025-061n.pdf', expect.objectContaining({ method: 'HEAD' }));
  });
});
