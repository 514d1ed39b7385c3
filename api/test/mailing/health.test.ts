import { describe, expect, it } from 'vitest';
import { testConfig, useApp, useDatabase } from '../helper.js';
import { useMailingStandIn } from './stand-in.js';

describe('the mailing system in /health', () => {
  const url = useDatabase('sqlite');
  const mailman = useMailingStandIn();
  const app = useApp(() =>
    testConfig({ DATABASE_URL: url(), MAILING_BASE_URL: mailman.baseUrl(), MAILING_PROBE_LIST: 'newsletter-fr' }),
  );
  const mailingHealth = async () => (await app().inject({ url: '/api/v1/health' })).json().checks.mailing;

  it('is up when a test subscription gets Mailman’s confirmation sentence', async () => {
    expect(await mailingHealth()).toMatchObject({ status: 'up' });
    expect(mailman.lines()).toEqual(['POST subscribe newsletter-fr website-health-probe@const-court.be']);
    // Asked again within the minute: the answer is reused, Mailman is not sent another subscription.
    expect(await mailingHealth()).toMatchObject({ status: 'up' });
    expect(mailman.lines()).toHaveLength(1);
  });

  it('is down while the mailing system is stopped', async () => {
    await mailman.stop();
    const check = await mailingHealth();
    expect(check).toMatchObject({ status: 'down', message: 'the test subscription was not confirmed' });
    expect((await app().inject({ url: '/api/v1/health' })).json().status).toBe('degraded');
  });
});

describe('without a mailing system configured', () => {
  const url = useDatabase('sqlite');
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('reports it not configured and keeps subscriptions in the outbox', async () => {
    expect((await app().inject({ url: '/api/v1/health' })).json().checks.mailing).toEqual({ status: 'not-configured' });
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/mailing/subscriptions',
      payload: { email: 'later@example.be', letterLanguage: 'nl' },
    });
    expect(res.statusCode).toBe(202);
    expect(await app().mailing.outbox.pendingCount()).toBe(1);
  });
});
