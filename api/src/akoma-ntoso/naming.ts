import type { Norm } from '@court/contract/schemas/judgments';
import type { PdfLocale } from '../domain/references.js';

/**
 * The Akoma Ntoso naming convention (OASIS AKN-NC 1.0) as the court applies it: the IRIs of a judgment's three
 * FRBR levels, built on the parts of its ECLI, and the identifiers (eId) of the parts of the document.
 */

/** ISO 639-2 codes, which the convention prescribes for the language of an Expression (AKN-NC 4.6). */
export const ISO_639_2: Record<PdfLocale, string> = { nl: 'nld', fr: 'fra', de: 'deu' };

const MANIFESTATION_FORMAT = 'akn';

export interface JudgmentIris {
  work: string;
  expression: string;
  manifestation: string;
}

/**
 * `/akn/be/judgment/ghcc/2024-02-01/arr.012` for ECLI:BE:GHCC:2024:ARR.012 of 1 February 2024: country, court
 * and ordinal come from the ECLI, so one can be read from the other (AKN-NC 4.5: country, type, actor, date,
 * number). The Expression adds the language and `@` for the original version (AKN-NC 4.6), the Manifestation
 * the format (AKN-NC 4.8).
 */
export function judgmentIris(ecli: string, date: string, lang: PdfLocale): JudgmentIris {
  const [, country, court, , ordinal] = ecli.toLowerCase().split(':');
  const work = `/akn/${country}/judgment/${court}/${date}/${ordinal}`;
  const expression = `${work}/${ISO_639_2[lang]}@`;
  return { work, expression, manifestation: `${expression}.${MANIFESTATION_FORMAT}` };
}

/** FRBRthis names the main component of the document at each level (AKN-NC 4.7.1). */
export const mainComponent = (iri: string): string => `${iri}/!main`;
export const mainManifestation = (iris: JudgmentIris): string =>
  `${mainComponent(iris.expression)}.${MANIFESTATION_FORMAT}`;

/**
 * eId of a numbered part (AKN-NC 5.4: element_ref `_` number). The number is the court's own paragraph number
 * (B.7.3), the anchor of that paragraph on the judgment page, so `para_B.7.3` here is `#B.7.3` there.
 */
export const partEId = (elementRef: 'para' | 'hcontainer', courtNumber: string): string =>
  `${elementRef}_${courtNumber}`;

/** The label of a person or organisation, as eId of its TLC element (AKN-NC 5.4.2: a label of the entity). */
export function entityLabel(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const label = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1))).join('');
  return /^[a-z]/.test(label) ? label : `entity${label}`;
}

/** Gives each entity a label of its own, numbering the rare names that reduce to the same one. */
export class EntityLabels {
  private readonly used: Set<string>;

  /** `reserved`: the fixed labels of the document (the court, the roles), which no name may take. */
  constructor(reserved: Iterable<string>) {
    this.used = new Set(reserved);
  }

  take(name: string): string {
    const base = entityLabel(name);
    let label = base;
    for (let n = 2; this.used.has(label); n++) label = `${base}${n}`;
    this.used.add(label);
    return label;
  }
}

/** The TLC identifier of a person or organisation (AKN-NC 4.11.1: country and a recognisable form of the name). */
export const ontologyIri = (tlc: 'person' | 'organization' | 'role', label: string): string =>
  tlc === 'role' ? `/akn/ontology/role/${label}` : `/akn/ontology/${tlc}/be.${label}`;

/** The country part of a norm's IRI: Belgian norms, treaties (`int`) and the law of the European Union (`eu`). */
const NORM_COUNTRY: Record<Norm['kind'], string> = {
  constitution: 'be',
  'special-law': 'be',
  law: 'be',
  decree: 'be',
  ordinance: 'be',
  treaty: 'int',
  'eu-law': 'eu',
};

/**
 * The Work IRI of a norm with a portion for one article (AKN-NC 4.7.4), or undefined when the norm has no date,
 * which a Work IRI cannot do without. The court's norm id stands for the number.
 */
export function normIri(norm: Pick<Norm, 'kind' | 'date' | 'normId'>, article?: string): string | undefined {
  if (!norm.date) return undefined;
  const work = `/akn/${NORM_COUNTRY[norm.kind]}/act/${norm.kind}/${norm.date}/${encodeURIComponent(norm.normId)}`;
  return article ? `${work}/~art_${articleNumber(article)}` : work;
}

/** `9bis` stays `9bis`; `10, § 2` becomes `10-2`: an eId number has no spaces or punctuation but dashes. */
const articleNumber = (article: string): string =>
  article
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
