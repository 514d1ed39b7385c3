import de from './de/environment.json' with { type: 'json' };
import en from './en/environment.json' with { type: 'json' };
import fr from './fr/environment.json' with { type: 'json' };
import nl from './nl/environment.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Environment and spatial planning: planning damage, permits for wind turbines, animal welfare. */
export const ENVIRONMENT: Topic = {
  id: 'environment',
  areas: ['administrative', 'criminal', 'civil'],
  weight: 9,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'environment-planning-damage',
      topic: 'environment',
      sub: 'spatial-planning',
      frame: 'rights',
      since: 1990,
      legislators: ['flemish-region', 'walloon-region', 'brussels-region'],
      code: 'flemish-spatial-code',
      articles: ['2.6.1', '2.6.2'],
      constitution: ['16'],
      treaties: [{ id: 'echr-p1', articles: ['1'] }],
      keywords: ['planning-damage', 'right-to-property', 'spatial-planning'],
      applicants: ['individual', 'company'],
    },
    {
      id: 'environment-wind-turbines',
      topic: 'environment',
      sub: 'environmental-permits',
      frame: 'rights',
      since: 1995,
      legislators: ['flemish-region', 'walloon-region', 'brussels-region'],
      articles: ['4.4.9', '7.5'],
      constitution: ['23'],
      eu: { id: 'eu-charter', article: '37' },
      keywords: ['environmental-permits', 'standstill', 'healthy-environment'],
      applicants: ['non-profit', 'individual', 'public-authority'],
    },
    {
      id: 'environment-slaughter-stunning',
      topic: 'environment',
      sub: 'animal-welfare',
      frame: 'rights',
      since: 2018,
      legislators: ['flemish-region', 'walloon-region'],
      articles: ['3', '15'],
      constitution: ['19'],
      treaties: [{ id: 'echr', articles: ['9'] }],
      eu: { id: 'eu-charter', article: '10' },
      keywords: ['animal-welfare', 'freedom-of-religion', 'slaughter'],
      applicants: ['non-profit', 'individual'],
    },
  ]),
};
