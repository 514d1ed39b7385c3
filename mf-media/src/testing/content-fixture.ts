import type { Locale } from '@court/runtime';
import type { ContentDocument } from '@court/shared';

/** A content block as the content service answers it. */
export function contentBlock(path: string, overrides: Partial<ContentDocument> = {}): ContentDocument {
  const [lang, ...rest] = path.split('/');
  const slug = rest.at(-1) ?? '';
  return {
    path: `/${path}`,
    slug,
    dir: `/${[lang, ...rest.slice(0, -1)].join('/')}`,
    lang: lang as Locale,
    title: `Title of ${slug}`,
    description: `Description of ${slug}`,
    updatedAt: '2026-11-01',
    toc: [],
    body: `<p>Body of ${slug}</p>`,
    ...overrides,
  };
}
