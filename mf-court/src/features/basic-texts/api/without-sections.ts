import type { ContentDocument } from '@court/shared';

const headingLevel = (element: Element): number | undefined => {
  const match = /^H([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : undefined;
};

/**
 * The block without the sections whose headings have these ids: each heading and everything after it up to
 * the next heading of the same or a higher level, and their entries in the table of contents.
 */
export function withoutSections(document: ContentDocument, ids: readonly string[]): ContentDocument {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${document.body}</body>`, 'text/html');
  const removed = new Set<string>();
  for (const id of ids) {
    const heading = parsed.getElementById(id);
    const level = heading ? headingLevel(heading) : undefined;
    if (!heading || level === undefined) continue;
    let node: Element | null = heading;
    do {
      const next: Element | null = node.nextElementSibling;
      if (node.id) removed.add(node.id);
      node.querySelectorAll('[id]').forEach((inner) => removed.add(inner.id));
      node.remove();
      node = next;
    } while (node && !((headingLevel(node) ?? 7) <= level));
  }
  if (removed.size === 0) return document;
  return {
    ...document,
    body: parsed.body.innerHTML.trim(),
    toc: document.toc.filter((entry) => !removed.has(entry.id)),
  };
}
