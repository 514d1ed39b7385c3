import { expect, test } from '@playwright/test';
import { LOCALES, waitForPage, type Locale } from '../support/site';

/**
 * The accessibility statement the EU web accessibility directive (2016/2102) asks of public bodies, in each
 * language: its title (also the footer link's name) and the headings of its required parts.
 */
const STATEMENT: Record<Locale, { title: string; parts: string[]; enforcementLink: string }> = {
  en: {
    title: 'Accessibility statement',
    parts: [
      'Compliance status',
      'Content that is not fully accessible',
      'How this statement was prepared',
      'Feedback and contact',
      'Enforcement procedure',
    ],
    enforcementLink: 'federal Ombudsman',
  },
  nl: {
    title: 'Toegankelijkheidsverklaring',
    parts: [
      'Nalevingsstatus',
      'Niet volledig toegankelijke inhoud',
      'Hoe deze verklaring is opgesteld',
      'Feedback en contact',
      'Handhavingsprocedure',
    ],
    enforcementLink: 'federale Ombudsman',
  },
  fr: {
    title: 'Déclaration d’accessibilité',
    parts: [
      'État de conformité',
      'Contenus qui ne sont pas entièrement accessibles',
      'Établissement de la déclaration',
      'Retour d’information et contact',
      'Voies de recours',
    ],
    enforcementLink: 'Médiateur fédéral',
  },
  de: {
    title: 'Erklärung zur Barrierefreiheit',
    parts: [
      'Stand der Vereinbarkeit',
      'Nicht barrierefreie Inhalte',
      'Erstellung dieser Erklärung',
      'Feedback und Kontakt',
      'Durchsetzungsverfahren',
    ],
    enforcementLink: 'Föderalen Ombudsmann',
  },
};

/** Typographic and straight apostrophes alike, as the texts may use either. */
const apostrophes = (text: string) => new RegExp(`^${text.replace(/[’']/g, "['’]")}$`);

test('the footer links to the accessibility statement, which has every part the directive requires', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const { title, parts, enforcementLink } = STATEMENT[locale];
    await test.step(locale, async () => {
      await page.goto(`/${locale}`);
      await waitForPage(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: apostrophes(title) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/accessibility$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(apostrophes(title));
      for (const part of parts) {
        await expect(main.getByRole('heading', { level: 2, name: apostrophes(part) })).toBeVisible();
      }
      await expect(main).toContainText('2016/2102');
      await expect(main).toContainText(/WCAG\)? 2\.1/);
      await expect(main.getByRole('link', { name: /^(contact|kontakt)$/i })).toHaveAttribute(
        'href',
        `/${locale}/contacts`,
      );
      await expect(main.getByRole('link', { name: enforcementLink })).toHaveAttribute('href', /^https:\/\//);
    });
  }
});
