import { Type, type Static } from 'typebox';
import type { Judgment, JudgmentParagraph, Locale, Localized, NormReference } from '../../domain/model.js';
import { ecliOf } from '../../domain/references.js';
import { IsoDate, RollNumber } from '@court/contract/schemas/common';
import {
  ApplicantTypeSchema,
  NormKindSchema,
  OutcomeSchema,
  ProceedingTypeSchema,
} from '@court/contract/schemas/enums';
import {
  JudgmentReferenceBody,
  JurisdictionBody,
  LocalizedOf,
  PublishAt,
  Text,
} from '@court/contract/schemas/publishing-fields';

/** A paragraph of the full text: the court's own number (`B.7.3`, a section numeral `II`) and its text. */
const ParagraphBody = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z0-9]+(\\.[A-Za-z0-9]+)*$', maxLength: 40, description: 'e.g. B.7.3 or II' }),
    text: Text(200_000),
    kind: Type.Optional(
      Type.Enum(['heading', 'paragraph', 'operative'], {
        description: 'Default: heading for a roman numeral, paragraph otherwise',
      }),
    ),
    level: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 9, description: 'Default: the number of dots in the id (0 for II)' }),
    ),
  },
  { additionalProperties: false },
);

const NormBody = Type.Object(
  {
    normId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$', description: 'Stable id, e.g. law-2021-01-10' }),
    kind: NormKindSchema,
    title: LocalizedOf(Text(2000), { description: 'Title of the norm', minProperties: 1 }),
    date: Type.Optional(IsoDate),
    articles: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 500 }),
  },
  { additionalProperties: false },
);

const Paragraphs = Type.Array(ParagraphBody, { minItems: 1, maxItems: 5000 });

/** `PUT /publishing/judgments/{year}/{number}`: a judgment as the registry records it. */
export const JudgmentBody = Type.Object(
  {
    date: IsoDate,
    type: ProceedingTypeSchema,
    outcome: OutcomeSchema,
    rollNumbers: Type.Array(RollNumber, { minItems: 1, maxItems: 200, uniqueItems: true }),
    headnote: LocalizedOf(Text(5000), {
      description: 'The court headnote per language (older judgments may have it in one language only)',
      minProperties: 1,
    }),
    summary: Type.Optional(LocalizedOf(Text(50_000), { description: 'Summary per language' })),
    keywords: Type.Optional(
      LocalizedOf(Type.Array(Text(200), { maxItems: 100 }), { description: 'Keywords per language' }),
    ),
    fullText: Type.Object(
      { nl: Type.Optional(Paragraphs), fr: Type.Optional(Paragraphs), de: Type.Optional(Paragraphs) },
      {
        additionalProperties: false,
        minProperties: 1,
        description: 'The text of each official language version, in numbered paragraphs',
      },
    ),
    judges: Type.Array(Text(200), { minItems: 1, maxItems: 20, description: 'The presiding judge first' }),
    registrar: Text(200),
    applicant: Text(1000),
    applicantType: ApplicantTypeSchema,
    jurisdictionAQuo: Type.Optional(JurisdictionBody),
    referralDate: Type.Optional(IsoDate),
    officialJournalDate: Type.Optional(IsoDate),
    reviewedNorms: Type.Optional(Type.Array(NormBody, { maxItems: 200 })),
    referenceNorms: Type.Optional(Type.Array(NormBody, { maxItems: 200 })),
    classification: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z0-9-]+(/[a-z0-9-]+)?$' }), { maxItems: 50, uniqueItems: true }),
    ),
    cites: Type.Optional(Type.Array(JudgmentReferenceBody, { maxItems: 500 })),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type JudgmentBody = Static<typeof JudgmentBody>;

const ROMAN = /^[IVXLC]+$/;
const OFFICIAL: readonly ('nl' | 'fr' | 'de')[] = ['nl', 'fr', 'de'];

