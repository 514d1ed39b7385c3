import type { LightMyRequestResponse } from 'fastify';
import { startSmtpStandIn, type ReceivedMessage, type RunningSmtpStandIn } from '@court/smtp-stand-in';
import { afterAll, beforeAll } from 'vitest';
import { judgmentBody } from '../publishing/bodies.js';
import type { StaffProvider } from '../publishing/staff-provider-fixture.js';
import type { App } from '../../src/types.js';

export const SITE_URL = 'https://court.test';

/** A real SMTP server (the stand-in) for the whole test file; its messages are read over its HTTP. */
export function useSmtp(): () => RunningSmtpStandIn {
  let running: RunningSmtpStandIn | undefined;
  beforeAll(async () => {
    running = await startSmtpStandIn();
  });
  afterAll(() => running?.stop());
  return () => running!;
}

export async function messages(smtp: RunningSmtpStandIn): Promise<ReceivedMessage[]> {
  return (await fetch(`${smtp.url}/messages`)).json() as Promise<ReceivedMessage[]>;
}

/** The alert settings of the tests: the stand-in, the site's address, no background pass during a test. */
export const alertEnv = (smtp: RunningSmtpStandIn | undefined): Record<string, string> => ({
  ...(smtp ? { SMTP_URL: smtp.smtpUrl } : {}),
  SITE_URL,
  SEARCH_ALERT_POLL_MS: '3600000',
  MAILING_ADDRESS_LIMIT: '1000',
});

export const subscribe = (
  app: App,
  email: string,
  query: Record<string, unknown> = { term: 'trekvogels' },
  search = 'full-text-judgments',
) => app.inject({ method: 'POST', url: '/api/v1/search-alerts', payload: { email, language: 'nl', search, query } });

/** An alert on the judgments of one case: what other tests publish does not match it. */
export const caseAlert = (rollNumber: string) =>
  ({ query: { rollNumber }, search: 'by-judgment-and-applicant' }) as const;

/** The token of the link to `page` in a message's text. */
export function linkToken(message: ReceivedMessage, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${SITE_URL}/nl/search/alerts/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(message.text);
  if (!match) throw new Error(`no ${page} link in: ${message.text}`);
  return match[1]!;
}

/** Subscribes and follows the confirmation link the address was mailed. */
export async function subscribeAndConfirm(
  app: App,
  smtp: RunningSmtpStandIn,
  email: string,
  alert: { query: Record<string, unknown>; search: string },
): Promise<void> {
  await subscribe(app, email, alert.query, alert.search);
  const mail = (await messages(smtp)).findLast((message) => message.to.includes(email));
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/search-alerts/confirm',
    payload: { token: linkToken(mail!, 'confirm') },
  });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
}

/** A judgment about something else entirely: no word of the migratory birds. */
export const otherJudgment = () =>
  judgmentBody({
    rollNumbers: ['8302'],
    headnote: {
      nl: 'Prejudiciële vraag over de belasting op tweede verblijven',
      fr: 'Question préjudicielle relative à la taxe sur les secondes résidences',
    },
    summary: { nl: 'Het Hof verwerpt de vraag.', fr: 'La Cour rejette la question.' },
    keywords: { nl: ['belastingen'], fr: ['impôts'] },
    fullText: {
      nl: [
        { id: 'I', text: 'Onderwerp van de prejudiciële vraag' },
        { id: 'B.1', text: 'De belasting op tweede verblijven is niet discriminerend.' },
        { id: 'III', text: 'Om die redenen, het Hof zegt voor recht.', kind: 'operative' },
      ],
      fr: [
        { id: 'I', text: 'Objet de la question préjudicielle' },
        { id: 'B.1', text: 'La taxe sur les secondes résidences n’est pas discriminatoire.' },
        { id: 'III', text: 'Par ces motifs, la Cour dit pour droit.', kind: 'operative' },
      ],
    },
    applicant: 'Gemeente Knokke-Heist',
  });

/** Publishes a judgment of 2026 through the publishing API, as the registry does. */
export async function publish(
  app: App,
  staff: StaffProvider,
  number: number,
  body: Record<string, unknown> = judgmentBody(),
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/publishing/judgments/2026/${number}`,
    payload: body,
    headers: { authorization: `Bearer ${await staff.token('registry', 'publish:judgments')}` },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response;
}
