import { hearingKind, upcomingDecisionKind } from '../../publishing/kinds/agenda.js';
import type { App } from '../../types.js';
import { registerItemRoutes } from './item-routes.js';
import { IdParams } from './schemas.js';

/** `/publishing/hearings/{id}` and `/publishing/upcoming-decisions/{id}`, for the registry (publish:agenda). */
export function agendaRoutes(app: App): void {
  registerItemRoutes<{ id: string }>(app, {
    kind: hearingKind,
    path: '/hearings/:id',
    params: IdParams('The id the registry gives the hearing'),
    keyOf: ({ id }) => id,
    noun: 'a public hearing',
  });
  registerItemRoutes<{ id: string }>(app, {
    kind: upcomingDecisionKind,
    path: '/upcoming-decisions/:id',
    params: IdParams('The id the registry gives the announcement'),
    keyOf: ({ id }) => id,
    noun: 'an announced delivery of a judgment',
  });
}
