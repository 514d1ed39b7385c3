import de from './de/employment.json' with { type: 'json' };
import en from './en/employment.json' with { type: 'json' };
import fr from './fr/employment.json' with { type: 'json' };
import nl from './nl/employment.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Employment law and the civil service: notice periods, dismissal of statutory staff. */
export const EMPLOYMENT: Topic = {
  id: 'employment',
  areas: ['labour', 'administrative'],
  weight: 7,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'employment-notice-periods',
      topic: 'employment',
      sub: 'dismissal',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'employment-contracts-law',
      articles: ['59', '82'],
      constitution: ['10', '11'],
      keywords: ['employment-contract', 'notice-period', 'manual-workers'],
      applicants: ['individual', 'trade-union'],
    },
    {
      id: 'employment-civil-servant-inaptitude',
      topic: 'employment',
      sub: 'civil-service',
      frame: 'equality',
      since: 1995,
      legislators: ['flemish-community', 'walloon-region', 'french-community', 'brussels-region'],
      articles: ['16', '19'],
      constitution: ['10', '11'],
      keywords: ['civil-service', 'professional-evaluation', 'dismissal'],
      applicants: ['individual', 'trade-union'],
      opponentKind: 'authority',
    },
  ]),
};
