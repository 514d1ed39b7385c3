/**
 * The token of an `Authorization: Bearer …` header, or undefined when there is none. The scheme name is
 * case-insensitive (RFC 7235, section 2.1), the token is a b64token (RFC 6750, section 2.1).
 */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header === undefined ? undefined : /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header)?.[1];
}
