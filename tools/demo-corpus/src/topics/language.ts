import de from './de/language.json' with { type: 'json' };
import en from './en/language.json' with { type: 'json' };
import fr from './fr/language.json' with { type: 'json' };
import nl from './nl/language.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Language legislation: the use of languages in administrative and in judicial matters. */
export const LANGUAGE: Topic = {
  id: 'language-legislation',
  areas: ['administrative', 'civil', 'criminal'],
  weight: 4,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'language-local-staff',
      topic: 'language-legislation',
      sub: 'administrative-matters',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'language-admin-laws',
      articles: ['15', '21'],
      constitution: ['10', '11', '30'],
      keywords: ['language-use', 'municipalities-with-facilities', 'language-knowledge'],
      applicants: ['individual', 'public-authority'],
    },
    {
      id: 'language-change-proceedings',
      topic: 'language-legislation',
      sub: 'judicial-matters',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'language-judicial-law',
      articles: ['4', '7'],
      constitution: ['10', '11'],
      treaties: [{ id: 'echr', articles: ['6'] }],
      keywords: ['language-use', 'judicial-proceedings', 'fair-trial'],
      applicants: ['individual', 'company'],
      opponentKind: 'private',
    },
  ]),
};
