import { Type } from 'typebox';
import { caseLookupKind } from '../../publishing/kinds/case-lookup.js';
import { pendingCaseKind } from '../../publishing/kinds/pending-case.js';
import { RollNumber } from '@court/contract/schemas/common';
import type { App } from '../../types.js';
import { registerItemRoutes } from './item-routes.js';

/** `/publishing/pending-cases/{rollNumber}` and `/publishing/case-lookup/{idRole}`, for the registry (publish:cases). */
export function caseRoutes(app: App): void {
  registerItemRoutes<{ rollNumber: string }>(app, {
    kind: pendingCaseKind,
    path: '/pending-cases/:rollNumber',
    params: Type.Object({ rollNumber: RollNumber }),
    keyOf: ({ rollNumber }) => rollNumber,
    noun: 'a pending case',
  });
  registerItemRoutes<{ idRole: string }>(app, {
    kind: caseLookupKind,
    path: '/case-lookup/:idRole',
    params: Type.Object({ idRole: RollNumber }),
    keyOf: ({ idRole }) => idRole,
    noun: 'the case lookup entry of a roll number',
  });
}
