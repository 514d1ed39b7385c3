import { ApiKeyIdParams, ApiKeyRequest, ApiKeySummary, IssuedApiKey } from '@court/contract/schemas/api-keys';
import { ListOf, PagingQuery, paging, Query } from '@court/contract/schemas/common';
import { summaryOf } from '../../api-keys/api-key-service.js';
import { notFound } from '../../errors.js';
import type { App } from '../../types.js';
import { PublishingErrors } from './schemas.js';
import { callerOf, requireScope } from './staff-scope.js';

const SCOPE = 'publish:api-keys';

/**
 * `/publishing/api-keys`: the court's staff issue a re-user a key for a higher rate limit (answered once, stored
 * only as a hash), list the keys without their secrets, and revoke one. Issuing and revoking are audited.
 */
export function apiKeyRoutes(app: App): void {
  const common = {
    onRequest: requireScope(app, SCOPE),
    config: { responseCache: false },
  };
  const schema = { tags: ['publishing'], security: [{ staff: [SCOPE] }] };

  app.post(
    '/api-keys',
    {
      ...common,
      schema: {
        ...schema,
        summary: 'Issue an API key; the answer is the only time the key is shown',
        body: ApiKeyRequest,
        response: { 201: IssuedApiKey, ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const issued = await app.apiKeys.service.issue(request.body, callerOf(request));
      return reply.code(201).header('cache-control', 'no-store').send(issued);
    },
  );

  app.get(
    '/api-keys',
    {
      ...common,
      schema: {
        ...schema,
        summary: 'The API keys issued, newest first, revoked ones too, without their secrets',
        querystring: Query({ ...PagingQuery }),
        response: { 200: ListOf(ApiKeySummary), ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const { page, pageSize, offset } = paging(request.query);
      const { rows, total } = await app.apiKeys.service.repository.page(pageSize, offset);
      reply.header('cache-control', 'no-store');
      return { items: rows.map(summaryOf), total, page, pageSize };
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      ...common,
      schema: {
        ...schema,
        summary: 'Revoke an API key: every instance refuses it within seconds',
        params: ApiKeyIdParams,
        response: { 200: ApiKeySummary, ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const revoked = await app.apiKeys.service.revoke(request.params.id, callerOf(request));
      if (!revoked) throw notFound('No API key has this id');
      await app.apiKeys.revoked(revoked.id);
      reply.header('cache-control', 'no-store');
      return revoked;
    },
  );
}
