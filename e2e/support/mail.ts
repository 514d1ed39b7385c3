import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { PORT, serverEnv, SMTP_HTTP_PORT, smtpClientEnv } from '../playwright.config';

/** A message the site's mail server (the SMTP stand-in) received, as its GET /messages shows it. */
export interface ReceivedMessage {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** A new address for each test, so that its e-mails are its own. */
export const newAddress = (label: string): string =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.be`;

async function messagesTo(request: APIRequestContext, address: string): Promise<ReceivedMessage[]> {
  const response = await request.get(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`);
  const messages = (await response.json()) as ReceivedMessage[];
  return messages.filter((message) => message.to.includes(address));
}

/** Waits for the `count`th e-mail to the address, and returns it. */
export async function nthMessageTo(request: APIRequestContext, address: string, count: number) {
  await expect.poll(async () => (await messagesTo(request, address)).length, { timeout: 15_000 }).toBe(count);
  return (await messagesTo(request, address))[count - 1]!;
}

/** The path of the site page an e-mail's link leads to (`/nl/search/alerts/confirm?token=…`). */
export function linkTo(message: ReceivedMessage, page: RegExp): string {
  const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => page.test(new URL(url).pathname));
  if (!link) throw new Error(`no link to ${page} in: ${message.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** `pnpm court digests` against the site under test: every confirmed alert's digest, made and mailed now. */
export function runDigests(): string {
  return execFileSync(process.execPath, [path.resolve(__dirname, '../../api/dist/digests.js')], {
    env: { ...process.env, ...serverEnv, ...smtpClientEnv, SITE_URL: `http://127.0.0.1:${PORT}` },
    encoding: 'utf8',
  });
}
