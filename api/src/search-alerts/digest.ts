import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AlertSearch } from '@court/contract/schemas/search-alerts';
import type { DB } from '../db/tables.js';
import { changesAfter, latestCursor } from '../open-data/change-store.js';
import { criteriaOf } from '../search/judgment-criteria.js';
import type { JudgmentSearch } from '../search/judgment-search.js';
import type { AlertRow, AlertStore } from './alert-store.js';
import type { AlertLinks } from './links.js';
import type { MailOutbox } from './mail-outbox.js';
import { describeSearch, digestMail, type DigestEntry } from './messages.js';
import type { AlertLog } from './compose.js';

const iso = (ms: number) => new Date(ms).toISOString();
const FEED_PAGE = 1000;
const ALERTS_PAGE = 50;
/** Longer than one alert's digest takes (a search over the day's judgments and one transaction). */
const LEASE_MS = 5 * 60_000;

/** `{year}/{number}`, as the change feed names a judgment. */
const KEY = /^(\d{4})\/(\d{1,4})$/;

/**
 * The daily digests: for each confirmed alert due, the judgments published since its last digest (the change
 * feed's `created` entries after its cursor, which publishing writes in the transaction of the change) that its
 * search finds (the case-law search itself, narrowed to them), named in one e-mail.
 *
 * Once per (alert, judgment): an alert is claimed with a lease before its digest is computed, so that two
 * instances never compute it at once; the judgments named, the e-mail (in the outbox) and the alert's new cursor
 * are written in one transaction that first checks the claim is still this one's, so a digest whose lease ran out
 * (another instance took the alert since) writes nothing. The deliveries' key (alert, judgment) holds even then,
 * and the e-mail's Message-ID, from the alert and the cursor its batch ends at, is unique in the outbox.
 */
export class DigestRunner {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly alerts: AlertStore,
    private readonly search: JudgmentSearch,
    private readonly outbox: MailOutbox,
    private readonly links: AlertLinks,
    private readonly log: AlertLog,
  ) {}

  /** Makes the digest of every alert whose last one is older than `slot`; returns the ids of the e-mails. */
  async runDue(slot: string, now: number): Promise<number[]> {
    await this.alerts.forgetUnconfirmed(now);
    const mails: number[] = [];
    const tried = new Set<number>();
    for (;;) {
      const due = await this.db
        .selectFrom('search_alerts')
        .select('id')
        .where('status', '=', 'confirmed')
        .where((eb) => eb.or([eb('digest_slot', 'is', null), eb('digest_slot', '<', slot)]))
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', iso(now))]))
        .orderBy('id')
        .limit(ALERTS_PAGE)
        .execute();
      const ids = due.map((row) => row.id).filter((id) => !tried.has(id));
      if (ids.length === 0) return mails;
      for (const id of ids) {
        tried.add(id);
        // One alert that cannot be done (its claim then runs out, and a later pass tries it again) does not
        // hold up the others.
        const mail = await this.runOne(id, slot, now).catch((error: unknown) => {
          this.log.error({ err: error, alert: id }, 'search alert digest failed');
          return undefined;
        });
        if (mail !== undefined) mails.push(mail);
      }
    }
  }

  /** One alert's digest, if this caller can claim it; the id of its e-mail when there was something to send. */
  async runOne(id: number, slot: string, now: number): Promise<number | undefined> {
    const lease = randomUUID();
    const alert = await this.db
      .updateTable('search_alerts')
      .set({ lease_id: lease, lease_until: iso(now + LEASE_MS) })
      .where('id', '=', id)
      .where('status', '=', 'confirmed')
      .where((eb) => eb.or([eb('digest_slot', 'is', null), eb('digest_slot', '<', slot)]))
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', iso(now))]))
      .returningAll()
      .executeTakeFirst();
    if (!alert) return undefined;
    const upTo = await latestCursor(this.db);
    const entries = await this.matches(alert, await this.published(alert, upTo));
    return this.alerts.transaction(async (trx) => {
      const held = await trx
        .updateTable('search_alerts')
        .set({ cursor: upTo, digest_slot: slot, lease_id: null, lease_until: null })
        .where('id', '=', id)
        .where('lease_id', '=', lease)
        .executeTakeFirst();
      if (Number(held.numUpdatedRows) === 0 || entries.length === 0) return undefined;
      const messageId = `<search-alert.${id}.${upTo}@${this.links.domain}>`;
      const named = await trx
        .insertInto('search_alert_deliveries')
        .values(
          entries.map((entry) => ({
            alert_id: id,
            judgment_key: `${entry.year}/${entry.number}`,
            message_id: messageId,
            created_at: iso(now),
          })),
        )
        .onConflict((conflict) => conflict.columns(['alert_id', 'judgment_key']).doNothing())
        .returning('judgment_key')
        .execute();
      const fresh = new Set(named.map((row) => row.judgment_key));
      const sent = entries.filter((entry) => fresh.has(`${entry.year}/${entry.number}`));
      if (sent.length === 0) return undefined;
      const token = await this.alerts.newToken(trx, id, 'unsubscribe', now);
      const lang = alert.language;
      const mail = digestMail(lang, describeSearch(JSON.parse(alert.query)), sent, {
        unsubscribe: this.links.unsubscribePage(lang, token),
        privacy: this.links.privacy(lang),
      });
      return this.outbox.enqueue(
        trx,
        {
          message_id: messageId,
          alert_id: id,
          kind: 'digest',
          recipient: alert.email,
          language: lang,
          ...mail,
          unsubscribe_url: this.links.oneClick(token),
        },
        now,
      );
    });
  }

  /** Keys of the judgments that came onto the site after the alert's cursor, up to `upTo`, not yet sent to it. */
  private async published(alert: AlertRow, upTo: number): Promise<string[]> {
    const keys = new Set<string>();
    for (let after = alert.cursor; after < upTo;) {
      const page = await changesAfter(this.db, after, FEED_PAGE);
      if (page.length === 0) break;
      for (const entry of page) {
        if (entry.seq <= upTo && entry.kind === 'judgment' && entry.change === 'created' && KEY.test(entry.key))
          keys.add(entry.key);
      }
      after = Number(page.at(-1)!.seq);
    }
    if (keys.size === 0) return [];
    const sent = await this.db
      .selectFrom('search_alert_deliveries')
      .select('judgment_key')
      .where('alert_id', '=', alert.id)
      .where('judgment_key', 'in', [...keys])
      .execute();
    for (const row of sent) keys.delete(row.judgment_key);
    return [...keys];
  }

  /** Those the alert's search finds (on the site still), newest first, as the e-mail names them. */
  private async matches(alert: AlertRow, keys: string[]): Promise<DigestEntry[]> {
    if (keys.length === 0) return [];
    const query = JSON.parse(alert.query) as Record<string, unknown>;
    const criteria = criteriaOf(alert.search as AlertSearch, query);
    const pairs = keys.map((key) => {
      const [, year, number] = KEY.exec(key)!;
      return sql`(j.year = ${Number(year)} and j.number = ${Number(number)})`;
    });
    criteria.where = [...(criteria.where ?? []), sql`(${sql.join(pairs, sql` or `)})`];
    const lang = alert.language;
    const result = await this.search.search(criteria, query, {
      lang,
      sort: 'date',
      order: 'desc',
      page: 1,
      pageSize: keys.length,
      offset: 0,
    });
    return result.items.map((hit) => ({
      year: hit.year,
      number: hit.number,
      date: hit.date,
      headnote: hit.headnote,
      link: this.links.judgment(lang, hit.year, hit.number),
    }));
  }
}
