import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

/**
 * Throws the body's validation error, if any. A malformed address gets its own code, so the page can say
 * "invalid e-mail" rather than a generic error. For routes registered with `attachValidation`.
 */
export function checkEmailBody(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const items = (error as { validation?: { instancePath?: string; params?: { missingProperty?: unknown } }[] })
    .validation;
  const onEmail = items?.some((item) => item.instancePath === '/email' || item.params?.missingProperty === 'email');
  if (onEmail) throw new HttpError(400, 'invalid-email', 'body/email is not a valid e-mail address');
  throw error;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
