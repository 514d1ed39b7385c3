/**
 * Files whose name carries an 8-hex content hash (`main.1a2b3c4d.js`, `42.1a2b3c4d.css`, their `.map`) never
 * change: browsers may keep them a year. Everything else (index.html, remoteEntry.js, mf-manifest.json, the
 * runtime config) must be revalidated on every use so a new release shows at once.
 */
const HASHED = /\.[0-9a-f]{8}(?:\.[a-z0-9]+)+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(fileName: string): string {
  return HASHED.test(fileName) ? IMMUTABLE : REVALIDATE;
}
