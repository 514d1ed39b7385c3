import { Type } from 'typebox';
import { ListOf, PagingQuery, paging, Query } from '@court/contract/schemas/common';
import { AuditAction } from '@court/contract/schemas/publishing';
import { auditEntries } from '../../publishing/item-store.js';
import type { App } from '../../types.js';
import { PublishingErrors } from './schemas.js';
import { requireScope } from './staff-scope.js';

const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.String({ description: 'A user name, a client id, or scheduler' }),
  clientId: Type.String(),
  kind: Type.String(),
  key: Type.String(),
  action: AuditAction,
  previousVersion: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Unknown({ description: 'The version before the write, as written; null for none' }),
  version: Type.Union([Type.Integer(), Type.Null()]),
  current: Type.Unknown({ description: 'The version the write made, or what was sent (documents); null for none' }),
});

const AuditQuery = Query({
  kind: Type.Optional(
    Type.String({ maxLength: 40, description: 'Only the writes of this kind: judgment, press-release, …' }),
  ),
  key: Type.Optional(
    Type.String({ maxLength: 100, description: 'Only the writes of the item with this key: 2026/42' }),
  ),
  ...PagingQuery,
});

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** `GET /publishing/audit`: every write, newest first, for whoever holds publish:audit. */
export function auditRoutes(app: App): void {
  app.get(
    '/audit',
    {
      onRequest: requireScope(app, 'publish:audit'),
      config: { responseCache: false },
      schema: {
        tags: ['publishing'],
        summary: 'The audit log of publishing: who wrote what and when, with the versions before and after',
        security: [{ staff: ['publish:audit'] }],
        querystring: AuditQuery,
        response: { 200: ListOf(AuditEntry), ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const { kind, key } = request.query;
      const { page, pageSize, offset } = paging(request.query);
      const { rows, total } = await auditEntries(app.database.db, { kind, key }, { limit: pageSize, offset });
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at,
          actor: row.actor,
          clientId: row.client_id,
          kind: row.kind,
          key: row.key,
          action: row.action,
          previousVersion: row.previous_version,
          previous: parse(row.previous),
          version: row.version,
          current: parse(row.current),
        })),
        total,
        page,
        pageSize,
      };
    },
  );
}
