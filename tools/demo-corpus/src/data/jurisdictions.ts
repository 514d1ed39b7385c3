import type { JurisdictionAQuo } from '@court/contract/content-model';

/**
 * Belgian courts that refer preliminary questions, with their names in four languages. The list is composed from
 * the judicial districts and the kinds of court, the way the judicial map itself is organised.
 */

export type CaseLanguage = 'nl' | 'fr' | 'de';

/** How the referring court's decision is called: a judgment of a lower court, or an arrest of a higher one. */
export type DecisionKind = 'vonnis' | 'arrest' | 'arrest-high';

export interface Court extends JurisdictionAQuo {
  /** Languages in which the court works, so a referral comes in one of them. */
  langs: CaseLanguage[];
  /** First year the court existed under this name. */
  since: number;
  decision: DecisionKind;
  /** The name with its article, as the subject of a sentence: `de Arbeidsrechtbank Gent`, `le Conseil d'État`. */
  the: Record<CaseLanguage, string>;
}

interface Place {
  key: string;
  nl: string;
  /** French with its preposition: `de Liège`, `du Hainaut`, `d'Anvers`. */
  fr: string;
  de: string;
  en: string;
  langs: CaseLanguage[];
  /** For the two Brussels courts: the qualifier of the language in which they work. */
  qualifier?: { nl: string; fr: string; de: string; en: string };
}

const NL_BRUSSELS = {
  nl: 'Nederlandstalige',
  fr: 'néerlandophone',
  de: 'Niederländischsprachiges',
  en: 'Dutch-speaking',
};
const FR_BRUSSELS = { nl: 'Franstalige', fr: 'francophone', de: 'Französischsprachiges', en: 'French-speaking' };

const DISTRICTS: Place[] = [
  { key: 'antwerpen', nl: 'Antwerpen', fr: "d'Anvers", de: 'Antwerpen', en: 'Antwerp', langs: ['nl'] },
  {
    key: 'oost-vlaanderen',
    nl: 'Oost-Vlaanderen',
    fr: 'de Flandre orientale',
    de: 'Ostflandern',
    en: 'East Flanders',
    langs: ['nl'],
  },
  {
    key: 'west-vlaanderen',
    nl: 'West-Vlaanderen',
    fr: 'de Flandre occidentale',
    de: 'Westflandern',
    en: 'West Flanders',
    langs: ['nl'],
  },
  { key: 'leuven', nl: 'Leuven', fr: 'de Louvain', de: 'Löwen', en: 'Leuven', langs: ['nl'] },
  { key: 'limburg', nl: 'Limburg', fr: 'du Limbourg', de: 'Limburg', en: 'Limburg', langs: ['nl'] },
  {
    key: 'brussel-nl',
    nl: 'Brussel',
    fr: 'de Bruxelles',
    de: 'Brüssel',
    en: 'Brussels',
    langs: ['nl'],
    qualifier: NL_BRUSSELS,
  },
  {
    key: 'bruxelles-fr',
    nl: 'Brussel',
    fr: 'de Bruxelles',
    de: 'Brüssel',
    en: 'Brussels',
    langs: ['fr'],
    qualifier: FR_BRUSSELS,
  },
  { key: 'liege', nl: 'Luik', fr: 'de Liège', de: 'Lüttich', en: 'Liège', langs: ['fr'] },
  { key: 'namur', nl: 'Namen', fr: 'de Namur', de: 'Namur', en: 'Namur', langs: ['fr'] },
  { key: 'hainaut', nl: 'Henegouwen', fr: 'du Hainaut', de: 'Hennegau', en: 'Hainaut', langs: ['fr'] },
  {
    key: 'brabant-wallon',
    nl: 'Waals-Brabant',
    fr: 'du Brabant wallon',
    de: 'Wallonisch-Brabant',
    en: 'Walloon Brabant',
    langs: ['fr'],
  },
  { key: 'luxembourg', nl: 'Luxemburg', fr: 'du Luxembourg', de: 'Luxemburg', en: 'Luxembourg', langs: ['fr'] },
  { key: 'eupen', nl: 'Eupen', fr: "d'Eupen", de: 'Eupen', en: 'Eupen', langs: ['de'] },
];

