import { HttpError } from '../errors.js';
import type { MailingDelivery } from './delivery.js';
import { listsOfSubscription, listsOfUnsubscription } from './lists.js';
import type { MailingOutcome } from './mailman-client.js';
import type { MailingOutbox, MailingAction } from './outbox.js';
import type { Subscription, SubscriptionRecords } from './subscriptions.js';

/** `sent`: the mailing system took every request; `queued`: some wait in the outbox and will be sent later. */
export interface MailingResult {
  status: 'sent' | 'queued';
  lists: string[];
}

/**
 * Subscriptions and unsubscriptions as the site offers them. Each is stored (the site's record and one outbox
 * row per list) in one transaction before anything is sent, then sent at once; the visitor waits `waitMs` at most
 * for the mailing system, and what it has not taken by then stays in the outbox for the attempt under way or the
 * background delivery.
 */
export class MailingService {
  constructor(
    private readonly records: SubscriptionRecords,
    private readonly outbox: MailingOutbox,
    private readonly delivery: MailingDelivery,
    private readonly waitMs: number,
  ) {}

  async subscribe(subscription: Subscription): Promise<MailingResult> {
    const lists = listsOfSubscription(subscription.letterLanguage, subscription.rollNumber);
    const ids = await this.records.transaction(async (trx) =>
      // The same subscription within the day is the same request: nothing new is stored or sent.
      (await this.records.add(trx, subscription))
        ? this.outbox.enqueue(trx, this.requests('subscribe', lists, subscription.email), this.waitMs)
        : undefined,
    );
    if (ids === undefined) return { status: (await this.waiting(subscription.email)) ? 'queued' : 'sent', lists };
    try {
      return await this.sendNow(ids, lists);
    } catch (error) {
      // Refused for good: the site keeps no record of a subscription the mailing system will never have.
      await this.records.transaction(async (trx) => {
        await this.records.remove(trx, subscription);
        await this.outbox.discard(trx, ids);
      });
      throw error;
    }
  }

  async unsubscribe(email: string): Promise<MailingResult> {
    const { ids, lists } = await this.records.transaction(async (trx) => {
      const lists = listsOfUnsubscription(await this.records.removeAll(trx, email));
      return { lists, ids: await this.outbox.enqueue(trx, this.requests('unsubscribe', lists, email), this.waitMs) };
    });
    return this.sendNow(ids, lists);
  }

  private requests(action: MailingAction, lists: string[], email: string) {
    return lists.map((list) => ({ action, list, email }));
  }

  private async waiting(email: string): Promise<boolean> {
    return (await this.outbox.pendingFor(email)) > 0;
  }

  private async sendNow(ids: number[], lists: string[]): Promise<MailingResult> {
    const outcomes: MailingOutcome[] = await this.delivery.deliver(ids, this.waitMs);
    const rejected = outcomes.find((outcome) => outcome.kind === 'rejected');
    if (rejected?.kind === 'rejected') {
      throw rejected.reason === 'invalid-email'
        ? new HttpError(422, 'subscription-invalid-email', 'The mailing system does not accept this e-mail address')
        : new HttpError(404, 'unknown-list', 'The mailing system has no list for this case');
    }
    return { status: outcomes.every((outcome) => outcome.kind === 'done') ? 'sent' : 'queued', lists };
  }
}
