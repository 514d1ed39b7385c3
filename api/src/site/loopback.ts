import { randomBytes } from 'node:crypto';

/**
 * The header a section's first screen sends with the API requests it makes to this server over loopback,
 * with a value known only to this process: those requests stand for the page being served, already counted,
 * so the per-client rate limit lets them through.
 */
export const LOOPBACK_HEADER = 'x-court-first-screen';
export const LOOPBACK_TOKEN = randomBytes(24).toString('base64url');

export const isLoopbackRender = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers[LOOPBACK_HEADER] === LOOPBACK_TOKEN;
