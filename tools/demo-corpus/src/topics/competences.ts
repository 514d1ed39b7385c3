import de from './de/competences.json' with { type: 'json' };
import en from './en/competences.json' with { type: 'json' };
import fr from './fr/competences.json' with { type: 'json' };
import nl from './nl/competences.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/**
 * The division of powers between the federal State, the Communities and the Regions, and the powers of the
 * municipalities: the court's original jurisdiction, the only one it had until 1989.
 */
export const COMPETENCES: Topic = {
  id: 'division-of-powers',
  areas: ['administrative', 'civil'],
  weight: 8,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'powers-grid-levy',
      topic: 'division-of-powers',
      sub: 'federal-regional',
      frame: 'competence',
      since: 1985,
      legislators: ['flemish-region', 'walloon-region', 'brussels-region'],
      articles: ['3', '4'],
      constitution: ['143'],
      treaties: [{ id: 'special-law-1980', articles: ['6'] }],
      eu: { id: 'tfeu', article: '107' },
      keywords: ['division-of-powers', 'energy', 'federal-loyalty'],
      applicants: ['company', 'government'],
    },
    {
      id: 'powers-municipal-telecom-tax',
      topic: 'division-of-powers',
      sub: 'local-authorities',
      frame: 'competence',
      since: 1985,
      legislators: ['federal'],
      articles: ['97', '98'],
      constitution: ['162', '170'],
      keywords: ['local-autonomy', 'municipal-taxes', 'telecommunications'],
      applicants: ['company', 'public-authority'],
    },
    {
      id: 'powers-local-radio',
      topic: 'division-of-powers',
      sub: 'community-matters',
      frame: 'competence',
      since: 1985,
      legislators: ['flemish-community', 'french-community', 'german-community'],
      articles: ['9', '12'],
      constitution: ['127'],
      treaties: [{ id: 'special-law-1980', articles: ['4'] }],
      keywords: ['broadcasting', 'cultural-matters', 'division-of-powers'],
      applicants: ['non-profit', 'government'],
      opponentKind: 'authority',
    },
  ]),
};
