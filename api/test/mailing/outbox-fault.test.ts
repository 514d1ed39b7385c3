import { describe, expect, it } from 'vitest';
import { ENGINES, testConfig, useApp, useDatabase } from '../helper.js';
import { useMailingStandIn } from './stand-in.js';
import { until } from './wait.js';

describe.each(ENGINES)('the mailing outbox on %s', (engine) => {
  const url = useDatabase(engine);
  const mailman = useMailingStandIn();
  const app = useApp(() =>
    testConfig({ DATABASE_URL: url(), MAILING_BASE_URL: mailman.baseUrl(), MAILING_RETRY_MS: '40' }),
  );

  it('accepts 20 subscriptions while the mailing system is down and delivers each exactly once when it is back', async () => {
    await mailman.stop();
    const emails = Array.from({ length: 20 }, (_, i) => `fault-${i}@example.be`);
    const answers = await Promise.all(
      emails.map((email, i) =>
        app().inject({
          method: 'POST',
          url: '/api/v1/mailing/subscriptions',
          payload: { email, letterLanguage: i % 2 === 0 ? 'fr' : 'nl' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 202));
    expect(answers[0]?.json()).toEqual({ status: 'queued', lists: ['newsletter-fr'] });
    expect(await app().mailing.outbox.pendingCount()).toBe(20);

    // Down for a while: the background delivery keeps trying, with growing waits, and loses nothing.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await app().mailing.outbox.pendingCount()).toBe(20);

    await mailman.restart();
    await until(async () => (await app().mailing.outbox.pendingCount()) === 0, 15_000);

    const subscriptions = mailman.received().filter((r) => r.script === 'subscribe');
    expect(subscriptions.map((r) => r.form.email).sort()).toEqual([...emails].sort());
    expect(subscriptions.map((r) => r.list)).toEqual(expect.arrayContaining(['newsletter-fr', 'newsletter-nl']));
    expect(await app().database.db.selectFrom('mailing_outbox').selectAll().execute()).toEqual([]);
    // Nothing more arrives afterwards: each was sent once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailman.received().filter((r) => r.script === 'subscribe')).toHaveLength(20);
  });

  it('sends a waiting request once even when two deliveries race for it', async () => {
    await mailman.stop();
    const answer = await app().inject({
      method: 'POST',
      url: '/api/v1/mailing/subscriptions',
      payload: { email: 'race@example.be', letterLanguage: 'de' },
    });
    expect(answer.statusCode).toBe(202);
    await mailman.restart();
    const [id] = await app().mailing.outbox.due(10, Date.now() + 60 * 60 * 1000);
    const outcomes = await Promise.all([app().mailing.delivery.deliver([id!]), app().mailing.delivery.deliver([id!])]);
    expect(outcomes.flat().filter((o) => o.kind === 'done').length).toBeLessThanOrEqual(1);
    await until(async () => (await app().mailing.outbox.pendingCount()) === 0, 5000);
    expect(mailman.received().filter((r) => r.script === 'subscribe')).toHaveLength(1);
  });
});
