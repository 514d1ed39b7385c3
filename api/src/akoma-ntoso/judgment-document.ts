import { create } from 'xmlbuilder2';
import type { JudgmentDetail, Norm } from '@court/contract/schemas/judgments';
import { LABELS, formatDate } from '../documents/labels.js';
import type { PdfLocale } from '../domain/references.js';
import { writeJudgmentBody, type XmlNode } from './judgment-body.js';
import { AKN_LABELS } from './labels.js';
import {
  EntityLabels,
  ISO_639_2,
  judgmentIris,
  mainComponent,
  mainManifestation,
  normIri,
  ontologyIri,
  type JudgmentIris,
} from './naming.js';

export const AKN_NAMESPACE = 'http://docs.oasis-open.org/legaldocml/ns/akn/3.0';
/** The media type of Akoma Ntoso documents (AKN 1.0 part 2, appendix on the media type registration). */
export const AKN_MEDIA_TYPE = 'application/akn+xml';

/** The court is the author of every level and the source of the metadata (TLCOrganization `#court`). */
const COURT = 'court';
const ROLES = ['applicant', 'referringCourt', 'president', 'registrar'] as const;
type Role = (typeof ROLES)[number];
const ref = (eId: string): string => `#${eId}`;

interface Entity {
  tlc: 'TLCPerson' | 'TLCOrganization';
  eId: string;
  name: string;
}

/** The people and organisations the document names, each with its own label. */
interface Cast {
  applicant: Entity;
  judges: Entity[];
  registrar: Entity;
}

function castOf(judgment: JudgmentDetail): Cast {
  const labels = new EntityLabels([COURT, ...ROLES]);
  const person = (name: string): Entity => ({ tlc: 'TLCPerson', eId: labels.take(name), name });
  return {
    applicant: {
      tlc: judgment.applicantType === 'individual' ? 'TLCPerson' : 'TLCOrganization',
      eId: labels.take(judgment.applicant),
      name: judgment.applicant,
    },
    judges: judgment.judges.map(person),
    registrar: person(judgment.registrar),
  };
}

const applicantRole = (judgment: JudgmentDetail): Role =>
  judgment.applicantType === 'court' ? 'referringCourt' : 'applicant';

/**
 * One FRBR level with the core properties every level has, in the schema's order: FRBRthis, FRBRuri, the
 * aliases, FRBRdate, FRBRauthor (AKN 1.0 part 1, the identification block). Each is dated by the delivery of
 * the judgment, which all language versions share.
 */
function frbrLevel(
  parent: XmlNode,
  level: 'FRBRWork' | 'FRBRExpression' | 'FRBRManifestation',
  iri: { uri: string; this: string },
  date: string,
  alias?: { value: string; name: string },
): XmlNode {
  const element = parent.ele(level);
  element.ele('FRBRthis', { value: iri.this });
  element.ele('FRBRuri', { value: iri.uri });
  if (alias) element.ele('FRBRalias', alias);
  element.ele('FRBRdate', { date, name: 'delivery' });
  element.ele('FRBRauthor', { href: ref(COURT) });
  return element;
}

/** The three levels, with the ECLI as the Work's alias (AKN-NC 4.12: a functionally equivalent identifier). */
function writeIdentification(meta: XmlNode, judgment: JudgmentDetail, lang: PdfLocale, iris: JudgmentIris): void {
  const identification = meta.ele('identification', { source: ref(COURT) });
  const { date } = judgment;

  const work = frbrLevel(identification, 'FRBRWork', { uri: iris.work, this: mainComponent(iris.work) }, date, {
    value: judgment.ecli,
    name: 'ECLI',
  });
  work.ele('FRBRcountry', { value: 'be' });
  work.ele('FRBRnumber', { value: String(judgment.number), showAs: `${judgment.number}/${judgment.year}` });

  const expressionIri = { uri: iris.expression, this: mainComponent(iris.expression) };
  frbrLevel(identification, 'FRBRExpression', expressionIri, date).ele('FRBRlanguage', { language: ISO_639_2[lang] });

  const manifestationIri = { uri: iris.manifestation, this: mainManifestation(iris) };
  frbrLevel(identification, 'FRBRManifestation', manifestationIri, date).ele('FRBRformat', { value: AKN_MEDIA_TYPE });
}

function writeReferences(meta: XmlNode, judgment: JudgmentDetail, lang: PdfLocale, cast: Cast): void {
  const references = meta.ele('references', { source: ref(COURT) });
  references.ele('TLCOrganization', {
    eId: COURT,
    href: ontologyIri('organization', 'constitutionalCourt'),
    showAs: LABELS[lang].court,
  });
  for (const entity of [cast.applicant, ...cast.judges, cast.registrar]) {
    const tlc = entity.tlc === 'TLCPerson' ? 'person' : 'organization';
    references.ele(entity.tlc, { eId: entity.eId, href: ontologyIri(tlc, entity.eId), showAs: entity.name });
  }
  const roles: Role[] = [applicantRole(judgment), 'president', 'registrar'];
  for (const role of roles) {
    references.ele('TLCRole', { eId: role, href: ontologyIri('role', role), showAs: AKN_LABELS[lang].roles[role] });
  }
}

