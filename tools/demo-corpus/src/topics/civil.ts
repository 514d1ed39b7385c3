import de from './de/civil.json' with { type: 'json' };
import en from './en/civil.json' with { type: 'json' };
import fr from './fr/civil.json' with { type: 'json' };
import nl from './nl/civil.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Civil and economic law: residential leases, insurance, collective debt settlement. */
export const CIVIL: Topic = {
  id: 'civil-law',
  areas: ['civil', 'commercial', 'labour'],
  weight: 8,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'civil-lease-own-occupation',
      topic: 'civil-law',
      sub: 'housing-lease',
      frame: 'equality',
      since: 1991,
      legislators: ['federal', 'flemish-region', 'walloon-region', 'brussels-region'],
      code: 'civil-code',
      articles: ['3', '11'],
      constitution: ['10', '11', '16'],
      treaties: [{ id: 'echr-p1', articles: ['1'] }],
      keywords: ['residential-lease', 'right-to-housing', 'right-to-property'],
      applicants: ['individual', 'non-profit'],
    },
    {
      id: 'civil-insurance-preexisting',
      topic: 'civil-law',
      sub: 'insurance',
      frame: 'equality',
      since: 2015,
      legislators: ['federal'],
      code: 'insurance-law-2014',
      articles: ['204', '208'],
      constitution: ['10', '11'],
      keywords: ['insurance', 'health-insurance-contracts', 'pre-existing-conditions'],
      applicants: ['individual', 'company'],
    },
    {
      id: 'civil-debt-settlement-fines',
      topic: 'civil-law',
      sub: 'insolvency',
      frame: 'equality',
      since: 1999,
      legislators: ['federal'],
      code: 'judicial-code',
      articles: ['1675/13', '1675/15'],
      constitution: ['10', '11'],
      keywords: ['collective-debt-settlement', 'over-indebtedness', 'debt-relief'],
      applicants: ['individual'],
      opponentKind: 'private',
    },
  ]),
};
