import { Type } from 'typebox';
import { ErrorEnvelope } from '@court/contract/schemas/common';
import { ITEM_ID } from '@court/contract/schemas/publishing-fields';

/** The address of an item known by the id its writer gives it. */
export const IdParams = (description: string) =>
  Type.Object({
    id: Type.String({ pattern: ITEM_ID, description: `${description}: lowercase letters, digits and dashes` }),
  });

/** The answers every publishing operation can give besides its own. */
export const PublishingErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  412: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
  503: ErrorEnvelope,
};
