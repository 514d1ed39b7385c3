import { describe, expect, it } from 'vitest';
import { createMailmanClient } from '../../src/mailing/mailman-client.js';
import type { App } from '../../src/types.js';
import { ENGINES, useDatabase } from '../helper.js';
import { startInstances } from './instances.js';
import { useMailingStandIn } from './stand-in.js';
import { until } from './wait.js';

const subscribe = (app: App, email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/mailing/subscriptions', payload: { email, letterLanguage: 'fr' } });

describe.each(ENGINES)('mailing requests take effect once, on %s', (engine) => {
  const url = useDatabase(engine);
  const mailman = useMailingStandIn();
  const settings = (more: Record<string, string> = {}) => ({
    DATABASE_URL: url(),
    MAILING_BASE_URL: mailman.baseUrl(),
    MAILING_RETRY_MS: '40',
    MAILING_CLIENT_LIMIT: '1000',
    MAILING_ADDRESS_LIMIT: '1000',
    ...more,
  });
  const postsFor = (email: string) =>
    mailman.received().filter((r) => r.method === 'POST' && r.script === 'subscribe' && r.form.email === email);
  const mailsTo = (email: string) => mailman.mails().filter((mail) => mail.to === email);
  const emptyOutbox = (app: App) => until(async () => (await app.mailing.outbox.pendingCount()) === 0, 10_000);

  it('stores 20 identical subscriptions posted at once to two instances as one record, sent once', async () => {
    const instances = await startInstances(settings());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => subscribe(instances[i % 2]!, 'same@example.be')),
    );
    expect(answers.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 202)).toEqual([]);
    await emptyOutbox(instances[0]!);
    const records = await instances[0]!.database.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', 'same@example.be')
      .execute();
    expect(records).toHaveLength(1);
    expect(mailman.lines()).toEqual(['POST subscribe newsletter-fr same@example.be']);
    expect(mailsTo('same@example.be')).toHaveLength(1);
  });

  it('answers "sent" when the system takes the request in time, though the background delivery polls meanwhile', async () => {
    const instances = await startInstances(settings({ MAILING_RETRY_MS: '10' }));
    await mailman.delay(30);
    const emails = Array.from({ length: 12 }, (_, i) => `polled-${i}@example.be`);
    const answers = await Promise.all(emails.map((email, i) => subscribe(instances[i % 2]!, email)));
    expect(answers.map((answer) => answer.json())).toEqual(
      emails.map(() => ({ status: 'sent', lists: ['newsletter-fr'] })),
    );
    expect(emails.map((email) => postsFor(email).length)).toEqual(emails.map(() => 1));
  });

  it('answers the visitor when the system is slower than the request timeout, and sends each subscription once', async () => {
    const instances = await startInstances(settings({ MAILING_TIMEOUT_MS: '100', MAILING_ATTEMPT_TIMEOUT_MS: '3000' }));
    await mailman.delay(500);
    const emails = Array.from({ length: 6 }, (_, i) => `slow-${i}@example.be`);
    const answers = await Promise.all(emails.map((email, i) => subscribe(instances[i % 2]!, email)));
    expect(answers.map((answer) => answer.json())).toEqual(
      emails.map(() => ({ status: 'queued', lists: ['newsletter-fr'] })),
    );
    // Both instances poll every 40 ms meanwhile: neither takes a row whose attempt is under way.
    await emptyOutbox(instances[0]!);
    expect(emails.map((email) => postsFor(email).length)).toEqual(emails.map(() => 1));
    expect(emails.map((email) => mailsTo(email).length)).toEqual(emails.map(() => 1));
  });

  it('sends again after an attempt that got no answer, and Mailman, finding the address pending, mails nothing more', async () => {
    const instances = await startInstances(settings({ MAILING_TIMEOUT_MS: '100', MAILING_ATTEMPT_TIMEOUT_MS: '250' }));
    await mailman.delay(500);
    const emails = ['lost-0@example.be', 'lost-1@example.be', 'lost-2@example.be'];
    await Promise.all(emails.map((email, i) => subscribe(instances[i % 2]!, email)));
    await until(async () => emails.every((email) => postsFor(email).length >= 2), 10_000);
    await mailman.delay(0);
    await emptyOutbox(instances[0]!);
    expect(emails.map((email) => postsFor(email).length >= 2)).toEqual(emails.map(() => true));
    expect(emails.map((email) => mailsTo(email).length)).toEqual(emails.map(() => 1));
  });

  it('does not send twice what an instance sent before it died, when another instance takes the row over', async () => {
    // A first wait of ten minutes: no background pass touches the row unless the test says so.
    const [dying, surviving] = await startInstances(settings({ MAILING_RETRY_MS: '600000' }));
    await mailman.stop();
    expect((await subscribe(dying!, 'crash@example.be')).statusCode).toBe(202);
    await mailman.restart();
    const [id] = await dying!.mailing.outbox.due(1, Date.now() + 60 * 60 * 1000);

    // The dying instance claims the row, its form reaches Mailman, and it dies before it records the answer: its
    // claim runs out (here: a claim for one second, taken two seconds ago).
    const claimed = await dying!.mailing.outbox.claim(id!, 1000, Date.now() - 2000);
    expect(claimed).toBeDefined();
    await createMailmanClient(mailman.baseUrl()).subscribe(
      'newsletter-fr',
      'crash@example.be',
      AbortSignal.timeout(5000),
    );

    expect(await surviving!.mailing.delivery.deliver([id!])).toEqual([{ kind: 'done' }]);
    expect(postsFor('crash@example.be')).toHaveLength(2);
    expect(mailsTo('crash@example.be')).toHaveLength(1);
    // What the dead instance would have written, had it come back, changes nothing.
    await dying!.mailing.outbox.retryAt(claimed!, Date.now(), 'late');
    expect(await surviving!.mailing.outbox.pendingCount()).toBe(0);
  });

  it('keeps a row to the latest claim: an attempt that outlived its claim cannot change it', async () => {
    const [first, second] = await startInstances(settings({ MAILING_RETRY_MS: '600000' }));
    await mailman.stop();
    await subscribe(first!, 'fenced@example.be');
    const [id] = await first!.mailing.outbox.due(1, Date.now() + 60 * 60 * 1000);
    const stale = await first!.mailing.outbox.claim(id!, 1000, Date.now() - 2000);
    const current = await second!.mailing.outbox.claim(id!, 60_000);
    expect(current?.attempts).toBe(stale!.attempts + 1);

    await first!.mailing.outbox.delivered(stale!);
    await first!.mailing.outbox.retryAt(stale!, Date.now(), 'late');
    const row = await second!.database.db
      .selectFrom('mailing_outbox')
      .select(['locked_until', 'attempts'])
      .where('id', '=', id!)
      .executeTakeFirst();
    expect(row?.attempts).toBe(current!.attempts);
    expect(Date.parse(row!.locked_until!)).toBeGreaterThan(Date.now());

    await second!.mailing.outbox.delivered(current!);
    expect(await second!.mailing.outbox.pendingCount()).toBe(0);
  });
});
