import de from './de/family.json' with { type: 'json' };
import en from './en/family.json' with { type: 'json' };
import fr from './fr/family.json' with { type: 'json' };
import nl from './nl/family.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Family law: filiation, maintenance after divorce, the surname of the child. */
export const FAMILY: Topic = {
  id: 'family-law',
  areas: ['family', 'civil'],
  weight: 9,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'family-contest-paternity',
      topic: 'family-law',
      sub: 'filiation',
      frame: 'rights',
      since: 1989,
      legislators: ['federal'],
      code: 'civil-code',
      articles: ['318', '330'],
      constitution: ['22'],
      treaties: [{ id: 'echr', articles: ['8'] }],
      keywords: ['filiation', 'paternity', 'time-limits'],
      applicants: ['individual'],
    },
    {
      id: 'family-divorce-maintenance',
      topic: 'family-law',
      sub: 'divorce',
      frame: 'equality',
      since: 2008,
      legislators: ['federal'],
      code: 'civil-code',
      articles: ['301'],
      constitution: ['10', '11'],
      keywords: ['divorce', 'maintenance-payments', 'time-limits'],
      applicants: ['individual'],
    },
    {
      id: 'family-child-surname',
      topic: 'family-law',
      sub: 'surname',
      frame: 'equality',
      since: 2015,
      legislators: ['federal'],
      code: 'civil-code',
      articles: ['335'],
      constitution: ['10', '11'],
      treaties: [{ id: 'echr', articles: ['8', '14'] }],
      keywords: ['surname', 'equality-of-parents', 'rights-of-the-child'],
      applicants: ['individual'],
    },
  ]),
};
