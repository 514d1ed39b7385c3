let origin = '';
let headers: Record<string, string> = {};

/**
 * Where the API is when a page is drawn outside the browser: a section's first screen, rendered by the site
 * server, asks its data from that server over loopback, with the headers the server gives. In the browser it
 * stays empty (this page's origin).
 */
export function setApiOrigin(value: string, withHeaders: Record<string, string> = {}): void {
  origin = value.replace(/\/$/, '');
  headers = withHeaders;
}

export const apiOrigin = (): string => origin;

export const apiOriginHeaders = (): Record<string, string> => headers;
