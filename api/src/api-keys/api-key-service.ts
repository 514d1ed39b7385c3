import type { ApiKeyRequest, ApiKeySummary, IssuedApiKey } from '@court/contract/schemas/api-keys';
import type { Database } from '../db/engine.js';
import { underContentLock } from '../db/write-lock.js';
import { addAudit } from '../publishing/item-store.js';
import type { Writer } from '../publishing/service.js';
import { ApiKeyRepository, type ApiKeyRow } from './api-key-repository.js';
import { keyPrefix, newApiKey } from './api-key-secret.js';

/** The kind under which the audit log records the keys' writes, by key id. */
const AUDIT_KIND = 'api-key';

export function summaryOf(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    prefix: keyPrefix(row.id),
    holder: row.holder,
    email: row.email,
    limitPerMinute: row.limit_per_minute,
    createdAt: row.created_at,
    createdBy: row.created_by,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
  };
}

/**
 * Issuing and revoking keys, each write with its audit entry in one transaction. The audit keeps what was
 * issued without the key or its hash. The write lock is the content's: issuing is rare, and SQLite needs a
 * writer to wait its turn rather than fail.
 */
export class ApiKeyService {
  readonly repository: ApiKeyRepository;

  constructor(
    private readonly database: Database,
    /** The limit of a key issued without one. */
    private readonly defaultLimit: number,
  ) {
    this.repository = new ApiKeyRepository(database.db);
  }

  issue(request: ApiKeyRequest, writer: Writer): Promise<IssuedApiKey> {
    const { id, key, hash } = newApiKey();
    const row: ApiKeyRow = {
      id,
      key_hash: hash,
      holder: request.holder,
      email: request.email,
      limit_per_minute: request.limitPerMinute ?? this.defaultLimit,
      created_at: new Date().toISOString(),
      created_by: writer.subject,
      expires_at: request.expiresAt ? new Date(request.expiresAt).toISOString() : null,
      revoked_at: null,
      revoked_by: null,
    };
    return underContentLock(this.database, async (db) => {
      await this.repository.insert(row, db);
      const current = JSON.stringify(summaryOf(row));
      await addAudit(
        db,
        { at: row.created_at, writer, kind: AUDIT_KIND, key: id, action: 'create' },
        { previous_version: null, previous: null, version: null, current },
      );
      return { ...summaryOf(row), key };
    });
  }

  /** The key after revoking it, or undefined for an unknown id; revoking a revoked key changes nothing. */
  revoke(id: string, writer: Writer): Promise<ApiKeySummary | undefined> {
    return underContentLock(this.database, async (db) => {
      const before = await this.repository.find(id, db);
      if (!before) return undefined;
      const at = new Date().toISOString();
      if (await this.repository.revoke(id, at, writer.subject, db)) {
        await addAudit(
          db,
          { at, writer, kind: AUDIT_KIND, key: id, action: 'withdraw' },
          {
            previous_version: null,
            previous: JSON.stringify(summaryOf(before)),
            version: null,
            current: JSON.stringify(summaryOf({ ...before, revoked_at: at, revoked_by: writer.subject })),
          },
        );
      }
      return summaryOf((await this.repository.find(id, db))!);
    });
  }
}
