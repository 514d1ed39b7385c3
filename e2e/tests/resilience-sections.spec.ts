import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, waitForPage, type Locale } from '../support/site';
import { LANGUAGE_NAV, MENU_BUTTON, REFRESH, SECTION_DOWN, type SectionRemote } from '../support/resilience';

/**
 * Each section's server down in turn (its manifest, entry and files unreachable), on the production server:
 * the section's area says so in the page's language, the rest of the site keeps working, and "refresh"
 * brings the section back once its server is up again. The degraded server of composition.spec.ts covers a
 * stopped server and a missing manifest with fixed URLs; here every section goes down and comes back.
 */
interface DownCase {
  remote: SectionRemote;
  path: string;
  locale: Locale;
  /** The language the visitor switches to while the section is down. */
  switchTo: Locale;
  /** A header link to a page of another section, to show that one still works. */
  otherSection: { link: string; path: string };
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', nl: 'Nederlands', fr: 'Français', de: 'Deutsch' };

const CASES: DownCase[] = [
  {
    remote: 'court',
    path: '/fr/court/presentation',
    locale: 'fr',
    switchTo: 'nl',
    otherSection: { link: 'Agenda', path: '/nl/agenda' },
  },
  {
    remote: 'decisions',
    path: '/nl/agenda',
    locale: 'nl',
    switchTo: 'de',
    otherSection: { link: 'Bleiben Sie informiert', path: '/de/stay-informed' },
  },
  {
    remote: 'media',
    path: '/de/media',
    locale: 'de',
    switchTo: 'en',
    otherSection: { link: 'Agenda', path: '/en/agenda' },
  },
  {
    remote: 'rules',
    path: '/en/rule',
    locale: 'en',
    switchTo: 'fr',
    otherSection: { link: 'Agenda', path: '/fr/agenda' },
  },
  {
    remote: 'search',
    path: '/fr/search',
    locale: 'fr',
    switchTo: 'de',
    otherSection: { link: 'Terminkalender', path: '/de/agenda' },
  },
];

const remoteFiles = (remote: SectionRemote) => `**/remotes/${remote}/**`;

/** The section's error card, inside the page's main area, with its heading in `locale`. */
async function expectSectionDown(page: Page, locale: Locale): Promise<void> {
  const card = page.getByRole('main').getByTestId('error-card');
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(SECTION_DOWN[locale]);
  await expect(card.getByRole('button', { name: REFRESH[locale] })).toBeVisible();
}

/** The frame around the card still works: header, footer and a menu that opens and closes. */
async function expectFrameWorks(page: Page, locale: Locale): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const menu = page.getByRole('banner').getByRole('button', { name: MENU_BUTTON[locale], exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page
      .locator(`#${await menu.getAttribute('aria-controls')}`)
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

test.describe('a section whose server goes down and comes back', () => {
  // Three attempts to load the section, each retried by the shell before it gives up: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const { remote, path, locale, switchTo, otherSection } of CASES) {
    test(`${remote}: its area says so in the page's language, the rest works, refresh recovers`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.route(remoteFiles(remote), (route) => route.abort('connectionfailed'));
      await page.goto(path);
      await expectSectionDown(page, locale);
      await expectFrameWorks(page, locale);

      // The language selector leads to the same page in another language, still saying the section is down.
      await page
        .getByRole('navigation', { name: LANGUAGE_NAV[locale] })
        .getByRole('link', { name: LANGUAGE_NAMES[switchTo] })
        .click();
      await expect(page).toHaveURL(path.replace(`/${locale}`, `/${switchTo}`));
      await expectSectionDown(page, switchTo);

      // Another section still opens from the header, and the way back still says this one is down.
      await page.getByRole('banner').getByRole('link', { name: otherSection.link, exact: true }).click();
      await expect(page).toHaveURL(otherSection.path);
      await waitForPage(page);
      await expect(page.getByTestId('error-card')).toHaveCount(0);
      await page.goBack();
      await expectSectionDown(page, switchTo);

      // The section's server is back: refreshing shows the page.
      await page.unroute(remoteFiles(remote));
      await page.getByRole('main').getByRole('button', { name: REFRESH[switchTo] }).click();
      await waitForPage(page);
      await expect(page.getByTestId('error-card')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