function writeMeta(akn: XmlNode, judgment: JudgmentDetail, lang: PdfLocale, cast: Cast): void {
  const meta = akn.ele('meta');
  writeIdentification(meta, judgment, lang, judgmentIris(judgment.ecli, judgment.date, lang));
  if (judgment.officialJournalDate) {
    const showAs = AKN_LABELS[lang].officialJournal;
    meta.ele('publication', { date: judgment.officialJournalDate, name: 'officialJournal', showAs });
  }
  if (judgment.keywords.length > 0) {
    const classification = meta.ele('classification', { source: ref(COURT) });
    for (const keyword of judgment.keywords) {
      classification.ele('keyword', { value: keyword, showAs: keyword, dictionary: 'court-keywords' });
    }
  }
  writeReferences(meta, judgment, lang, cast);
}

/** Items of a list in running text: `a, b, c`. */
function joined<T>(parent: XmlNode, items: readonly T[], write: (item: T) => void, separator = ', '): void {
  items.forEach((item, i) => {
    if (i > 0) parent.txt(separator);
    write(item);
  });
}

/** A norm with its articles, each article a reference to its portion of the norm where the norm has an IRI. */
function writeNorm(p: XmlNode, norm: Norm, lang: PdfLocale): void {
  const title = norm.title ?? norm.normId;
  const work = normIri(norm);
  if (work) p.ele('ref', { href: work }).txt(title);
  else p.txt(title);
  if (norm.articles.length === 0) return;
  p.txt(` (${AKN_LABELS[lang].article} `);
  joined(p, norm.articles, (article) => {
    const portion = normIri(norm, article);
    if (portion) p.ele('ref', { href: portion }).txt(article);
    else p.txt(article);
  });
  p.txt(')');
}

function writeHeader(akn: XmlNode, judgment: JudgmentDetail, lang: PdfLocale, cast: Cast): void {
  const labels = LABELS[lang];
  const header = akn.ele('header');
  header
    .ele('p')
    .ele('courtType', { refersTo: ref(COURT) })
    .txt(labels.court);

  const title = header.ele('p');
  title.ele('docNumber').txt(`${judgment.number}/${judgment.year}`);
  title.txt(', ');
  title.ele('docDate', { date: judgment.date }).txt(formatDate(lang, judgment.date));

  if (judgment.rollNumbers.length > 0) {
    const roll = header.ele('p').txt(`${labels.rollNumbers}: `);
    joined(roll, judgment.rollNumbers, (number) => roll.ele('docketNumber').txt(number));
  }

  const parties = header.ele('p').txt(`${labels.subject}: `);
  parties
    .ele('party', { refersTo: ref(cast.applicant.eId), as: ref(applicantRole(judgment)) })
    .txt(cast.applicant.name);

  if (cast.judges.length > 0) {
    const bench = header.ele('p').txt(`${labels.judges}: `);
    joined(bench, cast.judges, (judge) => {
      const president = judge === cast.judges[0] ? { as: ref('president') } : {};
      bench.ele('judge', { refersTo: ref(judge.eId), ...president }).txt(judge.name);
    });
  }
  header
    .ele('p')
    .txt(`${labels.registrar}: `)
    .ele('person', { refersTo: ref(cast.registrar.eId), as: ref('registrar') })
    .txt(cast.registrar.name);

  const norms = [
    [AKN_LABELS[lang].reviewedNorms, judgment.reviewedNorms],
    [AKN_LABELS[lang].referenceNorms, judgment.referenceNorms],
  ] as const;
  for (const [label, list] of norms) {
    if (list.length === 0) continue;
    const p = header.ele('p').txt(`${label}: `);
    joined(p, list, (norm) => writeNorm(p, norm, lang), '; ');
  }
}

/**
 * One language version of a judgment as an Akoma Ntoso 1.0 document: its identification and references, a
 * header with what a re-user looks up (number, date, roll numbers, parties, bench, the norms reviewed), and the
 * full text. Built as a tree, so every text is escaped.
 */
export function judgmentAkn(judgment: JudgmentDetail, lang: PdfLocale): string {
  const cast = castOf(judgment);
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\uFFFD' });
  const akn = doc.ele(AKN_NAMESPACE, 'akomaNtoso').ele('judgment', { name: 'judgment' });
  writeMeta(akn, judgment, lang, cast);
  writeHeader(akn, judgment, lang, cast);
  writeJudgmentBody(akn, judgment.paragraphs);
  return doc.end();
}
