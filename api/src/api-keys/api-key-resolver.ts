import type { ApiKeyRepository, ApiKeyRow } from './api-key-repository.js';
import { apiKeyId, matchesHash } from './api-key-secret.js';

/**
 * How long an instance trusts what it read of a key. A revocation reaches every instance at once through Redis
 * (plugins/app/api-keys.ts); without Redis, or while it is unreachable, it takes effect within this time.
 */
export const API_KEY_CACHE_MS = 30_000;
/** Enough for every holder; unknown ids are cached too, so a flood of made-up keys cannot grow it further. */
const MAX_ENTRIES = 10_000;

/** What a request's key allows: its own allowance, counted under its id. */
export interface ApiKeyGrant {
  id: string;
  limitPerMinute: number;
}

interface Entry {
  row: ApiKeyRow | undefined;
  until: number;
}

/**
 * Answers what a presented key allows, or undefined for a key that is malformed, unknown, revoked or expired.
 * The rows are kept briefly by id (the absent ones as well), so a keyed client at full speed costs the database
 * one lookup each API_KEY_CACHE_MS; expiry is checked on every request against the kept row.
 */
export class ApiKeyResolver {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly repository: ApiKeyRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async resolve(key: string): Promise<ApiKeyGrant | undefined> {
    const id = apiKeyId(key);
    if (!id) return undefined;
    const row = await this.row(id);
    if (!row || row.revoked_at !== null || !matchesHash(key, row.key_hash)) return undefined;
    if (row.expires_at !== null && Date.parse(row.expires_at) <= this.now()) return undefined;
    return { id, limitPerMinute: row.limit_per_minute };
  }

  /** Drops what this instance kept of a key, after it was revoked here or elsewhere. */
  forget(id: string): void {
    this.entries.delete(id);
  }

  /** Drops everything kept, when revocations may have been missed (Redis was out of reach). */
  forgetAll(): void {
    this.entries.clear();
  }

  private async row(id: string): Promise<ApiKeyRow | undefined> {
    const now = this.now();
    const kept = this.entries.get(id);
    if (kept && kept.until > now) return kept.row;
    const row = await this.repository.find(id);
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { row, until: now + API_KEY_CACHE_MS });
    return row;
  }
}
