import { paging } from '@court/contract/schemas/common';
import { PressReleaseItemList, PressReleaseItemQuery } from '@court/contract/schemas/press-publishing';
import { pressReleaseKind } from '../../publishing/kinds/press-release.js';
import { listPressReleaseItems } from '../../publishing/press-release-items.js';
import type { App } from '../../types.js';
import { PublishingErrors } from './schemas.js';
import { requireScope } from './staff-scope.js';

/** `GET /publishing/press-releases`: every press release the press office has written, in any state. */
export function registerPressReleaseItems(app: App): void {
  app.get(
    '/press-releases',
    {
      onRequest: requireScope(app, pressReleaseKind.scope),
      config: { responseCache: false },
      schema: {
        tags: ['publishing'],
        summary: 'Every press release in any state (drafts, scheduled, published, withdrawn), newest first',
        description:
          'Ordered by the release’s date, then by its last write, both newest first. `q` matches the words of a ' +
          'title in any language, whatever their case and accents.',
        security: [{ staff: [pressReleaseKind.scope] }],
        querystring: PressReleaseItemQuery,
        response: { 200: PressReleaseItemList, ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const { page, pageSize, offset } = paging(request.query);
      const { state, type, lang, q } = request.query;
      const { items, total } = await listPressReleaseItems(app.database.db, {
        state,
        type,
        lang,
        q,
        limit: pageSize,
        offset,
      });
      reply.header('cache-control', 'no-store');
      return { items, total, page, pageSize };
    },
  );
}
