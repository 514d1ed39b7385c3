import { LOCALE_INFO, type Locale } from '@court/runtime';
import { judgmentNumber } from '../../../lib/format';
import { courtNameOn, ecliCitation, judgmentForm, type CitableJudgment } from './citation';

/** The reference managers' formats a judgment can be downloaded in. */
export type CitationFormat = 'csl-json' | 'bibtex' | 'ris';

export interface CitationExport {
  format: CitationFormat;
  fileName: string;
  mimeType: string;
  content: string;
}

interface ExportInput {
  judgment: CitableJudgment;
  locale: Locale;
  /** The judgment's permalink, absolute, at the paragraph of the pin cite when there is one. */
  url: string;
  /** A paragraph for a pin cite (`B.7.3`). */
  paragraph?: string;
}

const BIBLATEX_LANGUAGE: Record<Locale, string> = { en: 'british', nl: 'dutch', fr: 'french', de: 'german' };

/** CSL-JSON, read by Zotero, Mendeley, citeproc and pandoc: a list with one `legal_case`. */
function cslJson({ judgment, locale, url, paragraph }: ExportInput): string {
  const [year, month, day] = judgment.date.split('-').map(Number);
  const item: Record<string, unknown> = {
    id: judgment.ecli,
    type: 'legal_case',
    title: judgmentForm(judgment, locale),
    authority: courtNameOn(judgment.date, locale),
    number: judgmentNumber(judgment.number, judgment.year),
    issued: { 'date-parts': [[year, month, day]] },
    language: LOCALE_INFO[locale].iso,
    URL: url,
    note: `ECLI: ${judgment.ecli}`,
  };
  // citeproc reads a pin cite from `locator` and its kind from `label`.
  if (paragraph) Object.assign(item, { locator: paragraph, label: 'paragraph' });
  return `${JSON.stringify([item], null, 2)}\n`;
}

/** Escapes the characters that mean something to TeX. */
function tex(value: string): string {
  return value.replace(/[\\{}%&#$_^~]/g, (character) => (character === '\\' ? '\\textbackslash{}' : `\\${character}`));
}

/** biblatex's `@jurisdiction` entry (plain BibTeX styles read it as `@misc`). */
function bibtex({ judgment, locale, url, paragraph }: ExportInput): string {
  const fields: [string, string][] = [
    ['title', judgmentForm(judgment, locale)],
    ['institution', courtNameOn(judgment.date, locale)],
    ['number', judgmentNumber(judgment.number, judgment.year)],
    ['date', judgment.date],
    ['url', url],
    ['langid', BIBLATEX_LANGUAGE[locale]],
    ['note', ecliCitation(judgment, paragraph)],
  ];
  if (paragraph) fields.push(['pages', paragraph]);
  const key = `GHCC${judgment.year}-${judgment.number}`;
  const body = fields.map(([name, value]) => `  ${name} = {${name === 'url' ? value : tex(value)}}`).join(',\n');
  return `@jurisdiction{${key},\n${body}\n}\n`;
}

/** RIS, the tagged format of EndNote and most reference managers, with the `CASE` type. */
function ris({ judgment, locale, url, paragraph }: ExportInput): string {
  const lines: [string, string][] = [
    ['TY', 'CASE'],
    ['TI', judgmentForm(judgment, locale)],
    ['PB', courtNameOn(judgment.date, locale)],
    ['M1', judgmentNumber(judgment.number, judgment.year)],
    ['DA', judgment.date.replace(/-/g, '/')],
    ['PY', String(judgment.year)],
    ['LA', locale],
    ['UR', url],
    ['N1', ecliCitation(judgment, paragraph)],
  ];
  if (paragraph) lines.push(['SP', paragraph]);
  lines.push(['ER', '']);
  return `${lines.map(([tag, value]) => `${tag}  - ${value}`.trimEnd()).join('\r\n')}\r\n`;
}

const FORMATS: Record<CitationFormat, { extension: string; mimeType: string; build: (input: ExportInput) => string }> =
  {
    'csl-json': { extension: 'json', mimeType: 'application/vnd.citationstyles.csl+json', build: cslJson },
    bibtex: { extension: 'bib', mimeType: 'application/x-bibtex', build: bibtex },
    ris: { extension: 'ris', mimeType: 'application/x-research-info-systems', build: ris },
  };

/** The judgment as a file of a reference manager's format, built from the page's data in the browser. */
export function exportCitation(format: CitationFormat, input: ExportInput): CitationExport {
  const { extension, mimeType, build } = FORMATS[format];
  const pin = input.paragraph ? `-${input.paragraph}` : '';
  return {
    format,
    fileName: `judgment-${input.judgment.number}-${input.judgment.year}${pin}.${extension}`,
    mimeType,
    content: build(input),
  };
}
