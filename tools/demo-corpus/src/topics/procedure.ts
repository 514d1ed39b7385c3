import de from './de/procedure.json' with { type: 'json' };
import en from './en/procedure.json' with { type: 'json' };
import fr from './fr/procedure.json' with { type: 'json' };
import nl from './nl/procedure.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Judicial procedure: legal costs and time limits for appeal. */
export const PROCEDURE: Topic = {
  id: 'judicial-procedure',
  areas: ['civil', 'criminal', 'labour', 'commercial'],
  weight: 8,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'procedure-indemnity-prosecution',
      topic: 'judicial-procedure',
      sub: 'legal-costs',
      frame: 'equality',
      since: 2008,
      legislators: ['federal'],
      code: 'judicial-code',
      articles: ['1022'],
      constitution: ['10', '11', '13'],
      treaties: [{ id: 'echr', articles: ['6'] }],
      keywords: ['procedural-indemnity', 'legal-costs', 'access-to-court'],
      applicants: ['individual', 'company'],
    },
    {
      id: 'procedure-appeal-time-limit',
      topic: 'judicial-procedure',
      sub: 'appeals',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'judicial-code',
      articles: ['792', '1051'],
      constitution: ['10', '11', '13'],
      keywords: ['time-limits', 'right-of-appeal', 'access-to-court'],
      applicants: ['individual', 'company'],
      opponentKind: 'private',
    },
  ]),
};
