import { describe, expect, it } from 'vitest';
import { backoffMs } from '../../src/mailing/delivery.js';
import { listsOfSubscription, toListId } from '../../src/mailing/lists.js';
import { createMailmanClient } from '../../src/mailing/mailman-client.js';
import { useMailingStandIn } from './stand-in.js';

describe('a mailing list id', () => {
  it.each([
    ['newsletter-fr', 'newsletter-fr'],
    [8123, '8123'],
    ['Case-8123', 'case-8123'],
  ])('accepts %j', (value, id) => expect(toListId(value)).toBe(id));

  it.each([{}, [], ['rollout'], null, undefined, true, 1.5, -1, '../admin', '', 'a b'])('rejects %j', (value) =>
    expect(toListId(value)).toBeUndefined(),
  );
});

describe('the lists of a subscription', () => {
  it('are the newsletters of the letter language, and the roll-out and case lists for a case', () => {
    expect(listsOfSubscription('de', undefined)).toEqual(['newsletter-de']);
    expect(listsOfSubscription('all', '8123')).toEqual([
      'newsletter-nl',
      'newsletter-fr',
      'newsletter-de',
      'rollout',
      'case-8123',
    ]);
  });
});

describe('the Mailman client', () => {
  const mailman = useMailingStandIn();
  const client = () => createMailmanClient(mailman.baseUrl());

  it('says a list exists only when its info page answers HEAD with 200', async () => {
    expect(await client().listExists('rollout')).toBe(true);
    expect(await client().listExists('no-such-list')).toBe(false);
    expect(await client().listExists({ name: 'rollout' })).toBe(false);
    expect(mailman.lines()).toEqual(['HEAD listinfo rollout', 'HEAD listinfo no-such-list']);
  });

  it('counts the system online only when a test subscription is confirmed', async () => {
    const deadline = () => AbortSignal.timeout(5000);
    expect(await client().isOnline('rollout', 'probe@example.be', deadline())).toBe(true);
    expect(await client().isOnline('no-such-list', 'probe@example.be', deadline())).toBe(false);
    await mailman.stop();
    expect(await client().isOnline('rollout', 'probe@example.be', deadline())).toBe(false);
    expect(await client().listExists('rollout')).toBe(false);
    expect(await client().subscribe('rollout', 'x@example.be', deadline())).toMatchObject({ kind: 'retry' });
  });

  it('takes Mailman’s word that an address is pending, and sends nothing more for it', async () => {
    const deadline = () => AbortSignal.timeout(5000);
    expect(await client().subscribe('rollout', 'twice@example.be', deadline())).toEqual({ kind: 'done' });
    expect(await client().subscribe('rollout', 'twice@example.be', deadline())).toEqual({ kind: 'done' });
    expect(mailman.mails().map((mail) => mail.to)).toEqual(['twice@example.be']);
  });

  it('counts a request without an answer by its deadline as one to try again', async () => {
    await mailman.delay(300);
    const outcome = await client().subscribe('rollout', 'slow@example.be', AbortSignal.timeout(50));
    expect(outcome).toEqual({ kind: 'retry', reason: 'no answer in time' });
  });
});

describe('the wait before sending again', () => {
  it('doubles from the first wait up to 256 times it', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4].map((attempt) => backoffMs(100, attempt, noJitter))).toEqual([100, 200, 400, 800]);
    expect(backoffMs(100, 30, noJitter)).toBe(25_600);
    expect(backoffMs(100, 1, () => 1)).toBe(120);
  });
});