function paragraph(input: Static<typeof ParagraphBody>): JudgmentParagraph {
  const heading = ROMAN.test(input.id);
  return {
    id: input.id,
    text: input.text,
    kind: input.kind ?? (heading ? 'heading' : 'paragraph'),
    level: input.level ?? (heading ? 0 : input.id.split('.').length - 1),
  };
}

function norm(input: Static<typeof NormBody>): NormReference {
  return { normId: input.normId, kind: input.kind, title: input.title, date: input.date, articles: input.articles };
}

/** Checks the schema cannot express; each answer names the field (a JSON pointer) and what is wrong with it. */
export function judgmentBodyProblems(body: JudgmentBody): { path: string; code: string; message: string }[] {
  const problems: { path: string; code: string; message: string }[] = [];
  for (const lang of OFFICIAL) {
    const seen = new Set<string>();
    body.fullText[lang]?.forEach((p, index) => {
      if (seen.has(p.id)) {
        problems.push({
          path: `/fullText/${lang}/${index}/id`,
          code: 'duplicate',
          message: `Paragraph ${p.id} appears twice`,
        });
      }
      seen.add(p.id);
    });
  }
  return problems;
}

/** The judgment `number`/`year` a publishing body describes, in the court's data model. */
export function toJudgment(year: number, number: number, body: JudgmentBody): Judgment {
  const text: Localized<JudgmentParagraph[]> = {};
  for (const lang of OFFICIAL) {
    const paragraphs = body.fullText[lang];
    if (paragraphs) text[lang] = paragraphs.map(paragraph);
  }
  return {
    year,
    number,
    ecli: ecliOf(year, number),
    date: body.date,
    type: body.type,
    outcome: body.outcome,
    headnote: body.headnote,
    keywords: body.keywords ?? {},
    summary: body.summary ?? {},
    judges: body.judges,
    registrar: body.registrar,
    rollNumbers: body.rollNumbers,
    reviewedNorms: (body.reviewedNorms ?? []).map(norm),
    referenceNorms: (body.referenceNorms ?? []).map(norm),
    applicant: body.applicant,
    applicantType: body.applicantType,
    jurisdictionAQuo: body.jurisdictionAQuo,
    referralDate: body.referralDate,
    officialJournalDate: body.officialJournalDate,
    languages: OFFICIAL.filter((lang) => text[lang]) as Locale[],
    text,
    classification: body.classification ?? [],
    cites: body.cites ?? [],
  };
}

/** The publishing body of a judgment of the data model (the demo archive is written this way). */
export function judgmentBody(judgment: Judgment, publishAt?: string): JudgmentBody {
  const fullText: JudgmentBody['fullText'] = {};
  for (const lang of OFFICIAL) {
    const paragraphs = judgment.text[lang];
    if (paragraphs && paragraphs.length > 0) {
      fullText[lang] = paragraphs.map((p) => ({ id: p.id, text: p.text, kind: p.kind, level: p.level }));
    }
  }
  const norms = (list: NormReference[]) =>
    list.map((n) => ({
      normId: n.normId,
      kind: n.kind,
      title: n.title,
      ...(n.date ? { date: n.date } : {}),
      articles: n.articles,
    }));
  return {
    date: judgment.date,
    type: judgment.type,
    outcome: judgment.outcome,
    rollNumbers: judgment.rollNumbers,
    headnote: judgment.headnote,
    summary: judgment.summary,
    keywords: judgment.keywords,
    fullText,
    judges: judgment.judges,
    registrar: judgment.registrar,
    applicant: judgment.applicant,
    applicantType: judgment.applicantType,
    ...(judgment.jurisdictionAQuo ? { jurisdictionAQuo: judgment.jurisdictionAQuo } : {}),
    ...(judgment.referralDate ? { referralDate: judgment.referralDate } : {}),
    ...(judgment.officialJournalDate ? { officialJournalDate: judgment.officialJournalDate } : {}),
    reviewedNorms: norms(judgment.reviewedNorms),
    referenceNorms: norms(judgment.referenceNorms),
    classification: judgment.classification,
    cites: judgment.cites,
    ...(publishAt ? { publishAt } : {}),
  };
}
