import { localizedPath, type HeadTag, type Locale } from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import type { JudgmentDetail } from '../api/get-judgment';
import { courtName, courtNameOn } from './citation';

/** What the page says of the judgment beside the judgment's own record, in the page's language. */
export interface JudgmentPageFacts {
  locale: Locale;
  /** The site's origin (`https://www.const-court.be`): ECLI metadata name documents by absolute address. */
  origin: string;
  /** The page's title ("Arrest 43/2026"). */
  title: string;
  /** The kind of proceedings, as the page names it ("Prejudiciële vragen"). */
  proceeding: string;
}

/** The judgment in the court's own machine-readable form (Akoma Ntoso), in one of its official languages. */
export const aknPath = ({ year, number }: { year: number; number: number }, lang: Locale): string =>
  `/api/v1/juris/judgments/${year}/${number}/akn?lang=${lang}`;

/** The ECLI conclusions' value of `type` for every decision this page shows (the court's "arrest"/"arrêt"). */
const DECISION_TYPE = 'judgment';
/** Where the court sits (ECLI `coverage`: the country, as its ISO 3166 code). */
const COUNTRY = 'BE';

const pageUrl = (origin: string, locale: Locale, judgment: { year: number; number: number }) =>
  `${origin}${localizedPath(locale, decisionsPaths.judgment(judgment))}`;

/** The page's language is one the court published the judgment in (not English): it has a text and files. */
const isOfficialIn = (judgment: JudgmentDetail, locale: Locale) => judgment.languages.some((lang) => lang === locale);

const ecliValue = (ecli: string) => ({ '@type': 'PropertyValue', propertyID: 'ECLI', value: ecli });

/**
 * The metadata of the ECLI conclusions of the Council (2011/C 127/01, 2019/C 360/01) as Dublin Core terms in
 * RDFa about this page: `identifier` is the address of this language version and `isVersionOf` the ECLI of
 * the decision all versions share; the site's `<head>` declares the `dcterms` prefix.
 */
function dublinCoreTags(judgment: JudgmentDetail, facts: JudgmentPageFacts): HeadTag[] {
  const terms: [string, string | null][] = [
    ['identifier', pageUrl(facts.origin, facts.locale, judgment)],
    ['isVersionOf', judgment.ecli],
    ['creator', courtNameOn(judgment.date, facts.locale)],
    ['coverage', COUNTRY],
    ['date', judgment.date],
    ['language', facts.locale],
    ['publisher', courtName(facts.locale)],
    ['accessRights', 'public'],
    ['type', DECISION_TYPE],
    ['type', facts.proceeding],
    ['title', facts.title],
    ['abstract', judgment.headnote],
    ['abstract', judgment.summary],
    ...judgment.keywords.map((keyword): [string, string] => ['subject', keyword]),
    ...judgment.cites.map((cited): [string, string] => ['references', cited.ecli]),
  ];
  return terms
    .filter((term): term is [string, string] => Boolean(term[1]))
    .map(([term, content]) => ({ tag: 'meta', attributes: { property: `dcterms:${term}`, content } }));
}

/**
 * The same as schema.org JSON-LD, which general search engines read. schema.org has no type for a court
 * decision (`Legislation` is for acts and decrees, `Article` for news and scholarly writing), so it is a
 * `CreativeWork` named by its ECLI, with the court as creator and the judgments it cites as citations.
 */
function schemaOrgTag(judgment: JudgmentDetail, facts: JudgmentPageFacts): HeadTag {
  const { origin, locale } = facts;
  const pdf = judgment.pdf[locale as keyof JudgmentDetail['pdf']];
  const encodings = isOfficialIn(judgment, locale)
    ? [
        {
          '@type': 'MediaObject',
          encodingFormat: 'application/akn+xml',
          contentUrl: origin + aknPath(judgment, locale),
        },
        ...(pdf
          ? [{ '@type': 'MediaObject', encodingFormat: 'application/pdf', contentUrl: new URL(pdf, origin).href }]
          : []),
      ]
    : [];
  return {
    tag: 'json-ld',
    data: {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': pageUrl(origin, locale, judgment),
      url: pageUrl(origin, locale, judgment),
      identifier: ecliValue(judgment.ecli),
      name: facts.title,
      inLanguage: locale,
      dateCreated: judgment.date,
      genre: facts.proceeding,
      creator: { '@type': 'GovernmentOrganization', name: courtNameOn(judgment.date, locale) },
      publisher: { '@type': 'GovernmentOrganization', name: courtName(locale) },
      spatialCoverage: { '@type': 'Country', name: COUNTRY },
      isAccessibleForFree: true,
      ...(judgment.headnote ? { headline: judgment.headnote } : {}),
      ...(judgment.summary ? { abstract: judgment.summary } : {}),
      ...(judgment.keywords.length > 0 ? { keywords: judgment.keywords } : {}),
      ...(encodings.length > 0 ? { encoding: encodings } : {}),
      ...(judgment.cites.length > 0
        ? {
            citation: judgment.cites.map((cited) => ({
              '@type': 'CreativeWork',
              identifier: ecliValue(cited.ecli),
              url: pageUrl(origin, locale, cited),
            })),
          }
        : {}),
    },
  };
}

/**
 * What the page of a judgment puts in `<head>` for machines: its ECLI metadata as Dublin Core terms and as
 * schema.org, and, in an official language of the judgment, the address of its Akoma Ntoso version.
 */
export function judgmentHeadTags(judgment: JudgmentDetail, facts: JudgmentPageFacts): HeadTag[] {
  const akn: HeadTag[] = isOfficialIn(judgment, facts.locale)
    ? [
        {
          tag: 'link',
          attributes: { rel: 'alternate', type: 'application/akn+xml', href: aknPath(judgment, facts.locale) },
        },
      ]
    : [];
  return [...dublinCoreTags(judgment, facts), schemaOrgTag(judgment, facts), ...akn];
}
