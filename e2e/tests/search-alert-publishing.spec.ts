import { expect, test, type Page } from '@playwright/test';
import { siteNow } from '../support/clock';
import { judgmentOfToday } from '../support/judgments';
import { linkTo, newAddress, nthMessageTo, runDigests } from '../support/mail';
import { waitForPage } from '../support/site';
import { registryToken } from '../support/staff';

/**
 * A search alert from the visitor's subscription to the digest that names a judgment the registry then published,
 * and its end. Publishing changes what the site shows, so this runs with the other publishing tests, after
 * every test that reads the site. The daily digest is made at once by `pnpm court digests`, as an operator would.
 */

const year = () => siteNow().getFullYear();

const beehives = (rollNumber: string) =>
  judgmentOfToday({
    rollNumber,
    headnote: { nl: 'De bescherming van de bijenkorven', fr: 'La protection des ruches' },
    reasons: {
      nl: 'De bestreden bepaling regelt de afstand tussen bijenkorven en woningen.',
      fr: 'La disposition attaquée règle la distance entre les ruches et les habitations.',
    },
  });

async function subscribe(page: Page, term: string, address: string) {
  await page.goto(`/nl/search/full-text-judgment?term=${term}`);
  await waitForPage(page);
  const form = page.getByRole('form', { name: 'Nieuwe arresten per e-mail' });
  await form.getByLabel('E-mailadres').fill(address);
  await form.getByRole('button', { name: 'Mail me nieuwe arresten voor deze zoekopdracht' }).click();
  await expect(form.getByRole('status')).toContainText('Kijk in uw mailbox');
}

async function confirm(page: Page, link: string) {
  await page.goto(link);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Mijn melding bevestigen' }).click();
  await expect(page.getByTestId('search-alert-link-outcome')).toContainText('Uw melding is bevestigd');
}

test('an alert mails the judgment published for its search once, and nothing once it is stopped', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await registryToken(request, 'publish:judgments')}` };
  const published: string[] = [];
  const publish = async (number: number) => {
    const item = `/api/v1/publishing/judgments/${year()}/${number}`;
    expect((await request.put(item, { headers, data: beehives(String(9000 + number)) })).status()).toBe(201);
    published.push(item);
  };
  try {
    const beekeeper = newAddress('beekeeper');
    const other = newAddress('lighthouses');
    await subscribe(page, 'bijenkorven', beekeeper);
    await subscribe(page, 'vuurtorens', other);
    await confirm(page, linkTo(await nthMessageTo(request, beekeeper, 1), /\/search\/alerts\/confirm$/));
    await confirm(page, linkTo(await nthMessageTo(request, other, 1), /\/search\/alerts\/confirm$/));

    await publish(988);
    runDigests();
    const digest = await nthMessageTo(request, beekeeper, 2);
    expect(digest.subject).toBe('Een nieuw arrest voor uw zoekopdracht');
    expect(digest.text).toContain(`Arrest nr. 988/${year()}`);
    expect(digest.text).toContain(`/nl/ARR/988/${year()}`);
    expect(digest.text).toContain('bijenkorven');
    // One-click unsubscription (RFC 8058) for mail clients, beside the link to the page.
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Made again, the digest has nothing new: the judgment is mailed once. The other search found nothing.
    runDigests();
    await page.waitForTimeout(1000);
    await nthMessageTo(request, beekeeper, 2);
    await nthMessageTo(request, other, 1);

    // Stopped from the digest's link: the next judgment of the search is mailed to nobody.
    await page.goto(linkTo(digest, /\/search\/alerts\/unsubscribe$/));
    await waitForPage(page);
    await page.getByRole('button', { name: 'Deze melding stopzetten' }).click();
    await expect(page.getByTestId('search-alert-link-outcome')).toContainText('Uw melding is stopgezet');
    await publish(989);
    runDigests();
    await page.waitForTimeout(1000);
    await nthMessageTo(request, beekeeper, 2);
  } finally {
    for (const item of published) await request.delete(item, { headers });
  }
});
