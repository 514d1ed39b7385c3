/** Which request paths the document server accepts; anything else is refused before touching the disk. */

/** Other documents: `/public/` then lowercase segments of letters, digits, dot, dash, underscore; a known extension. */
export const DOCUMENT_PATH = /^\/public\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:pdf|jpg|jpeg|png)$/;

export const isImagePath = (publicPath: string): boolean => /\.(?:jpg|jpeg|png)$/.test(publicPath);

/** `2025-061f.pdf` in folder `f/2025` → number 61; undefined when the name does not fit its folder. */
export function judgmentNumberOf(file: string, letter: string, year: number): number | undefined {
  const match = /^(\d{4})-(\d{3,4})([nfd])\.pdf$/.exec(file);
  if (!match || Number(match[1]) !== year || match[3] !== letter) return undefined;
  const number = Number(match[2]);
  // Only the canonical, zero-padded spelling: 2025-061f.pdf, not 2025-0061f.pdf.
  return number > 0 && match[2] === String(number).padStart(3, '0') ? number : undefined;
}

/**
 * A request path that tries to leave its folder or smuggle separators: `..` segments, backslashes, NUL, or
 * percent-encoded dots, slashes and backslashes.
 */
export function isSuspiciousPath(rawPath: string): boolean {
  return /(?:^|\/)\.\.?(?:\/|$)|\\|\0|%00|%2e|%2f|%5c/i.test(rawPath);
}
