import type { Legislator } from '../data/norms.js';
import type { Rng } from '../prng.js';
import type { ReferenceNorm } from '../plan/types.js';
import { articles, type TextLang } from './format.js';

/** Citations inside a judgment: parliamentary documents and the norms of reference. */

export interface ParliamentaryDoc {
  legislator: Legislator;
  year: number;
  number: number;
  page: number;
}

/** Legislatures of the Chamber since document numbers took the form `DOC 54-1234/001`. */
const LEGISLATURES: [number, number][] = [
  [1995, 49],
  [1999, 50],
  [2003, 51],
  [2007, 52],
  [2010, 53],
  [2014, 54],
  [2019, 55],
  [2024, 56],
];

type Names = Record<TextLang, string>;

const ASSEMBLIES: Partial<Record<Legislator, [before1995: Names, since1995: Names]>> = {
  'flemish-community': [
    { nl: 'Vl. Raad', fr: 'Conseil flamand', de: 'Flämischer Rat' },
    { nl: 'Vl. Parl.', fr: 'Parlement flamand', de: 'Flämisches Parlament' },
  ],
  'flemish-region': [
    { nl: 'Vl. Raad', fr: 'Conseil flamand', de: 'Flämischer Rat' },
    { nl: 'Vl. Parl.', fr: 'Parlement flamand', de: 'Flämisches Parlament' },
  ],
  'walloon-region': [
    { nl: 'Waalse Gewestraad', fr: 'Conseil régional wallon', de: 'Wallonischer Regionalrat' },
    { nl: 'Waals Parlement', fr: 'Parlement wallon', de: 'Wallonisches Parlament' },
  ],
  'french-community': [
    {
      nl: 'Raad van de Franse Gemeenschap',
      fr: 'Conseil de la Communauté française',
      de: 'Rat der Französischen Gemeinschaft',
    },
    {
      nl: 'Parlement van de Franse Gemeenschap',
      fr: 'Parlement de la Communauté française',
      de: 'Parlament der Französischen Gemeinschaft',
    },
  ],
  'german-community': [
    {
      nl: 'Raad van de Duitstalige Gemeenschap',
      fr: 'Conseil de la Communauté germanophone',
      de: 'Rat der Deutschsprachigen Gemeinschaft',
    },
    {
      nl: 'Parlement van de Duitstalige Gemeenschap',
      fr: 'Parlement de la Communauté germanophone',
      de: 'Parlament der Deutschsprachigen Gemeinschaft',
    },
  ],
  'brussels-region': [
    {
      nl: 'Brusselse Hoofdstedelijke Raad',
      fr: 'Conseil de la Région de Bruxelles-Capitale',
      de: 'Rat der Region Brüssel-Hauptstadt',
    },
    {
      nl: 'Brussels Hoofdstedelijk Parlement',
      fr: 'Parlement de la Région de Bruxelles-Capitale',
      de: 'Parlament der Region Brüssel-Hauptstadt',
    },
  ],
};

const ABBREVIATION: Names = { nl: 'Parl. St.', fr: 'Doc. parl.', de: 'Parl. Dok.' };
const CHAMBER: Names = { nl: 'Kamer', fr: 'Chambre', de: 'Kammer' };
const PAGE: Names = { nl: 'p.', fr: 'p.', de: 'S.' };
const NUMBER: Names = { nl: 'nr.', fr: 'n°', de: 'Nr.' };

export function drawParliamentaryDoc(rng: Rng, legislator: Legislator, year: number): ParliamentaryDoc {
  return { legislator, year, number: rng.int(120, 3999), page: rng.int(3, 140) };
}

/** `Parl. St., Kamer, 2015-2016, DOC 54-1234/001, p. 12`, `Doc. parl., Parlement wallon, 2016-2017, n° 512/1, p. 4`. */
export function formatParliamentaryDoc(doc: ParliamentaryDoc, lang: TextLang): string {
  const session = `${doc.year - 1}-${doc.year}`;
  const assembly = ASSEMBLIES[doc.legislator];
  if (assembly) {
    const name = (doc.year < 1995 ? assembly[0] : assembly[1])[lang];
    return `${ABBREVIATION[lang]}, ${name}, ${session}, ${NUMBER[lang]} ${doc.number % 1500}/1, ${PAGE[lang]} ${doc.page}`;
  }
  const legislature = [...LEGISLATURES].reverse().find(([from]) => doc.year >= from)?.[1];
  const reference = legislature
    ? `DOC ${legislature}-${String(doc.number).padStart(4, '0')}/001`
    : `${NUMBER[lang]} ${doc.number}/1`;
  return `${ABBREVIATION[lang]}, ${CHAMBER[lang]}, ${session}, ${reference}, ${PAGE[lang]} ${doc.page}`;
}

/** `artikel 22 van de Grondwet`: one norm of reference with its articles. */
export function referencePhrase(ref: ReferenceNorm, lang: TextLang): string {
  return `${articles(ref.articles, lang)} ${ref.norm.forms[lang].of}`;
}

/** German dative after "mit": `Artikel 6` stays, `die Artikel 6 und 13` becomes `den Artikeln 6 und 13`. */
function dative(ref: ReferenceNorm): string {
  const phrase = referencePhrase(ref, 'de');
  return ref.articles.length > 1 ? phrase.replace(/^die Artikel /, 'den Artikeln ') : phrase;
}

/** The norms of reference as a question or a judgment names them, the first one read together with the others. */
export function referencesPhrase(refs: readonly ReferenceNorm[], lang: TextLang): string {
  const [first, ...rest] = refs;
  if (!first) return '';
  const head = referencePhrase(first, lang);
  if (rest.length === 0) return head;
  if (lang === 'nl')
    return `${head}, in samenhang gelezen met ${rest.map((r) => referencePhrase(r, 'nl')).join(' en met ')}`;
  if (lang === 'fr') {
    const read = first.articles.length > 1 ? 'lus' : 'lu';
    return `${head}, ${read} en combinaison avec ${rest.map((r) => referencePhrase(r, 'fr')).join(' et avec ')}`;
  }
  return `${head} in Verbindung mit ${rest.map(dative).join(' und mit ')}`;
}
