import de from './de/data-protection.json' with { type: 'json' };
import en from './en/data-protection.json' with { type: 'json' };
import fr from './fr/data-protection.json' with { type: 'json' };
import nl from './nl/data-protection.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Protection of personal data: retention of communications data and police databases. */
export const DATA_PROTECTION: Topic = {
  id: 'data-protection',
  areas: ['criminal', 'administrative', 'civil'],
  weight: 5,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'data-retention-telecom',
      topic: 'data-protection',
      sub: 'data-retention',
      frame: 'rights',
      since: 2006,
      legislators: ['federal'],
      code: 'electronic-communications-law',
      articles: ['126', '126/1'],
      constitution: ['22'],
      treaties: [{ id: 'echr', articles: ['8'] }],
      eu: { id: 'eu-charter', article: '7' },
      keywords: ['data-retention', 'electronic-communications', 'personal-data'],
      applicants: ['non-profit', 'individual'],
    },
    {
      id: 'data-police-database',
      topic: 'data-protection',
      sub: 'surveillance',
      frame: 'rights',
      since: 2015,
      legislators: ['federal'],
      code: 'police-function-law',
      articles: ['44/1', '44/9', '44/11'],
      constitution: ['22'],
      treaties: [{ id: 'echr', articles: ['8'] }],
      eu: { id: 'eu-charter', article: '8' },
      keywords: ['police-databases', 'personal-data', 'data-retention'],
      applicants: ['individual', 'non-profit'],
      opponentKind: 'authority',
    },
  ]),
};
