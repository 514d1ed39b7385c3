import de from './de/criminal.json' with { type: 'json' };
import en from './en/criminal.json' with { type: 'json' };
import fr from './fr/criminal.json' with { type: 'json' };
import nl from './nl/criminal.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Criminal law and procedure: pre-trial detention, evidence, sentencing. */
export const CRIMINAL: Topic = {
  id: 'criminal-law',
  areas: ['criminal'],
  weight: 12,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'criminal-detention-monitoring',
      topic: 'criminal-law',
      sub: 'pre-trial-detention',
      frame: 'rights',
      since: 1991,
      legislators: ['federal'],
      code: 'pretrial-detention-law',
      articles: ['16', '22', '30'],
      constitution: ['12'],
      treaties: [{ id: 'echr', articles: ['5'] }],
      keywords: ['pre-trial-detention', 'personal-liberty', 'electronic-monitoring'],
      applicants: ['individual'],
    },
    {
      id: 'criminal-unlawful-evidence',
      topic: 'criminal-law',
      sub: 'evidence',
      frame: 'rights',
      since: 2014,
      legislators: ['federal'],
      code: 'criminal-procedure-code',
      articles: ['32'],
      constitution: ['12'],
      treaties: [{ id: 'echr', articles: ['6'] }],
      keywords: ['criminal-evidence', 'exclusion-of-evidence', 'fair-trial'],
      applicants: ['individual'],
    },
    {
      id: 'criminal-suspended-sentence',
      topic: 'criminal-law',
      sub: 'sentencing',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      articles: ['8', '14'],
      constitution: ['10', '11'],
      keywords: ['sentencing', 'suspended-sentence', 'recidivism'],
      applicants: ['individual'],
    },
  ]),
};
