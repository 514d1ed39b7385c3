import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { App } from '../../src/types.js';
import { ENGINES, testConfig, useDatabase } from '../helper.js';
import { useStaffProvider } from '../publishing/staff-provider-fixture.js';
import { judgmentBody } from '../publishing/bodies.js';
import { alertEnv, caseAlert, messages, publish, subscribeAndConfirm, useSmtp } from './fixture.js';

/** Instances of the API on one database, as several servers behind a load balancer run. */
async function withInstances<T>(envs: Record<string, string>[], work: (apps: App[]) => Promise<T>): Promise<T> {
  // One after the other: each migrates the database as it starts.
  const apps: App[] = [];
  try {
    for (const env of envs) {
      const app = await buildApp(testConfig(env), { logger: false });
      apps.push(app);
      await app.ready();
    }
    return await work(apps);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
}

describe.each(ENGINES)('each matching judgment goes to each alert once, on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const smtp = useSmtp();
  const env = () => ({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer, ...alertEnv(smtp()) });

  it('sends one digest when two instances run the digests at the same moment', async () => {
    await withInstances([env(), env()], async ([one, two]) => {
      await subscribeAndConfirm(one!, smtp(), 'ann@example.be', caseAlert('8601'));
      await publish(two!, staff(), 601, judgmentBody({ rollNumbers: ['8601'] }));
      const now = Date.now();
      const written = await Promise.all([
        one!.searchAlerts.service.runDigestNow(now),
        two!.searchAlerts.service.runDigestNow(now),
        one!.searchAlerts.service.runDigestNow(now),
      ]);
      expect(written.reduce((sum, count) => sum + count, 0)).toBe(1);
      const digests = (await messages(smtp())).filter((message) => message.text.includes('601/2026'));
      expect(digests.map((message) => message.to)).toEqual([['ann@example.be']]);
    });
  });

  it('does not send again a digest whose instance crashed after sending it, before recording it', async () => {
    // The instance without a mail server only writes the digest in the outbox: the crashed instance's state
    // just before it sends.
    const withoutServer = { DATABASE_URL: url(), STAFF_ISSUER: staff().issuer, ...alertEnv(undefined) };
    await withInstances([env(), withoutServer], async ([live, writer]) => {
      await subscribeAndConfirm(live!, smtp(), 'bob@example.be', caseAlert('8602'));
      await publish(live!, staff(), 602, judgmentBody({ rollNumbers: ['8602'] }));
      const before = (await messages(smtp())).length;
      expect(await writer!.searchAlerts.service.runDigestNow()).toBe(1);
      const [waiting] = await writer!.database.db
        .selectFrom('search_alert_mails')
        .select('id')
        .where('recipient', '=', 'bob@example.be')
        .where('kind', '=', 'digest')
        .execute();

      // The crashed instance: it claimed the mail (a short claim, to be over at once), the mail server took it,
      // and it stopped before recording that.
      const claimed = await writer!.searchAlerts.outbox.claim(waiting!.id, 1, Date.now());
      const transport = nodemailer.createTransport(smtp().smtpUrl);
      await transport.sendMail({
        from: 'alerts@court.test',
        to: claimed!.recipient,
        subject: claimed!.subject,
        text: claimed!.text,
        messageId: claimed!.message_id,
      });
      transport.close();

      // Another instance's pass after the claim ran out: the mail is not sent again.
      await live!.searchAlerts.service.runDigestNow(Date.now() + 1000);
      const received = (await messages(smtp())).slice(before);
      expect(received.map((message) => message.to)).toEqual([['bob@example.be']]);
      const row = await live!.database.db
        .selectFrom('search_alert_mails')
        .select(['status', 'text'])
        .where('id', '=', waiting!.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'uncertain', text: '' });
      // And the judgment is not named to the alert again in a later digest.
      await live!.searchAlerts.service.runDigestNow(Date.now() + 2000);
      expect((await messages(smtp())).slice(before)).toHaveLength(1);
    });
  });

  it('sends a digest written while the mail server was unreachable once it is back', async () => {
    const unreachable = { ...env(), SMTP_URL: 'smtp://127.0.0.1:1' };
    await withInstances([env(), unreachable], async ([live, cut]) => {
      await subscribeAndConfirm(live!, smtp(), 'cy@example.be', caseAlert('8603'));
      await publish(live!, staff(), 603, judgmentBody({ rollNumbers: ['8603'] }));
      const before = (await messages(smtp())).length;
      expect(await cut!.searchAlerts.service.runDigestNow()).toBe(1);
      expect(await messages(smtp())).toHaveLength(before);
      // The failed attempt is tried again after MAILING_RETRY_MS (5 s and more): a pass a minute later sends it.
      await live!.searchAlerts.service.runDigestNow(Date.now() + 60_000);
      const received = (await messages(smtp())).slice(before);
      expect(received.map((message) => message.to)).toEqual([['cy@example.be']]);
      expect(received[0]!.text).toContain('603/2026');
    });
  });
});
