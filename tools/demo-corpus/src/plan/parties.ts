import type { ApplicantType } from '@court/contract/vocabularies';
import { BARS, PLACES } from '../data/names.js';
import { type CaseLanguage } from '../data/jurisdictions.js';
import { DEFENDING_GOVERNMENT, type Legislator } from '../data/norms.js';
import type { Rng } from '../prng.js';
import type { NameFactory } from '../people/name-factory.js';
import { elide } from '../text/format.js';
import type { Lawyer, Trilingual } from './types.js';

/** Fictional parties: people, companies, associations, unions, public authorities, and their lawyers. */

const SECTORS = [
  { nl: 'Bouwwerken', fr: 'Construction', de: 'Bau' },
  { nl: 'Transport', fr: 'Transports', de: 'Transporte' },
  { nl: 'Vastgoed', fr: 'Immobilière', de: 'Immobilien' },
  { nl: 'Logistiek', fr: 'Logistique', de: 'Logistik' },
  { nl: 'Brouwerij', fr: 'Brasserie', de: 'Brauerei' },
  { nl: 'Metaalbouw', fr: 'Métallurgie', de: 'Metallbau' },
  { nl: 'Invest', fr: 'Invest', de: 'Invest' },
  { nl: 'Agro', fr: 'Agricole', de: 'Agrar' },
  { nl: 'Energie', fr: 'Énergie', de: 'Energie' },
  { nl: 'Zorg', fr: 'Soins', de: 'Pflege' },
];

const ASSOCIATIONS: Record<CaseLanguage, readonly string[]> = {
  nl: [
    'Leefbaar {place}',
    'Comité Ruimtelijke Ordening {place}',
    'Ouders voor Onderwijs',
    'Huurdersbond {place}',
    'Netwerk Zorg en Welzijn',
    'Vereniging voor Rechtsbescherming',
    'Dierenwelzijn Vlaanderen',
    'Kinderrechtencollectief',
    'Digitale Vrijheid',
    'Groen Erfgoed {place}',
  ],
  fr: [
    'Comité de quartier {place}',
    "Parents pour l'école",
    'Association des locataires {place}',
    'Réseau Santé Solidarité',
    'Collectif Droits et Justice',
    'Protection animale Wallonie',
    'Enfance et Droits',
    'Libertés numériques',
    'Environnement Avenir {place}',
    'Patrimoine vert {place}',
  ],
  de: [
    'Bürgerinitiative {place}',
    'Elternvereinigung Ostbelgien',
    'Mieterschutz {place}',
    'Netzwerk Gesundheit und Soziales',
    'Verein für Rechtsschutz',
    'Tierschutz Eifel',
    'Kinderrechte Ostbelgien',
    'Digitale Freiheit',
    'Umweltforum {place}',
    'Grünes Erbe {place}',
  ],
};

const UNIONS: Trilingual[] = [
  {
    nl: 'het Vrij Syndicaat voor het Openbaar Ambt',
    fr: 'le Syndicat libre de la fonction publique',
    de: 'die Freie Gewerkschaft des öffentlichen Dienstes',
  },
  {
    nl: 'de Centrale van het Onderwijzend Personeel',
    fr: 'la Centrale du personnel enseignant',
    de: 'die Gewerkschaft des Lehrpersonals',
  },
  {
    nl: 'de Algemene Vereniging van Zorgverleners',
    fr: "l'Union générale du personnel soignant",
    de: 'die Allgemeine Vereinigung der Pflegekräfte',
  },
];

/** The authority a dispute is brought against, per legislator (German in the accusative). */
const AUTHORITY: Record<Exclude<Legislator, 'constituent' | 'international'>, Trilingual> = {
  federal: { nl: 'de Belgische Staat', fr: "l'État belge", de: 'den Belgischen Staat' },
  'flemish-community': { nl: 'de Vlaamse Gemeenschap', fr: 'la Communauté flamande', de: 'die Flämische Gemeinschaft' },
  'flemish-region': { nl: 'het Vlaamse Gewest', fr: 'la Région flamande', de: 'die Flämische Region' },
  'walloon-region': { nl: 'het Waalse Gewest', fr: 'la Région wallonne', de: 'die Wallonische Region' },
  'french-community': {
    nl: 'de Franse Gemeenschap',
    fr: 'la Communauté française',
    de: 'die Französische Gemeinschaft',
  },
  'german-community': {
    nl: 'de Duitstalige Gemeenschap',
    fr: 'la Communauté germanophone',
    de: 'die Deutschsprachige Gemeinschaft',
  },
  'brussels-region': {
    nl: 'het Brusselse Hoofdstedelijke Gewest',
    fr: 'la Région de Bruxelles-Capitale',
    de: 'die Region Brüssel-Hauptstadt',
  },
};

