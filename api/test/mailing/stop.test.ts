import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../src/db/engine.js';
import type { App } from '../../src/types.js';
import { ENGINES, useDatabase } from '../helper.js';
import { startInstances } from './instances.js';
import { useMailingStandIn } from './stand-in.js';
import { until } from './wait.js';

const subscribe = (app: App, email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/mailing/subscriptions', payload: { email, letterLanguage: 'nl' } });

describe.each(ENGINES)('a stopping instance, on %s', (engine) => {
  const url = useDatabase(engine);
  const mailman = useMailingStandIn();
  const settings = (timeoutMs: string) => ({
    DATABASE_URL: url(),
    MAILING_BASE_URL: mailman.baseUrl(),
    MAILING_RETRY_MS: '40',
    MAILING_TIMEOUT_MS: timeoutMs,
    MAILING_ATTEMPT_TIMEOUT_MS: '5000',
  });
  const postsFor = (email: string) => mailman.received().filter((r) => r.method === 'POST' && r.form.email === email);
  const outboxRows = (app: App) => app.database.db.selectFrom('mailing_outbox').selectAll().execute();

  it('takes no more rows and records the answer of the attempt under way before its database closes', async () => {
    const [stopping] = await startInstances(settings('2000'), 1);
    const observer = openDatabase(url());
    onTestFinished(() => observer.close());
    await mailman.stop();
    await subscribe(stopping!, 'stop@example.be');
    await mailman.restart();
    await mailman.delay(400);
    // Its background delivery sends the row again; the instance is stopped while the form waits for the answer.
    await until(async () => postsFor('stop@example.be').length === 1, 5000);
    const [row] = await observer.db.selectFrom('mailing_outbox').selectAll().execute();
    expect(row?.locked_until).not.toBeNull();
    await stopping!.close();
    // The answer came and was recorded: nothing is left, no claim, and Mailman got the form once.
    expect(await observer.db.selectFrom('mailing_outbox').selectAll().execute()).toEqual([]);
    expect(await stopping!.mailing.delivery.deliver([row!.id])).toEqual([
      { kind: 'retry', reason: 'the server is stopping' },
    ]);
    expect(postsFor('stop@example.be')).toHaveLength(1);
    expect(mailman.mails()).toHaveLength(1);
  });

  it('ends an attempt still waiting after as long as a visitor waits, and releases its row to the others', async () => {
    const [stopping, other] = await startInstances(settings('150'));
    await mailman.delay(2000);
    expect((await subscribe(stopping!, 'late@example.be')).statusCode).toBe(202);
    const started = Date.now();
    await stopping!.close();
    expect(Date.now() - started).toBeLessThan(1500);
    // Released, not left claimed for its lease (5 s + 10 s): the other instance sends it again at once, and
    // Mailman, which took the first form after all, finds the address pending.
    await until(async () => (await outboxRows(other!)).length === 0, 5000);
    expect(postsFor('late@example.be')).toHaveLength(2);
    expect(mailman.mails().map((mail) => mail.to)).toEqual(['late@example.be']);
  });
});
