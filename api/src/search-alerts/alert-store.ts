import { createHash } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AlertSearch } from '@court/contract/schemas/search-alerts';
import type { DB, SearchAlertsTable } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { latestCursor } from '../open-data/change-store.js';
import { hashToken, newToken } from './tokens.js';

export type AlertRow = Selectable<SearchAlertsTable>;

/** How long a confirmation link works; an alert not confirmed by then is forgotten. */
export const CONFIRMATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** JSON with the keys in order, so that the same search is the same text however its parameters were sent. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One alert per address and search; the language of the e-mails is not part of it. */
const alertKey = (email: string, search: AlertSearch, query: Record<string, unknown>) => {
  const { lang: _lang, ...rest } = query;
  return createHash('sha256')
    .update(`${email}\n${search}\n${canonical(rest)}`)
    .digest('hex');
};

export interface NewAlert {
  email: string;
  language: Locale;
  search: AlertSearch;
  query: Record<string, unknown>;
}

/** The alerts and their links' tokens (migration 0016). */
export class AlertStore {
  constructor(private readonly db: Kysely<DB>) {}

  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Stores the alert, or finds the one the address already has for this search. A pending alert takes the new
   * language and query and gets new links (the caller mails them); a confirmed one is left as it is and
   * `undefined` is returned: its owner gets nothing, and the visitor the same answer.
   */
  async upsert(trx: Transaction<DB>, alert: NewAlert, now: number): Promise<AlertRow | undefined> {
    // The new row, or the existing one, in one statement: a select after an insert could miss a row another
    // request is writing at the same moment.
    const row = await trx
      .insertInto('search_alerts')
      .values({
        alert_key: alertKey(alert.email, alert.search, alert.query),
        email: alert.email,
        language: alert.language,
        search: alert.search,
        query: JSON.stringify(alert.query),
        status: 'pending',
        created_at: iso(now),
      })
      .onConflict((conflict) =>
        conflict.column('alert_key').doUpdateSet({ alert_key: (eb) => eb.ref('excluded.alert_key') }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    if (row.status === 'confirmed') return undefined;
    return trx
      .updateTable('search_alerts')
      .set({ language: alert.language, query: JSON.stringify(alert.query), created_at: iso(now) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A new link of the alert; returns its token, of which only the hash is stored. */
  async newToken(trx: Transaction<DB>, alertId: number, purpose: 'confirm' | 'unsubscribe', now: number) {
    const token = newToken();
    await trx
      .insertInto('search_alert_tokens')
      .values({ token_hash: hashToken(token), alert_id: alertId, purpose, created_at: iso(now) })
      .execute();
    return token;
  }

  /**
   * Confirms the alert of a confirmation link still valid. It then follows the judgments published from now on:
   * its cursor is the change feed's latest entry. Confirming again changes nothing.
   */
  async confirm(token: string, now: number): Promise<AlertRow | undefined> {
    return this.transaction(async (trx) => {
      const link = await trx
        .selectFrom('search_alert_tokens')
        .select('alert_id')
        .where('token_hash', '=', hashToken(token))
        .where('purpose', '=', 'confirm')
        .where('created_at', '>', iso(now - CONFIRMATION_DAYS * DAY_MS))
        .executeTakeFirst();
      if (!link) return undefined;
      await trx
        .updateTable('search_alerts')
        .set({ status: 'confirmed', confirmed_at: iso(now), cursor: await latestCursor(trx) })
        .where('id', '=', link.alert_id)
        .where('status', '=', 'pending')
        .execute();
      return trx.selectFrom('search_alerts').selectAll().where('id', '=', link.alert_id).executeTakeFirst();
    });
  }

  /** Deletes the alert of an unsubscription link, with everything kept about it; false when there is none. */
  async unsubscribe(token: string): Promise<boolean> {
    return this.transaction(async (trx) => {
      const link = await trx
        .selectFrom('search_alert_tokens')
        .select('alert_id')
        .where('token_hash', '=', hashToken(token))
        .where('purpose', '=', 'unsubscribe')
        .executeTakeFirst();
      if (!link) return false;
      await this.remove(trx, [link.alert_id]);
      return true;
    });
  }

  /** Forgets alerts whose confirmation link ran out. */
  async forgetUnconfirmed(now: number): Promise<void> {
    await this.transaction(async (trx) => {
      const stale = await trx
        .selectFrom('search_alerts')
        .select('id')
        .where('status', '=', 'pending')
        .where('created_at', '<=', iso(now - CONFIRMATION_DAYS * DAY_MS))
        .execute();
      await this.remove(
        trx,
        stale.map((row) => row.id),
      );
    });
  }

  /**
   * The alert, its links, the record of what it was sent and its e-mails not yet sent. An e-mail being sent
   * right now (`sending`) is left to finish: it is on its way.
   */
  private async remove(trx: Transaction<DB>, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await trx.deleteFrom('search_alert_tokens').where('alert_id', 'in', ids).execute();
    await trx.deleteFrom('search_alert_deliveries').where('alert_id', 'in', ids).execute();
    await trx.deleteFrom('search_alert_mails').where('alert_id', 'in', ids).where('status', '!=', 'sending').execute();
    await trx.deleteFrom('search_alerts').where('id', 'in', ids).execute();
  }
}
