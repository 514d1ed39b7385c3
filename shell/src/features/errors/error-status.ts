import { isRouteErrorResponse } from '@court/runtime';

/** The status of a route error: its own when it has one, else 500 (spec section 8). */
export function statusOfError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** A short technical message for the "Error: {message}" line. */
export function messageOfError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === 'string' && error.data ? error.data : error.statusText || String(error.status);
  }
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.name;
  return String(error);
}
