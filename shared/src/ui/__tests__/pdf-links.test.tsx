import { clearPdfChecks } from '../../api/pdf-availability';
import { fakeFetch, PDF_FILE, renderWithLocale, setUpTestI18n } from '../../../testing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    setUpTestI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the PDFs of a card only once it comes near the screen', async () => {
    const screenArea = fakeIntersectionObserver();
    const server = fakeFetch({ '/public/n/2025/2025-061n.pdf': PDF_FILE });
    renderWithLocale(<PdfLinks pdf={{ nl: '/public/n/2025/2025-061n.pdf' }} of="Judgment 61/2025" />, 'en');
    expect(server.requests).toEqual([]);

    screenArea.show();
    expect(await screen.findByRole('link', { name: 'PDF (Nederlands), Judgment 61/2025' })).toBeVisible();
    expect(server.requests).toContainEqual({ method: 'HEAD', url: '/public/n/2025/2025-061n.pdf' });
  });
});

describe('PDF links of a document in the page language', () => {
  beforeEach(() => clearPdfChecks());

  it('offers the page language only when it has a PDF, and each language otherwise', async () => {
    setUpTestI18n('fr');
    const pdf = { nl: '/public/jobs/j-nl.pdf', fr: '/public/jobs/j-fr.pdf' };
    fakeFetch({ [pdf.nl]: PDF_FILE, [pdf.fr]: PDF_FILE });
    const { unmount } = renderWithLocale(<PdfLinks pdf={pdf} of="Greffier" offer="page-language-first" eager />, 'fr');
    expect(await screen.findByRole('link', { name: 'PDF (Français), Greffier' })).toHaveAttribute('hreflang', 'fr');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();
    setUpTestI18n('en');
    renderWithLocale(<PdfLinks pdf={pdf} of="Griffier" offer="page-language-first" eager />, 'en');
    expect(await screen.findByRole('link', { name: 'PDF (Nederlands), Griffier' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'PDF versions of Griffier' })).toBeVisible();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('hreflang'))).toEqual(['nl', 'fr']);
  });
});
