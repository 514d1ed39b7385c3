import { AUTHORITY_OF, CODES, CONSTITUTION, type Legislator, REFERENCE_NORMS } from '../data/norms.js';
import { type Day, dayFromIso, isoDate } from '../dates.js';
import type { Rng } from '../prng.js';
import { formatDate } from '../text/format.js';
import type { Issue } from '../topics/types.js';
import type { ReferenceNorm, ReviewedNorm } from './types.js';

/** Which norm a case concerns (a codified act or a statute of its time) and the norms it is reviewed against. */

const EN_AUTHORITY: Partial<Record<Legislator, string>> = {
  'flemish-community': 'Flemish Community',
  'flemish-region': 'Flemish Region',
  'walloon-region': 'Walloon Region',
  'french-community': 'French Community',
  'german-community': 'German-speaking Community',
  'brussels-region': 'Brussels-Capital Region',
};

function kindOf(legislator: Legislator): 'law' | 'decree' | 'ordinance' {
  if (legislator === 'federal') return 'law';
  return legislator === 'brussels-region' ? 'ordinance' : 'decree';
}

/** A statute of the given date, titled the way the Official Journal titles it. */
export function syntheticNorm(
  rng: Rng,
  issue: Issue,
  legislator: Legislator,
  date: Day,
  publication: Day,
  articles: string[],
): ReviewedNorm {
  const kind = kindOf(legislator);
  const d = { nl: formatDate(date, 'nl'), fr: formatDate(date, 'fr'), de: formatDate(date, 'de') };
  const code = issue.code ? CODES[issue.code] : undefined;
  const amending = kind === 'law' && code?.legislator === 'federal' && rng.chance(0.3);
  const programme = kind === 'law' && !amending && rng.chance(0.12);
  const tail = {
    nl: amending && code ? `tot wijziging van ${code.forms.nl.the}` : issue.nl.tail,
    fr: amending && code ? `modifiant ${code.forms.fr.the}` : issue.fr.tail,
    de: amending && code ? `zur Abänderung ${code.forms.de.of}` : issue.de.tail,
  };
  let forms: ReviewedNorm['forms'];
  if (kind === 'law' && programme) {
    forms = {
      nl: {
        title: `Programmawet van ${d.nl}`,
        the: `de programmawet van ${d.nl}`,
        of: `van de programmawet van ${d.nl}`,
      },
      fr: {
        title: `Loi-programme du ${d.fr}`,
        the: `la loi-programme du ${d.fr}`,
        of: `de la loi-programme du ${d.fr}`,
      },
      de: {
        title: `Programmgesetz vom ${d.de}`,
        the: `das Programmgesetz vom ${d.de}`,
        of: `des Programmgesetzes vom ${d.de}`,
      },
    };
  } else if (kind === 'law') {
    forms = {
      nl: {
        title: `Wet van ${d.nl} ${tail.nl}`,
        the: `de wet van ${d.nl} ${tail.nl}`,
        of: `van de wet van ${d.nl} ${tail.nl}`,
      },
      fr: {
        title: `Loi du ${d.fr} ${tail.fr}`,
        the: `la loi du ${d.fr} ${tail.fr}`,
        of: `de la loi du ${d.fr} ${tail.fr}`,
      },
      de: {
        title: `Gesetz vom ${d.de} ${tail.de}`,
        the: `das Gesetz vom ${d.de} ${tail.de}`,
        of: `des Gesetzes vom ${d.de} ${tail.de}`,
      },
    };
  } else {
    const by = AUTHORITY_OF[legislator as keyof typeof AUTHORITY_OF];
    const decree = kind === 'decree';
    forms = {
      nl: decree
        ? {
            title: `Decreet van ${d.nl} ${tail.nl}`,
            the: `het decreet ${by.nl} van ${d.nl} ${tail.nl}`,
            of: `van het decreet ${by.nl} van ${d.nl} ${tail.nl}`,
          }
        : {
            title: `Ordonnantie van ${d.nl} ${tail.nl}`,
            the: `de ordonnantie ${by.nl} van ${d.nl} ${tail.nl}`,
            of: `van de ordonnantie ${by.nl} van ${d.nl} ${tail.nl}`,
          },
      fr: decree
        ? {
            title: `Décret du ${d.fr} ${tail.fr}`,
            the: `le décret ${by.fr} du ${d.fr} ${tail.fr}`,
            of: `du décret ${by.fr} du ${d.fr} ${tail.fr}`,
          }
        : {
            title: `Ordonnance du ${d.fr} ${tail.fr}`,
            the: `l'ordonnance ${by.fr} du ${d.fr} ${tail.fr}`,
            of: `de l'ordonnance ${by.fr} du ${d.fr} ${tail.fr}`,
          },
      de: decree
        ? {
            title: `Dekret vom ${d.de} ${tail.de}`,
            the: `das Dekret ${by.de} vom ${d.de} ${tail.de}`,
            of: `des Dekrets ${by.de} vom ${d.de} ${tail.de}`,
          }
        : {
            title: `Ordonnanz vom ${d.de} ${tail.de}`,
            the: `die Ordonnanz ${by.de} vom ${d.de} ${tail.de}`,
            of: `der Ordonnanz ${by.de} vom ${d.de} ${tail.de}`,
          },
    };
  }
  const prefix = kind === 'law' ? 'law' : kind === 'decree' ? `decree-${legislator}` : 'ordinance-brussels';
  // The id follows the title: one programme law per date, one amending law per code and date, else one per issue.
  const suffix = programme ? 'programme' : amending && code ? `amending-${code.id}` : issue.id;
  return {
    normId: `${prefix}-${isoDate(date)}-${suffix}`,
    kind,
    legislator,
    date,
    publication,
    forms,
    en:
      kind === 'law'
        ? `${programme ? 'Programme Law' : 'Law'} of ${formatDate(date, 'en')}`
        : `${kind === 'decree' ? 'Decree' : 'Ordinance'} of the ${EN_AUTHORITY[legislator] ?? ''} of ${formatDate(date, 'en')}`,
    articles,
  };
}