const PROSECUTION: Trilingual = {
  nl: 'het openbaar ministerie',
  fr: 'le ministère public',
  de: 'die Staatsanwaltschaft',
};

export const authorityOf = (legislator: Legislator): Trilingual =>
  AUTHORITY[legislator === 'constituent' || legislator === 'international' ? 'federal' : legislator];

export const prosecution = (): Trilingual => PROSECUTION;

export interface PartyFactory {
  rng: Rng;
  names: NameFactory;
  /** The lawyers who plead before the court, per language of their bar. */
  lawyerPool: Record<CaseLanguage, Lawyer[]>;
}

/** A standing pool of lawyers: the same names recur across cases, as they do before a real court. */
export function makeLawyerPool(rng: Rng, names: NameFactory): Record<CaseLanguage, Lawyer[]> {
  const pool = { nl: [], fr: [], de: [] } as Record<CaseLanguage, Lawyer[]>;
  for (const lang of ['nl', 'fr', 'de'] as const) {
    const bars = BARS.filter((b) => b.lang === lang);
    for (let i = 0; i < (lang === 'de' ? 12 : 70); i++) {
      const { name, gender } = names.any(lang);
      pool[lang].push({ name, gender, bar: rng.pick(bars) });
    }
  }
  return pool;
}

const initials = (name: string): string =>
  name
    .split(/[\s-]+/)
    .filter((w) => /^[A-ZÀ-Ý]/.test(w))
    .map((w) => `${w.charAt(0)}.`)
    .join('');

function placeOf(rng: Rng, lang: CaseLanguage) {
  return rng.pick(PLACES.filter((p) => p.lang === lang));
}

/** A party of the given type, named in each language; people are anonymised to initials from 2020 on. */
export function makeParty(
  f: PartyFactory,
  type: ApplicantType,
  lang: CaseLanguage,
  year: number,
  legislator: Legislator,
): Trilingual {
  const { rng } = f;
  switch (type) {
    case 'individual': {
      const { name } = f.names.any(lang);
      const shown = year >= 2020 ? initials(name) : name;
      return { nl: shown, fr: shown, de: shown };
    }
    case 'company': {
      const sector = rng.pick(SECTORS);
      const { name } = f.names.any(lang);
      const surname = name.split(' ').slice(1).join(' ');
      const trade = lang === 'de' ? `${surname} ${sector.de}` : `${sector[lang]} ${surname}`;
      const limited = rng.chance(0.5);
      const nl = limited ? (year >= 2019 ? 'bv' : 'bvba') : 'nv';
      const fr = limited ? (year >= 2019 ? 'SRL' : 'SPRL') : 'SA';
      const de = limited ? (year >= 2019 ? 'GmbH' : 'PGmbH') : 'AG';
      return { nl: `de ${nl} « ${trade} »`, fr: `la ${fr} « ${trade} »`, de: `die ${de} « ${trade} »` };
    }
    case 'non-profit': {
      const place = placeOf(rng, lang);
      const title = rng.pick(ASSOCIATIONS[lang]).replace('{place}', place[lang]);
      return { nl: `de vzw « ${title} »`, fr: `l'ASBL « ${title} »`, de: `die VoG « ${title} »` };
    }
    case 'trade-union':
      return { ...rng.pick(UNIONS) };
    case 'public-authority': {
      const place = placeOf(rng, lang);
      return rng.chance(0.7)
        ? { nl: `de gemeente ${place.nl}`, fr: elide(`la commune de ${place.fr}`), de: `die Gemeinde ${place.de}` }
        : { nl: `het OCMW van ${place.nl}`, fr: elide(`le CPAS de ${place.fr}`), de: `das ÖSHZ ${place.de}` };
    }
    case 'government':
    case 'court': {
      const others = (Object.keys(DEFENDING_GOVERNMENT) as (keyof typeof DEFENDING_GOVERNMENT)[]).filter(
        (l) => l !== legislator,
      );
      const { nl, fr, de } = DEFENDING_GOVERNMENT[rng.pick(others)];
      return { nl, fr, de };
    }
  }
}

/** Three lawyers from bars of the case's language (German-speaking cases also draw on French-speaking bars). */
export function makeLawyers(f: PartyFactory, lang: CaseLanguage): [Lawyer, Lawyer, Lawyer] {
  const pool = lang === 'de' ? [...f.lawyerPool.de, ...f.lawyerPool.fr.slice(0, 20)] : f.lawyerPool[lang];
  const [a, b, c] = f.rng.sample(pool, 3) as [Lawyer, Lawyer, Lawyer];
  return [a, b, c];
}
