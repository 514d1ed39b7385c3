import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../../errors.js';
import { bearerToken, InsufficientScopeError, type StaffCaller } from '../../publishing/staff-tokens.js';
import type { App } from '../../types.js';

const callers = new WeakMap<FastifyRequest, StaffCaller>();

/**
 * Lets a request through only with a bearer token of the staff identity provider holding `scope`. It runs
 * first (onRequest), so nobody learns anything of an operation, not even what its body must be, without one.
 */
export function requireScope(app: App, scope: string): onRequestHookHandler {
  return async (request) => {
    const { verifier } = app.publishing;
    if (!verifier) {
      throw new HttpError(503, 'publishing-unavailable', 'Publishing needs a staff identity provider (STAFF_ISSUER)');
    }
    const caller = await verifier.verify(bearerToken(request.headers.authorization));
    if (!caller.scopes.has(scope)) throw new InsufficientScopeError(scope);
    callers.set(request, caller);
  };
}

/** The caller a request's token stands for (after requireScope). */
export function callerOf(request: FastifyRequest): StaffCaller {
  const caller = callers.get(request);
  if (!caller) throw new Error('requireScope did not run for this route');
  return caller;
}
