/**
 * The anchor of a heading: lower case, accents folded, anything else than a letter or digit becomes a hyphen.
 * `1. La Constitution de la Belgique fédérale` → `1-la-constitution-de-la-belgique-federale`.
 */
export function slugify(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lower case without diacritics (é → e, ß → ss), for anchors and accent-insensitive search. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .toLowerCase();
}
