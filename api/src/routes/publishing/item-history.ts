import type { onRequestHookHandler } from 'fastify';
import { paging } from '@court/contract/schemas/common';
import { ItemHistory, ItemHistoryQuery } from '@court/contract/schemas/publishing';
import { HttpError } from '../../errors.js';
import { auditEntries } from '../../publishing/item-store.js';
import type { App } from '../../types.js';
import type { ItemRoutes } from './item-routes.js';
import { PublishingErrors } from './schemas.js';

/**
 * `GET {item}/history`: the writes of one item, newest first, as the audit log records them. It takes the kind's
 * scope (`onRequest`): whoever may write the item may see who wrote it, without reading the whole audit log.
 */
export function registerItemHistory<Params>(
  app: App,
  route: ItemRoutes<Params>,
  onRequest: onRequestHookHandler,
): void {
  const { kind } = route;
  app.get(
    `${route.path}/history`,
    {
      onRequest,
      config: { responseCache: false },
      schema: {
        tags: ['publishing'],
        summary: `Who wrote ${route.noun} and when, newest first`,
        security: [{ staff: [kind.scope] }],
        params: route.params,
        querystring: ItemHistoryQuery,
        response: { 200: ItemHistory, ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const key = route.keyOf(request.params as Params);
      if (!(await app.publishing.service.get(kind, key))) {
        throw new HttpError(404, 'not-found', `No ${kind.name} ${key} was written`);
      }
      const { page, pageSize, offset } = paging(request.query);
      const { rows, total } = await auditEntries(
        app.database.db,
        { kind: kind.name, key },
        { limit: pageSize, offset },
      );
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map(({ at, actor, action, version }) => ({ at, actor, action, version })),
        total,
        page,
        pageSize,
      };
    },
  );
}
