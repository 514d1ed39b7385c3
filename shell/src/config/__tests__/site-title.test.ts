import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@court/runtime';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import nl from '../../locales/nl.json';
import { HYPHENATED_SITE_TITLE, hyphenatedSiteTitle } from '../site-title';

const TITLES: Record<Locale, string> = { de: de.siteTitle, en: en.siteTitle, fr: fr.siteTitle, nl: nl.siteTitle };
const require = createRequire(import.meta.url);

/** Each language's hyphenation patterns: British English's, and German's of today's orthography. */
const PATTERNS: Record<Locale, string> = { de: 'hyphen/de', en: 'hyphen/en-gb', fr: 'hyphen/fr', nl: 'hyphen/nl' };
// The package has no types: its modules are loaded as what they are, a function that hyphenates.
const hyphenatorOf = (locale: Locale) =>
  (require(PATTERNS[locale]) as { hyphenateSync: (text: string) => string }).hyphenateSync;

describe('the site title with its breaks', () => {
  it.each(Object.keys(TITLES) as Locale[])(
    '%s: has a soft hyphen wherever the language’s patterns allow a break, and only there',
    (locale) => {
      const expected = hyphenatorOf(locale)(TITLES[locale]);
      // On a mismatch, the expected value is the one to write in site-title.ts.
      expect(HYPHENATED_SITE_TITLE[locale]).toBe(expected);
      expect(hyphenatedSiteTitle(locale, TITLES[locale])).toBe(expected);
    },
  );

  it('shows a translation that changed since its breaks were written as it is', () => {
    expect(hyphenatedSiteTitle('de', 'Bundesverfassungsgericht')).toBe('Bundesverfassungsgericht');
  });
});
