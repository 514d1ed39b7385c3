import { describe, expect, it } from 'vitest';
import de from '../de.json';
import en from '../en.json';
import fr from '../fr.json';
import nl from '../nl.json';

type Texts = { [key: string]: string | Texts };

/** Every text's key, with the plural suffixes (`_one`, `_many`…) folded into their base key. */
function keys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) =>
      typeof value === 'string'
        ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
        : keys(value, `${prefix}${key}.`),
    )
    .filter((key, index, all) => all.indexOf(key) === index)
    .sort();
}

describe('the search section’s texts', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['de', de],
  ])('exist in %s for every English text, and no others', (_, texts) => {
    expect(keys(texts)).toEqual(keys(en));
  });

  it('are never empty', () => {
    for (const texts of [en, nl, fr, de]) {
      const empty = JSON.stringify(texts).match(/"[^"]+":""/g);
      expect(empty).toBeNull();
    }
  });
});