/** A few article numbers of a statute, sometimes with a `bis`. */
export function syntheticArticles(rng: Rng): string[] {
  const first = rng.int(2, 58);
  const one = rng.chance(0.1) ? `${first}bis` : String(first);
  return rng.chance(0.3) ? [one, String(first + rng.int(1, 4))] : [one];
}

/** The codified act the issue concerns, when it applies to this legislator and already existed on `day`. */
export function codeNorm(rng: Rng, issue: Issue, legislator: Legislator, day: Day): ReviewedNorm | undefined {
  const code = issue.code ? CODES[issue.code] : undefined;
  if (!code || code.legislator !== legislator || !code.date || dayFromIso(code.date) >= day) return undefined;
  const articles = rng.chance(0.75) ? [rng.pick(issue.articles)] : rng.sample(issue.articles, 2);
  return {
    normId: code.id,
    kind: code.kind,
    legislator,
    date: dayFromIso(code.date),
    forms: code.forms,
    en: code.en,
    articles,
  };
}

/** The Constitution and the treaties the issue is reviewed against. */
export function referenceNorms(issue: Issue): ReferenceNorm[] {
  const refs: ReferenceNorm[] = [];
  if (issue.constitution.length > 0) refs.push({ norm: CONSTITUTION, articles: [...issue.constitution] });
  for (const t of issue.treaties ?? []) {
    const norm = REFERENCE_NORMS[t.id];
    if (norm) refs.push({ norm, articles: [...t.articles] });
  }
  return refs;
}

/** The EU provision a question to the Court of Justice would concern. */
export function euNorm(issue: Issue): ReferenceNorm {
  const fallback =
    issue.frame === 'competence'
      ? { id: 'tfeu', article: '56' }
      : { id: 'eu-charter', article: issue.frame === 'rights' ? '47' : '20' };
  const { id, article } = issue.eu ?? fallback;
  return { norm: REFERENCE_NORMS[id] ?? (REFERENCE_NORMS['eu-charter'] as ReferenceNorm['norm']), articles: [article] };
}
