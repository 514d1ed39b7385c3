import { Type } from 'typebox';
import { pressReleaseKind } from '../../publishing/kinds/press-release.js';
import type { App } from '../../types.js';
import { registerItemRoutes } from './item-routes.js';

const Params = Type.Object({
  id: Type.String({
    pattern: '^[a-z0-9][a-z0-9-]{0,79}$',
    description: 'The id the press office gives the release: lowercase letters, digits and dashes',
  }),
});

/** `/publishing/press-releases/{id}` and its PDFs, for the press office (publish:press). */
export function pressReleaseRoutes(app: App): void {
  registerItemRoutes<{ id: string }>(app, {
    kind: pressReleaseKind,
    path: '/press-releases/:id',
    params: Params,
    keyOf: ({ id }) => id,
    noun: 'a press release',
  });
}
