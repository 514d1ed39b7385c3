import path from 'node:path';
import type { Locale } from '../domain/model.js';
import { parseJson } from '../domain/localized.js';
import { defaultPdfLocale, judgmentPdfPath, type PdfLocale } from '../domain/references.js';
import type { DocumentRepository } from '../repositories/documents.js';
import type { JudgmentDetailRepository } from '../repositories/judgment-details.js';
import { FileCache } from './file-cache.js';
import { renderSimplePdf } from './render-other.js';
import { renderJudgmentPdf } from './render-judgment.js';

const isLocale = (value: string | null): value is Locale =>
  value === 'nl' || value === 'fr' || value === 'de' || value === 'en';

/** The court's document server: judgment PDFs and the other documents, rendered on first request and cached. */
export class DocumentService {
  private readonly cache: FileCache;
  /** Absolute folder holding the rendered files; replies stream them from here. */
  readonly cacheRoot: string;

  constructor(
    cacheRoot: string,
    private readonly judgments: JudgmentDetailRepository,
    private readonly documents: DocumentRepository,
  ) {
    this.cacheRoot = path.resolve(cacheRoot);
    this.cache = new FileCache(this.cacheRoot);
  }

  /** Where the permalink of a judgment points: its French version, else Dutch, else German. */
  async defaultJudgmentPath(year: number, number: number): Promise<string | undefined> {
    const row = await this.judgments.languagesOf(year, number);
    const locale = row && defaultPdfLocale(row);
    return locale && judgmentPdfPath(year, number, locale);
  }

  /** The file of a judgment's language version, or undefined when that version does not exist. */
  judgmentPdf(year: number, number: number, locale: PdfLocale): Promise<string | undefined> {
    const relative = judgmentPdfPath(year, number, locale).slice('/public/'.length);
    return this.cache.ensure(relative, async () => {
      const judgment = await this.judgments.get(year, number, locale);
      if (!judgment || !judgment.languages.includes(locale)) return undefined;
      return renderJudgmentPdf(judgment, locale);
    });
  }

  /**
   * A press release, publication or job offer PDF by its public path. Member photos are not generated:
   * they answer not found and the pages show their fallback image.
   */
  async otherDocument(publicPath: string): Promise<string | undefined> {
    const entry = await this.documents.find(publicPath);
    if (!entry || entry.kind === 'member-photo' || !isLocale(entry.lang)) return undefined;
    const locale = entry.lang;
    return this.cache.ensure(publicPath.slice('/public/'.length), async () => {
      const content = await this.documents.content(entry.kind, entry.owner_id, locale);
      return content && renderSimplePdf(content);
    });
  }

  /** File names of a year's judgments in one language, or undefined when there are none. */
  async yearListing(locale: PdfLocale, year: number): Promise<string[] | undefined> {
    const rows = await this.documents.judgmentsOfYear(year);
    const files = rows
      .filter((row) => parseJson<string[]>(row.languages, []).includes(locale))
      .map((row) => path.posix.basename(judgmentPdfPath(year, row.number, locale)));
    return files.length > 0 ? files : undefined;
  }

  /** Years with at least one judgment in the language, newest first. */
  async yearsListing(locale: PdfLocale): Promise<number[]> {
    const rows = await this.documents.yearsWithLanguage();
    const years = new Set(
      rows.filter((row) => parseJson<string[]>(row.languages, []).includes(locale)).map((row) => row.year),
    );
    return [...years];
  }
}
