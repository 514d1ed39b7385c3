export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Value of the cookie `name` in a `document.cookie`-style string, decoded. */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${options.maxAgeSeconds}`);
  attributes.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = serializeCookie(name, '', { path, maxAgeSeconds: 0 });
}
