import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { IDP_PORT } from '../playwright.config';

/** The staff login of the stand-in identity provider the site under test uses. */
export const STAFF_ISSUER = `http://127.0.0.1:${IDP_PORT}/staff`;

/** An access token of the registry's system (client credentials), as the court's case-management system gets one. */
export async function registryToken(request: APIRequestContext, scope: string): Promise<string> {
  const response = await request.post(`${STAFF_ISSUER}/token`, {
    headers: { authorization: `Basic ${Buffer.from('court-registry:court-registry-local').toString('base64')}` },
    form: { grant_type: 'client_credentials', scope },
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!body.access_token) throw new Error(`The staff provider gave no token: ${body.error}`);
  return body.access_token;
}

/** The smallest file a PDF reader takes, with a label to recognise it. */
export function tinyPdf(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** Logs in at the staff identity provider's login page (where the console sent the browser) as one of its staff. */
export async function logInAsStaff(page: Page, username: string): Promise<void> {
  await expect(page).toHaveURL(/\/staff\/login\//);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Log in' }).click();
}