const APPEAL_SEATS: Place[] = [
  { key: 'antwerpen', nl: 'Antwerpen', fr: "d'Anvers", de: 'Antwerpen', en: 'Antwerp', langs: ['nl'] },
  { key: 'gent', nl: 'Gent', fr: 'de Gand', de: 'Gent', en: 'Ghent', langs: ['nl'] },
  { key: 'brussel', nl: 'Brussel', fr: 'de Bruxelles', de: 'Brüssel', en: 'Brussels', langs: ['nl', 'fr'] },
  { key: 'luik', nl: 'Luik', fr: 'de Liège', de: 'Lüttich', en: 'Liège', langs: ['fr', 'de'] },
  { key: 'bergen', nl: 'Bergen', fr: 'de Mons', de: 'Mons', en: 'Mons', langs: ['fr'] },
];

/** A kind of first-level court, named per district. */
interface FirstLevelKind {
  key: string;
  area: JurisdictionAQuo['area'];
  since: number;
  nl: string;
  fr: string;
  de: string;
  en: string;
  suffix?: { nl: string; fr: string; de: string; en: string };
}

const FIRST_LEVEL: FirstLevelKind[] = [
  {
    key: 'first-instance',
    area: 'civil',
    since: 1985,
    nl: 'Rechtbank van eerste aanleg',
    fr: 'Tribunal de première instance',
    de: 'Gericht Erster Instanz',
    en: 'Court of First Instance',
  },
  {
    key: 'first-instance-tax',
    area: 'tax',
    since: 1999,
    nl: 'Rechtbank van eerste aanleg',
    fr: 'Tribunal de première instance',
    de: 'Gericht Erster Instanz',
    en: 'Court of First Instance',
    suffix: { nl: ' (fiscale kamer)', fr: ' (chambre fiscale)', de: ' (Steuerkammer)', en: ' (tax chamber)' },
  },
  {
    key: 'criminal',
    area: 'criminal',
    since: 1985,
    nl: 'Correctionele rechtbank',
    fr: 'Tribunal correctionnel',
    de: 'Korrektionalgericht',
    en: 'Criminal Court',
  },
  {
    key: 'family',
    area: 'family',
    since: 2014,
    nl: 'Familierechtbank',
    fr: 'Tribunal de la famille',
    de: 'Familiengericht',
    en: 'Family Court',
  },
  {
    key: 'labour',
    area: 'labour',
    since: 1985,
    nl: 'Arbeidsrechtbank',
    fr: 'Tribunal du travail',
    de: 'Arbeitsgericht',
    en: 'Labour Tribunal',
  },
  {
    key: 'enterprise',
    area: 'commercial',
    since: 2018,
    nl: 'Ondernemingsrechtbank',
    fr: "Tribunal de l'entreprise",
    de: 'Unternehmensgericht',
    en: 'Enterprise Court',
  },
];

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

function firstLevel(kind: FirstLevelKind, place: Place): Court {
  const q = place.qualifier;
  const s = kind.suffix ?? { nl: '', fr: '', de: '', en: '' };
  const nl = q ? `${q.nl} ${lowerFirst(kind.nl)} ${place.nl}${s.nl}` : `${kind.nl} ${place.nl}${s.nl}`;
  const fr = q ? `${kind.fr} ${q.fr} ${place.fr}${s.fr}` : `${kind.fr} ${place.fr}${s.fr}`;
  const de = q ? `${q.de} ${kind.de} ${place.de}${s.de}` : `${kind.de} ${place.de}${s.de}`;
  const en = q ? `${q.en} ${kind.en} of ${place.en}${s.en}` : `${kind.en} of ${place.en}${s.en}`;
  return {
    id: `${kind.key}-${place.key}`,
    name: { nl, fr, de, en },
    area: kind.area,
    langs: place.langs,
    since: kind.since,
    decision: 'vonnis',
    // With the article the German adjective takes its weak ending: das Niederländischsprachige Gericht.
    the: { nl: `de ${nl}`, fr: `le ${fr}`, de: `das ${q ? de.replace(/sprachiges /, 'sprachige ') : de}` },
  };
}

