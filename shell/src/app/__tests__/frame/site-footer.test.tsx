import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { localizedPath } from '@court/runtime';
import { courtPaths, decisionsPaths, type LegalPage } from '@court/site-map';
import { useConsentStore } from '../../../features/consent/consent-store';
import { LINKEDIN_URL } from '../../../config/site-links';
import { renderLayout } from './render-layout';

const legal = (page: LegalPage) => localizedPath('nl', courtPaths.legal(page));

describe('footer', () => {
  beforeEach(() => useConsentStore.setState({ status: 'accepted' }));

  it('links to contact, disclaimer, terms of use, privacy policy and the accessibility statement', () => {
    renderLayout(localizedPath('nl', decisionsPaths.agenda()));
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', legal('contacts'));
    expect(footer.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', legal('disclaimer'));
    expect(footer.getByRole('link', { name: 'Gebruiksvoorwaarden' })).toHaveAttribute('href', legal('disclaimer'));
    expect(footer.getByRole('link', { name: 'Privacybeleid' })).toHaveAttribute('href', legal('privacy-policy'));
    expect(footer.getByRole('link', { name: 'Toegankelijkheidsverklaring' })).toHaveAttribute(
      'href',
      legal('accessibility'),
    );
  });

  it('opens the document server in a new tab, with a tooltip and a hidden warning', () => {
    renderLayout('/en');
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Download documents/ });
    expect(link).toHaveAttribute('href', '/public/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('title', "The Court's public document server: judgments and other documents in PDF");
    expect(link).toHaveAccessibleName('Download documents (opens in a new tab)');
    expect(within(link).getByText('(opens in a new tab)')).toHaveClass('visually-hidden');
  });

  it('links to the professional network in a new tab, said in the page language', () => {
    renderLayout('/fr');
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: /LinkedIn/ });
    expect(link).toHaveAttribute('href', LINKEDIN_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('title', 'La Cour constitutionnelle sur LinkedIn');
    expect(link).toHaveAccessibleName("LinkedIn (s'ouvre dans un nouvel onglet)");
  });

  it("gives the court's address and is left out of printouts", () => {
    renderLayout('/de');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveClass('no-print');
    expect(footer.querySelector('address')).toHaveTextContent('Königsplatz 71000 BrüsselBelgien');
  });
});
