import { localizedPath } from '@court/runtime';
import { renderRoutesOnServer, renderWithLocale } from '@court/shared/testing';
import { decisionsPaths } from '@court/site-map';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpSectionI18n } from '../../../../test-support/i18n';
import { CitationBox } from '../citation-box';

const judgment = { number: 61, year: 2025, date: '2025-04-24', ecli: 'ECLI:BE:GHCC:2025:ARR.061' };

describe('the citation box', () => {
  beforeEach(() => setUpSectionI18n('fr'));

  it('copies the court citation with the paragraph chosen for a pin cite', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithLocale(<CitationBox judgment={judgment} paragraphIds={['B.1', 'B.7.3']} initialParagraph="B.1" />, 'fr');
    expect(screen.getByTestId('court-citation')).toHaveTextContent(
      'Cour constitutionnelle, arrêt n° 61/2025 du 24 avril 2025, B.1',
    );

    await user.selectOptions(screen.getByLabelText('Considérant (citation précise)'), 'B.7.3');
    await user.click(screen.getByRole('button', { name: 'Copier la référence' }));
    expect(writeText).toHaveBeenCalledWith('Cour constitutionnelle, arrêt n° 61/2025 du 24 avril 2025, B.7.3');
    expect(screen.getByRole('status')).toHaveTextContent('Copié dans le presse-papiers.');

    await user.click(screen.getByRole('button', { name: "Copier l'ECLI" }));
    expect(writeText).toHaveBeenLastCalledWith('ECLI:BE:GHCC:2025:ARR.061, B.7.3');
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithLocale(<CitationBox judgment={judgment} paragraphIds={[]} />, 'fr');
    await user.click(screen.getByRole('button', { name: "Copier l'ECLI" }));
    expect(screen.getByRole('status')).toHaveTextContent("La copie n'est pas possible ici");
  });

  it('is drawn by the server without the controls only scripts can answer, citing the paragraph of the URL', () => {
    const box = renderRoutesOnServer(
      [
        {
          index: true,
          element: <CitationBox judgment={judgment} paragraphIds={['B.1', 'B.7.3']} initialParagraph="B.7.3" />,
        },
      ],
      { url: '/fr' },
    );
    expect(box.querySelector('[data-testid="court-citation"]')).toHaveTextContent(
      'Cour constitutionnelle, arrêt n° 61/2025 du 24 avril 2025, B.7.3',
    );
    expect(box.querySelectorAll('button, select')).toHaveLength(0);
    expect(box.querySelectorAll('a[download]')).toHaveLength(3);
  });
});

describe('the citation downloads', () => {
  it('offer CSL-JSON, BibTeX and RIS files that follow the chosen paragraph', async () => {
    setUpSectionI18n('en');
    const user = userEvent.setup();
    renderWithLocale(<CitationBox judgment={judgment} paragraphIds={['B.7.3']} />, 'en');
    const bibtex = screen.getByRole('link', { name: 'Download the reference as BibTeX' });
    expect(bibtex).toHaveAttribute('download', 'judgment-61-2025.bib');
    expect(decodeURIComponent(bibtex.getAttribute('href')!)).toContain('@jurisdiction{GHCC2025-61,');

    await user.selectOptions(screen.getByLabelText('Paragraph (pin cite)'), 'B.7.3');
    const ris = screen.getByRole('link', { name: 'Download the reference as RIS' });
    expect(ris).toHaveAttribute('download', 'judgment-61-2025-B.7.3.ris');
    expect(decodeURIComponent(ris.getAttribute('href')!)).toContain('SP  - B.7.3');
    expect(decodeURIComponent(ris.getAttribute('href')!)).toContain(
      localizedPath('en', decisionsPaths.judgment(judgment, 'B.7.3')),
    );
    expect(screen.getByRole('link', { name: 'Download the reference as CSL-JSON' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^data:application\/vnd\.citationstyles\.csl\+json;charset=utf-8,/),
    );
  });
});