function appeal(place: Place, key: string, area: JurisdictionAQuo['area'], labour: boolean, suffix?: Place): Court {
  const s = suffix ?? { nl: '', fr: '', de: '', en: '' };
  const nl = `${labour ? 'Arbeidshof' : 'Hof van beroep'} te ${place.nl}${s.nl}`;
  const fr = `${labour ? 'Cour du travail' : "Cour d'appel"} ${place.fr}${s.fr}`;
  const de = `${labour ? 'Arbeitsgerichtshof' : 'Appellationshof'} ${place.de}${s.de}`;
  const en = `${labour ? 'Labour Court' : 'Court of Appeal'} of ${place.en}${s.en}`;
  return {
    id: `${key}-${place.key}`,
    name: { nl, fr, de, en },
    area,
    langs: place.langs,
    since: 1985,
    decision: 'arrest',
    the: { nl: `het ${nl}`, fr: `la ${fr}`, de: `der ${de}` },
  };
}

const national = (
  id: string,
  area: JurisdictionAQuo['area'],
  since: number,
  langs: CaseLanguage[],
  names: { nl: [string, string]; fr: [string, string]; de: [string, string]; en: string },
): Court => ({
  id,
  name: { nl: names.nl[1], fr: names.fr[1], de: names.de[1], en: names.en },
  area,
  langs,
  since,
  decision: 'arrest-high',
  the: {
    nl: `${names.nl[0]} ${names.nl[1]}`,
    fr: `${names.fr[0]} ${names.fr[1]}`,
    de: `${names.de[0]} ${names.de[1]}`,
  },
});

const TAX = {
  key: '',
  nl: ' (fiscale kamer)',
  fr: ' (chambre fiscale)',
  de: ' (Steuerkammer)',
  en: ' (tax chamber)',
  langs: [],
};
const INDICTMENT = {
  key: '',
  nl: ' (kamer van inbeschuldigingstelling)',
  fr: ' (chambre des mises en accusation)',
  de: ' (Anklagekammer)',
  en: ' (indictment chamber)',
  langs: [],
};

function buildCourts(): Court[] {
  const courts: Court[] = [
    national('cassation', 'civil', 1985, ['nl', 'fr', 'de'], {
      nl: ['het', 'Hof van Cassatie'],
      fr: ['la', 'Cour de cassation'],
      de: ['der', 'Kassationshof'],
      en: 'Court of Cassation',
    }),
    national('council-of-state', 'administrative', 1985, ['nl', 'fr', 'de'], {
      nl: ['de', 'Raad van State'],
      fr: ['le', "Conseil d'État"],
      de: ['der', 'Staatsrat'],
      en: 'Council of State',
    }),
    national('aliens-council', 'administrative', 2007, ['nl', 'fr'], {
      nl: ['de', 'Raad voor Vreemdelingenbetwistingen'],
      fr: ['le', 'Conseil du contentieux des étrangers'],
      de: ['der', 'Rat für Ausländerstreitsachen'],
      en: 'Council for Alien Law Litigation',
    }),
    national('permits-council', 'administrative', 2009, ['nl'], {
      nl: ['de', 'Raad voor Vergunningsbetwistingen'],
      fr: ['le', 'Conseil pour les contestations des autorisations'],
      de: ['der', 'Rat für Genehmigungsstreitsachen'],
      en: 'Council for Permit Disputes',
    }),
  ];
  for (const place of DISTRICTS) for (const kind of FIRST_LEVEL) courts.push(firstLevel(kind, place));
  for (const place of APPEAL_SEATS) {
    courts.push(appeal(place, 'appeal', 'civil', false));
    courts.push(appeal(place, 'appeal-indictment', 'criminal', false, INDICTMENT));
    courts.push(appeal(place, 'appeal-tax', 'tax', false, TAX));
    courts.push(appeal(place, 'labour-court', 'labour', true));
  }
  return courts;
}

export const COURTS: readonly Court[] = buildCourts();

/** The public form of a court, without the fields that only the generator uses. */
export function publicJurisdiction(court: Court): JurisdictionAQuo {
  return { id: court.id, name: court.name, area: court.area };
}
