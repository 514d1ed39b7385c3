import { Type } from 'typebox';
import { judgmentKey } from '../../domain/references.js';
import { judgmentKind } from '../../publishing/kinds/judgment.js';
import type { App } from '../../types.js';
import { registerItemRoutes } from './item-routes.js';

const Params = Type.Object({
  year: Type.Integer({ minimum: 1985, maximum: 2100, description: 'Year of the judgment' }),
  number: Type.Integer({ minimum: 1, maximum: 9999, description: 'Number within the year' }),
});

/** `/publishing/judgments/{year}/{number}` and its PDFs, for the registry (publish:judgments). */
export function judgmentRoutes(app: App): void {
  registerItemRoutes<{ year: number; number: number }>(app, {
    kind: judgmentKind,
    path: '/judgments/:year/:number',
    params: Params,
    keyOf: ({ year, number }) => judgmentKey(year, number),
    noun: 'a judgment',
  });
}
