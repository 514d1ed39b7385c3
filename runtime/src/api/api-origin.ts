let origin = '';
let headers: Record<string, string> = {};
let publicOrigin = '';

/**
 * Where the API is when a page is drawn outside the browser: a section's first screen, rendered by the site
 * server, asks its data from the API at the origin the site server gives, with the headers it gives. In the browser it
 * stays empty (this page's origin).
 */
export function setApiOrigin(value: string, withHeaders: Record<string, string> = {}): void {
  origin = value.replace(/\/$/, '');
  headers = withHeaders;
}

export const apiOrigin = (): string => origin;

export const apiOriginHeaders = (): Record<string, string> => headers;

/** On the server, the origin the visitor's request came to, for what a page shows as an address. */
export function setSiteOrigin(value: string): void {
  publicOrigin = value;
}

/** The site's own origin as the visitor sees it (`https://www.const-court.be`), in the browser and on the server. */
export const siteOrigin = (): string => (typeof window === 'undefined' ? publicOrigin : window.location.origin);
