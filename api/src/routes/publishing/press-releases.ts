import { pressReleaseKind } from '../../publishing/kinds/press-release.js';
import type { App } from '../../types.js';
import { registerItemRoutes } from './item-routes.js';
import { registerPressReleaseItems } from './press-release-items.js';
import { registerPressReleasePreview } from './press-release-preview.js';
import { IdParams } from './schemas.js';

/** `/publishing/press-releases/{id}`, its PDFs, the list and the preview, for the press office (publish:press). */
export function pressReleaseRoutes(app: App): void {
  registerItemRoutes<{ id: string }>(app, {
    kind: pressReleaseKind,
    path: '/press-releases/:id',
    params: IdParams('The id the press office gives the release'),
    keyOf: ({ id }) => id,
    noun: 'a press release',
  });
  registerPressReleaseItems(app);
  registerPressReleasePreview(app);
}
