import { localizedPath } from '@court/runtime';
import { renderWithLocale } from '@court/shared/testing';
import { decisionsPaths, mediaPaths } from '@court/site-map';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingCase } from '../../../../test-support/fixtures';
import { setUpSectionI18n } from '../../../../test-support/i18n';
import { PendingCaseCard } from '../pending-case-card';

describe('a pending case card', () => {
  it('shows the roll number, receipt date, type, referral, joined cases, questions and a link to follow it', () => {
    setUpSectionI18n('nl');
    renderWithLocale(<PendingCaseCard pendingCase={pendingCase()} />, 'nl');
    const card = screen.getByRole('article', { name: 'Zaak 8695' });
    expect(card).toHaveTextContent('Ingekomen op21 oktober 2026');
    expect(card).toHaveTextContent('SoortPrejudiciële vragen');
    expect(card).toHaveTextContent('Verwijzingsbeslissing van20 juli 2026');
    expect(card).toHaveTextContent('Rechtbank van eerste aanleg West-Vlaanderen');
    expect(card).toHaveTextContent('Samengevoegde zaken8508, 8547');
    expect(within(card).getByRole('listitem')).toHaveTextContent('Schendt artikel 3');
    expect(within(card).getByRole('link', { name: 'Zaak 8695 per e-mail volgen' })).toHaveAttribute(
      'href',
      localizedPath('nl', mediaPaths.stayInformed('8695')),
    );
  });

  it('links a decided case to its judgment instead of offering to follow it', () => {
    setUpSectionI18n('en');
    renderWithLocale(
      <PendingCaseCard pendingCase={pendingCase({ archived: true, judgment: { year: 2026, number: 12 } })} />,
      'en',
    );
    expect(screen.getByRole('link', { name: 'Decided by judgment 12/2026' })).toHaveAttribute(
      'href',
      localizedPath('en', decisionsPaths.judgment({ year: 2026, number: 12 })),
    );
    expect(screen.queryByRole('link', { name: /Follow/ })).not.toBeInTheDocument();
  });
});
