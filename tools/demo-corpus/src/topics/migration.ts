import de from './de/migration.json' with { type: 'json' };
import en from './en/migration.json' with { type: 'json' };
import fr from './fr/migration.json' with { type: 'json' };
import nl from './nl/migration.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Migration and nationality: family reunification, reception of asylum seekers, deprivation of nationality. */
export const MIGRATION: Topic = {
  id: 'migration',
  areas: ['administrative', 'civil', 'labour'],
  weight: 9,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'migration-family-income',
      topic: 'migration',
      sub: 'family-reunification',
      frame: 'equality',
      since: 2012,
      legislators: ['federal'],
      code: 'aliens-law',
      articles: ['10', '40ter'],
      constitution: ['10', '11', '22'],
      treaties: [{ id: 'echr', articles: ['8'] }],
      eu: { id: 'eu-charter', article: '7' },
      keywords: ['family-reunification', 'family-life', 'sufficient-resources'],
      applicants: ['individual', 'non-profit'],
    },
    {
      id: 'migration-reception-subsequent',
      topic: 'migration',
      sub: 'reception',
      frame: 'rights',
      since: 2008,
      legislators: ['federal'],
      code: 'reception-law',
      articles: ['4', '6'],
      constitution: ['23'],
      treaties: [{ id: 'echr', articles: ['3'] }],
      eu: { id: 'eu-charter', article: '1' },
      keywords: ['reception-asylum-seekers', 'human-dignity', 'material-aid'],
      applicants: ['individual', 'non-profit'],
    },
    {
      id: 'migration-nationality-deprivation',
      topic: 'migration',
      sub: 'nationality',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'nationality-code',
      articles: ['23', '23/1'],
      constitution: ['10', '11'],
      keywords: ['nationality', 'deprivation-of-nationality', 'statelessness'],
      applicants: ['individual'],
    },
  ]),
};
