import de from './de/social-security.json' with { type: 'json' };
import en from './en/social-security.json' with { type: 'json' };
import fr from './fr/social-security.json' with { type: 'json' };
import nl from './nl/social-security.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Social security and social assistance: pensions, unemployment, the social integration income. */
export const SOCIAL_SECURITY: Topic = {
  id: 'social-security',
  areas: ['labour', 'administrative'],
  weight: 11,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'social-survivor-pension',
      topic: 'social-security',
      sub: 'pensions',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      articles: ['16', '17'],
      constitution: ['10', '11'],
      keywords: ['pensions', 'survivor-pension', 'legal-cohabitation'],
      applicants: ['individual'],
    },
    {
      id: 'social-unemployment-cohabitants',
      topic: 'social-security',
      sub: 'unemployment',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      articles: ['110', '114'],
      constitution: ['10', '11', '23'],
      keywords: ['unemployment-benefits', 'cohabitation', 'standstill'],
      applicants: ['individual', 'trade-union'],
    },
    {
      id: 'social-integration-students',
      topic: 'social-security',
      sub: 'social-assistance',
      frame: 'equality',
      since: 2003,
      legislators: ['federal'],
      code: 'integration-income-law',
      articles: ['3', '11', '14'],
      constitution: ['10', '11', '23'],
      keywords: ['social-integration', 'students', 'human-dignity'],
      applicants: ['individual', 'public-authority'],
    },
  ]),
};
