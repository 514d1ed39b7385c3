import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthSigningKeysTable, DB } from '../db/tables.js';
import { LONGEST_LOGIN_SECONDS, type SiteKey, type SiteKeySource } from './site-tokens.js';

/** How old an instance's copy of the keys may get before it reads them again. */
export const REFRESH_MS = 60_000;

/**
 * A new key signs only this long after it was stored. By then every instance has read it (REFRESH_MS), even with
 * clocks a few minutes apart, so no instance meets a token signed with a key it does not know yet and a token
 * with an unknown `kid` is refused without asking the database.
 */
export const HANDOVER_MS = 5 * 60_000;

/** A retired key is deleted once every token it signed has expired, with the handover's margin for clocks. */
export const KEPT_AFTER_RETIREMENT_MS = LONGEST_LOGIN_SECONDS * 1000 + HANDOVER_MS;

interface KeyRing {
  loadedAt: number;
  /** Oldest first. */
  rows: AuthSigningKeysTable[];
  byKid: ReadonlyMap<string, SiteKey>;
}

/**
 * The keys of the site tokens in the database (`auth_signing_keys`), shared by every instance and kept across
 * restarts. The newest key is replaced once it is `rotationMs` old: the next one is stored, the current one is
 * retired at the handover and keeps verifying until its tokens have expired, then it is deleted. Whichever
 * instance reads the keys first when a change is due makes it; the writes are single statements that every
 * instance may repeat, so instances starting or rotating together end with the same keys.
 */
export class DatabaseKeys implements SiteKeySource {
  private ring: KeyRing | undefined;
  private reading: Promise<KeyRing> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly rotationMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async signingKey(): Promise<SiteKey> {
    const { rows, byKid } = await this.current();
    const now = this.now().toISOString();
    // Of the keys, the oldest not yet retired: a key stored for the next turn waits for the handover.
    const signing = rows.find((row) => row.retired_at === null || row.retired_at > now);
    const key = signing && byKid.get(signing.kid);
    if (!key) throw new Error('No key to sign site tokens with');
    return key;
  }

  async verificationKey(kid: string): Promise<SiteKey | undefined> {
    return (await this.current()).byKid.get(kid);
  }

  /** Reads the keys again now, after making the changes that are due; concurrent callers share one read. */
  async refresh(): Promise<void> {
    await this.reload();
  }

  private current(): Promise<KeyRing> {
    const { ring } = this;
    if (ring && this.now().getTime() - ring.loadedAt < REFRESH_MS) return Promise.resolve(ring);
    return this.reload();
  }

  private reload(): Promise<KeyRing> {
    this.reading ??= this.maintain()
      .then((ring) => (this.ring = ring))
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async maintain(): Promise<KeyRing> {
    const now = this.now();
    let rows = await this.read();
    const newest = rows.at(-1);
    // A newest key that is retired was taken out of service by hand: the next one signs at once.
    if (!newest || newest.retired_at !== null || now.getTime() - Date.parse(newest.created_at) >= this.rotationMs) {
      await this.storeNext(newest, now);
      rows = await this.read();
    }
    rows = await this.retirePredecessors(rows);
    rows = await this.deleteUnneeded(rows, now);
    return {
      loadedAt: now.getTime(),
      rows,
      byKid: new Map(rows.map((row) => [row.kid, { kid: row.kid, secret: Buffer.from(row.secret, 'base64url') }])),
    };
  }

  private read(): Promise<AuthSigningKeysTable[]> {
    return this.db.selectFrom('auth_signing_keys').selectAll().orderBy('generation').execute();
  }

  /** Instances that find the same key due store the same generation: the unique column keeps only the first. */
  private async storeNext(newest: AuthSigningKeysTable | undefined, now: Date): Promise<void> {
    await this.db
      .insertInto('auth_signing_keys')
      .values({
        kid: randomBytes(12).toString('base64url'),
        generation: (newest?.generation ?? 0) + 1,
        secret: randomBytes(32).toString('base64url'),
        created_at: now.toISOString(),
        retired_at: null,
      })
      .onConflict((conflict) => conflict.column('generation').doNothing())
      .execute();
  }

  /**
   * Every key but the newest retires at its successor's handover. Derived from the successor, so any instance
   * writes the same time, and a retirement that an instance stopped before writing is written by the next.
   */
  private async retirePredecessors(rows: AuthSigningKeysTable[]): Promise<AuthSigningKeysTable[]> {
    const retired: AuthSigningKeysTable[] = [];
    for (const [index, row] of rows.entries()) {
      const successor = rows[index + 1];
      if (row.retired_at !== null || !successor) {
        retired.push(row);
        continue;
      }
      const retiredAt = new Date(Date.parse(successor.created_at) + HANDOVER_MS).toISOString();
      await this.db
        .updateTable('auth_signing_keys')
        .set({ retired_at: retiredAt })
        .where('kid', '=', row.kid)
        .where('retired_at', 'is', null)
        .execute();
      retired.push({ ...row, retired_at: retiredAt });
    }
    return retired;
  }

  private async deleteUnneeded(rows: AuthSigningKeysTable[], now: Date): Promise<AuthSigningKeysTable[]> {
    const cutoff = new Date(now.getTime() - KEPT_AFTER_RETIREMENT_MS).toISOString();
    const unneeded = rows.filter((row) => row.retired_at !== null && row.retired_at < cutoff).map((row) => row.kid);
    if (unneeded.length === 0) return rows;
    await this.db.deleteFrom('auth_signing_keys').where('kid', 'in', unneeded).execute();
    return rows.filter((row) => !unneeded.includes(row.kid));
  }
}
