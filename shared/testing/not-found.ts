import type { ErrorEnvelope } from '@court/contract';

/** The errors envelope the API answers for a path it does not serve. */
export function notFound(method: string, path: string): { status: 404; body: ErrorEnvelope } {
  return { status: 404, body: { errors: [{ code: 'not-found', message: `No resource at ${method} ${path}` }] } };
}
