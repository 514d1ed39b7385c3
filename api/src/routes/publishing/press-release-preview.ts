import { PressReleaseBody, PressReleasePreview } from '@court/contract/schemas/press-publishing';
import { pressReleaseKind } from '../../publishing/kinds/press-release.js';
import { pressReleaseRow } from '../../storage/press-release-store.js';
import type { App } from '../../types.js';
import { PublishingErrors } from './schemas.js';
import { requireScope } from './staff-scope.js';
import { checkBody } from './validation-errors.js';

/** The id a previewed release answers with: it has none yet. */
const PREVIEW_ID = 'preview';

/**
 * `POST /publishing/press-releases/preview`: a release as the public lists would answer it once published, in each
 * language it has a title in, checked as a PUT checks it. The row it would have in the public table goes through
 * the lists' own answer, so what the press office previews is what the site will show; nothing is stored.
 */
export function registerPressReleasePreview(app: App): void {
  app.post(
    '/press-releases/preview',
    {
      onRequest: requireScope(app, pressReleaseKind.scope),
      schema: {
        tags: ['publishing'],
        summary: 'A press release as the site will show it, per language, without storing it',
        security: [{ staff: [pressReleaseKind.scope] }],
        body: PressReleaseBody,
        response: { 200: PressReleasePreview, ...PublishingErrors },
      },
    },
    async (request, reply) => {
      checkBody(pressReleaseKind, PREVIEW_ID, request.body);
      reply.header('cache-control', 'no-store');
      return app.repos.pressReleases.answersOf(pressReleaseRow(PREVIEW_ID, request.body, {}));
    },
  );
}
