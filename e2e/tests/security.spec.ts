import { expect, test } from '@playwright/test';
import { CSP_PROBE, readViolations, reportsFileOf } from '../support/csp-reports';
import { waitForPage } from '../support/site';

test.describe('Security', () => {
  test('the Content-Security-Policy blocks an injected inline script and the server hears of it', async ({ page }) => {
    await page.goto(`/fr?${CSP_PROBE}=inline-script`);
    await waitForPage(page);
    const blocked = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const script = document.createElement('script');
          script.textContent = 'document.body.dataset.injected = "ran"';
          document.body.append(script);
        }),
    );
    expect(await blocked).toMatch(/^script-src/);
    await expect(page.locator('body')).not.toHaveAttribute('data-injected', 'ran');

    const file = reportsFileOf(test.info().config.metadata);
    await expect
      .poll(() => readViolations(file).filter((v) => v.documentUrl.includes(`${CSP_PROBE}=inline-script`)), {
        timeout: 20_000,
      })
      .toContainEqual(
        expect.objectContaining({ directive: expect.stringMatching(/^script-src/), blockedUrl: 'inline' }),
      );
  });

  test('a hostile search term is shown as text: no dialog, no injected element', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const term = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await page.goto(`/fr/search/full-text-judgment?${new URLSearchParams({ term })}`);
    await waitForPage(page);
    await expect(page.getByRole('searchbox').first()).toHaveValue(term);
    await expect(page).toHaveTitle(new RegExp(`^${term.replace(/[()[\]\\.*+?^$|{}]/g, '\\$&')} – `));
    expect(await page.locator('img[src="x"], main script').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
