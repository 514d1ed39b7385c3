import { cjeuReferralKind } from '../../publishing/kinds/cjeu-referral.js';
import type { App } from '../../types.js';
import { registerItemRoutes } from './item-routes.js';
import { IdParams } from './schemas.js';

/** `/publishing/cjeu-referrals/{id}`, for the registry (publish:judgments): the questions put to the Court of Justice. */
export function cjeuReferralRoutes(app: App): void {
  registerItemRoutes<{ id: string }>(app, {
    kind: cjeuReferralKind,
    path: '/cjeu-referrals/:id',
    params: IdParams('The id the registry gives the referral'),
    keyOf: ({ id }) => id,
    noun: 'a referral to the Court of Justice of the EU',
  });
}
