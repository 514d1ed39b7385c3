import { createHash } from 'node:crypto';

/** JSON with the keys of every object in order, so that the same content is always the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** A strong entity tag of a canonical text. */
export function entityTag(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-Match` header accepts the current tag: `*` for any, or one of a comma-separated list. */
export function ifMatchAccepts(header: string, current: string | undefined): boolean {
  if (current === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === current);
}
