import { localizedPath } from '@court/runtime';
import { renderWithLocale } from '@court/shared/testing';
import { decisionsPaths } from '@court/site-map';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cjeuReferral } from '../../../../test-support/fixtures';
import { setUpSectionI18n } from '../../../../test-support/i18n';
import { ReferralCard } from '../referral-card';

describe('a preliminary ruling card', () => {
  it('follows the case from this court to the Court of Justice and back', () => {
    setUpSectionI18n('en');
    renderWithLocale(<ReferralCard referral={cjeuReferral()} />, 'en');
    expect(screen.getByRole('link', { name: 'Judgment 1/2024' })).toHaveAttribute(
      'href',
      localizedPath('en', decisionsPaths.judgment({ year: 2024, number: 1 })),
    );
    expect(screen.getByRole('link', { name: /Notice of 16 July 2024/ })).toHaveAttribute(
      'href',
      'https://curia.europa.eu/notice',
    );
    expect(screen.getByRole('link', { name: /Opinion of 11 July 2025/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Judgment of 3 October 2025 \(ECLI:EU:C:2025:612\)/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Judgment 1/2026' })).toHaveAttribute(
      'href',
      localizedPath('en', decisionsPaths.judgment({ year: 2026, number: 1 })),
    );
  });

  it('says which steps are not available, not published or not delivered', () => {
    setUpSectionI18n('en');
    renderWithLocale(
      <ReferralCard
        referral={cjeuReferral({
          officialJournalNotice: null,
          advocateGeneralOpinion: { status: 'not-published', url: null, date: null },
          cjeuJudgment: { status: 'not-delivered', url: null, date: null, ecli: null },
          followUpJudgment: null,
        })}
      />,
      'en',
    );
    expect(screen.getByText('The notice in the Official Journal is not available.')).toBeVisible();
    expect(screen.getByText('The opinion of the Advocate General has not been published.')).toBeVisible();
    expect(screen.getByText('The Court of Justice has not yet delivered its judgment.')).toBeVisible();
  });

  it('tells a withdrawn case from one not yet decided', () => {
    setUpSectionI18n('fr');
    renderWithLocale(
      <ReferralCard
        referral={cjeuReferral({
          advocateGeneralOpinion: { status: 'not-available', url: null, date: null },
          cjeuJudgment: { status: 'not-delivered-case-withdrawn', url: null, date: null, ecli: null },
          followUpJudgment: null,
        })}
      />,
      'fr',
    );
    expect(screen.getByText("La Cour de justice ne rendra pas d'arrêt : l'affaire a été retirée.")).toBeVisible();
    expect(screen.getByText("Les conclusions de l'avocat général ne sont pas disponibles.")).toBeVisible();
  });
});
