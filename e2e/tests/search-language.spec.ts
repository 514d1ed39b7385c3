import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForPage as waitForLivePage, waitForServerDrawing } from '../support/site';

const waitForPage = (page: Page) => waitForLivePage(page, { timeout: 20_000 });

/**
 * The search language as a lawyer meets it on the full-text search page: its help text documents the operators in
 * the page's language, and a search text that cannot be read is refused beside the field, in that language, with
 * the character it is about and what was typed kept, with and without scripts; a search that finds nothing offers
 * a looser one (a misspelt word corrected) as a link in that language.
 */
const LANGUAGES = [
  {
    lang: 'en',
    submit: 'Search',
    label: 'Words to find',
    typed: 'pension (survivor OR widow',
    message: 'The parenthesis at character 9 is not closed: add the closing )',
    help: 'How the full-text search works',
    row: /one word or another\s*OR\s*OF\s*OU\s*ODER/,
  },
  {
    lang: 'nl',
    submit: 'Zoeken',
    label: 'Te zoeken woorden',
    typed: 'pensioen (overlevende OF weduwe',
    message: 'Het haakje op teken 10 wordt niet gesloten: voeg het sluitende ) toe',
    help: 'Zo werkt zoeken in de volledige tekst',
    row: /het ene of het andere woord\s*OR\s*OF\s*OU\s*ODER/,
  },
  {
    lang: 'fr',
    submit: 'Rechercher',
    label: 'Mots à trouver',
    typed: 'pension (survivant OU veuve',
    message: "La parenthèse au caractère 9 n'est pas fermée : ajoutez la ) de fermeture",
    help: 'Comment fonctionne la recherche en texte intégral',
    row: /l'un ou l'autre mot\s*OR\s*OF\s*OU\s*ODER/,
  },
  {
    lang: 'de',
    submit: 'Suchen',
    label: 'Zu suchende Wörter',
    typed: 'Rente (Hinterbliebene ODER Witwe',
    message: 'Die Klammer bei Zeichen 7 wird nicht geschlossen: Fügen Sie die schließende ) hinzu',
    help: 'So funktioniert die Volltextsuche',
    row: /das eine oder das andere Wort\s*OR\s*OF\s*OU\s*ODER/,
  },
] as const;

test.describe('The search language', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { lang, submit, label, typed, message, help, row } of LANGUAGES) {
    test(`in ${lang}: the help names the operators, and an unclosed parenthesis is refused beside the field`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/search/full-text-judgment`);
      await waitForPage(page);
      const explanation = page.locator('details').filter({ has: page.locator('summary', { hasText: help }) });
      await expect(explanation.getByRole('row').filter({ hasText: row })).toBeVisible();

      const term = page.getByLabel(label, { exact: true });
      await term.fill(typed);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(term).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
      await expect(term).toHaveAttribute('aria-invalid', 'true');
      await expect(term).toHaveValue(typed);
      const summary = page.getByRole('alert').filter({ has: page.getByRole('link', { name: message }) });
      await expect(summary).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }

  test('a refused search opened at its address is taken over as the server drew it, without asking again', async ({
    page,
    request,
  }) => {
    const { lang, label, typed, message } = LANGUAGES[1];
    const address = `/${lang}/search/full-text-judgment?${new URLSearchParams({ term: typed }).toString()}`;
    await waitForServerDrawing(request, address);
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/search/full-text-judgments')) searches.push(sent.url());
    });
    const warnings: string[] = [];
    page.on('console', (logged) => {
      if (/hydrat|Minified React error #4(18|19|21|22|23|25)/i.test(logged.text())) warnings.push(logged.text());
    });
    await page.goto(address);
    await waitForPage(page);
    const term = page.getByLabel(label, { exact: true });
    await expect(term).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
    await expect(term).toHaveValue(typed);
    expect(searches).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a misspelt word that finds nothing offers the search it was likely meant to be, which finds judgments', async ({
    page,
  }) => {
    await page.goto('/fr/search/full-text-judgment');
    await waitForPage(page);
    const term = page.getByLabel('Mots à trouver', { exact: true });
    await term.fill('discrimnation');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page.getByTestId('empty-state')).toBeVisible();
    const looser = page.getByRole('link', { name: 'Rechercher plutôt : discrimination' });
    await expect(looser).toBeVisible();
    await expect(page.getByTestId('looser-search')).toContainText(/\(\d[\d\s\u202f]* arrêts?\)/);
    await expectNoAxeViolations(page);

    await looser.click();
    await expect(page).toHaveURL(/term=discrimination/);
    await expect(page.getByRole('heading', { level: 2, name: /arrêts? trouvés?/ })).toBeVisible();
    await expect(term).toHaveValue('discrimination');
    await expect(page.getByTestId('looser-search')).toHaveCount(0);
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('a misspelt Dutch word offers its correction as a link to the same search, from its first page', async ({
      page,
      request,
    }) => {
      const address = `/nl/search/full-text-judgment?${new URLSearchParams({ term: 'grondwte', page: '2' }).toString()}`;
      await waitForServerDrawing(request, address);
      await page.goto(address);
      const looser = page.getByRole('link', { name: /^Zoek in plaats daarvan naar: grondwet$/i });
      await expect(looser).toHaveAttribute('href', /^\/nl\/search\/full-text-judgment\?term=grondwet$/i);
      await looser.click();
      await expect(page.getByRole('heading', { level: 2, name: /arresten? gevonden/ })).toBeVisible();
      await expect(page.getByLabel('Te zoeken woorden', { exact: true })).toHaveValue(/^grondwet$/i);
    });

    test('the server refuses the text beside the field, keeping it, and a corrected one finds judgments', async ({
      page,
      request,
    }) => {
      const { lang, label, typed, message, submit } = LANGUAGES[2];
      const address = `/${lang}/search/full-text-judgment?${new URLSearchParams({ term: typed }).toString()}`;
      await waitForServerDrawing(request, address);
      await page.goto(address);
      const term = page.getByLabel(label, { exact: true });
      await expect(term).toHaveValue(typed);
      await expect(term).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));

      await term.fill(`${typed})`);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page).toHaveURL(/term=pension/);
      await expect(page.getByRole('heading', { level: 2, name: /arrêts? trouvés?/ })).toBeVisible();
      await expect(term).not.toHaveAttribute('aria-invalid');
    });
  });
});
