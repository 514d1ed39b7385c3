import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '@court/shared';
import { withoutSections } from '../without-sections';

const document: ContentDocument = {
  path: '/en/court/basic-texts',
  slug: 'basic-texts',
  dir: '/en/court',
  lang: 'en',
  title: 'Basic texts',
  toc: [
    { id: 'one', depth: 2, text: 'One' },
    { id: 'three', depth: 2, text: 'Three' },
    { id: 'three-a', depth: 3, text: 'Three A' },
    { id: 'four', depth: 2, text: 'Four' },
  ],
  body: [
    '<p>Intro</p>',
    '<h2 id="one">One</h2><p>Kept</p>',
    '<h2 id="three">Three</h2><p>Gone 3</p><h3 id="three-a">Three A</h3><p>Gone 3a</p>',
    '<h2 id="four">Four</h2><ul><li>Gone 4</li></ul>',
  ].join('\n'),
};

describe('withoutSections', () => {
  it('removes each section with its sub-sections and their table-of-contents entries', () => {
    const result = withoutSections(document, ['three', 'four']);
    expect(result.body).toContain('Intro');
    expect(result.body).toContain('<h2 id="one">One</h2><p>Kept</p>');
    expect(result.body).not.toMatch(/Gone|three|four/);
    expect(result.toc.map((entry) => entry.id)).toEqual(['one']);
  });

  it('stops at the next heading of the same level', () => {
    const result = withoutSections(document, ['one']);
    expect(result.body).not.toContain('Kept');
    expect(result.body).toContain('Gone 3');
    expect(result.toc.map((entry) => entry.id)).toEqual(['three', 'three-a', 'four']);
  });

  it('leaves the block as it is when an id is not a heading of it', () => {
    expect(withoutSections(document, ['missing'])).toBe(document);
  });
});
