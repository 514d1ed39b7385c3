import de from './de/education.json' with { type: 'json' };
import en from './en/education.json' with { type: 'json' };
import fr from './fr/education.json' with { type: 'json' };
import nl from './nl/education.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Education: enrolment of pupils and the status of teachers, matters of the Communities. */
export const EDUCATION: Topic = {
  id: 'education',
  areas: ['administrative', 'labour', 'civil'],
  weight: 6,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'education-enrolment-distance',
      topic: 'education',
      sub: 'enrolment',
      frame: 'equality',
      since: 1990,
      legislators: ['flemish-community', 'french-community', 'german-community'],
      code: 'flemish-secondary-education-code',
      articles: ['110/1', '110/7', '110/9'],
      constitution: ['10', '11', '24'],
      keywords: ['school-enrolment', 'freedom-of-education', 'equal-opportunities'],
      applicants: ['individual', 'non-profit'],
    },
    {
      id: 'education-teacher-appointment',
      topic: 'education',
      sub: 'teaching-staff',
      frame: 'equality',
      since: 1991,
      legislators: ['flemish-community', 'french-community', 'german-community'],
      articles: ['21', '23'],
      constitution: ['10', '11', '24'],
      keywords: ['teaching-staff', 'permanent-appointment', 'seniority'],
      applicants: ['individual', 'trade-union'],
      opponentKind: 'authority',
    },
  ]),
};
