import { localizedPath } from '@court/runtime';
import { clearPdfChecks } from '@court/shared';
import { fakeFetch, PDF_FILE, renderWithLocale } from '@court/shared/testing';
import { decisionsPaths } from '@court/site-map';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { judgmentSummary } from '../../../../test-support/fixtures';
import { setUpSectionI18n } from '../../../../test-support/i18n';
import { JudgmentCard } from '../judgment-card';

/** The document server: the Dutch PDF exists, the French one answers an HTML page. */
function fakeDocumentServer() {
  const { pdf } = judgmentSummary();
  return fakeFetch({ [pdf.nl!]: PDF_FILE, [pdf.fr!]: { status: 200, type: 'text/html' } });
}

describe('a judgment card', () => {
  beforeEach(() => {
    clearPdfChecks();
    setUpSectionI18n('en');
  });

  it('shows the number, date, type, outcome, roll numbers, languages, headnote and keywords', () => {
    fakeDocumentServer();
    renderWithLocale(<JudgmentCard judgment={judgmentSummary()} />, 'en');
    const card = screen.getByRole('article', { name: 'Judgment 61/2025' });
    expect(within(card).getByRole('link', { name: 'Judgment 61/2025' })).toHaveAttribute(
      'href',
      localizedPath('en', decisionsPaths.judgment({ year: 2025, number: 61 })),
    );
    expect(card).toHaveTextContent('24 April 2025');
    expect(card).toHaveTextContent('Preliminary questions');
    expect(card).toHaveTextContent('No violation');
    expect(card).toHaveTextContent('Roll numbers8123, 8130');
    expect(card).toHaveTextContent('Language versionsDutch, French');
    expect(card).toHaveTextContent('Prejudiciële vraag over artikel 3');
    expect(within(card).getByRole('list', { name: 'Keywords' })).toHaveTextContent('leegstandsheffing');
  });

  it('links only the PDFs whose HEAD answers ok with application/pdf, checked in parallel', async () => {
    const server = fakeDocumentServer();
    renderWithLocale(<JudgmentCard judgment={judgmentSummary()} />, 'en');
    expect(await screen.findByRole('link', { name: 'PDF (Nederlands), Judgment 61/2025' })).toHaveAttribute(
      'href',
      '/public/n/2025/2025-061n.pdf',
    );
    expect(screen.queryByRole('link', { name: /PDF \(Français\)/ })).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(2);
    expect(server.requests.every((request) => request.method === 'HEAD')).toBe(true);
  });

  it('shows no PDF link when the document server cannot be reached', async () => {
    fakeFetch({}, { offline: true });
    renderWithLocale(<JudgmentCard judgment={judgmentSummary()} />, 'fr');
    await Promise.resolve();
    expect(screen.queryByRole('link', { name: /PDF/ })).not.toBeInTheDocument();
  });
});
