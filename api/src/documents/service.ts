import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { parseJson } from '../domain/localized.js';
import { defaultPdfLocale, judgmentKey, judgmentPdfPath, type PdfLocale } from '../domain/references.js';
import type { DocumentRepository } from '../repositories/documents.js';
import type { JudgmentDetailRepository } from '../repositories/judgment-details.js';
import { itemState } from '../storage/item-state.js';
import { documentBytes, documentHead } from '../storage/stored-documents.js';
import { FileCache } from './file-cache.js';
import { renderSimplePdf } from './render-other.js';
import { renderJudgmentPdf } from './render-judgment.js';

const isLocale = (value: string | null): value is Locale =>
  value === 'nl' || value === 'fr' || value === 'de' || value === 'en';

/** A document's file on disk, or `gone` for one whose item was withdrawn; undefined when there is none. */
export type DocumentFile = string | 'gone' | undefined;

/**
 * The court's document server. A file sent through publishing is served as sent (from the database, kept on
 * disk by its hash) while its item is published; a judgment without one gets a PDF rendered from its published
 * text, and so do the other documents of the demo corpus. Rendered files are cached on disk under the version of
 * what they were rendered from, so an update is never served stale.
 */
export class DocumentService {
  private readonly cache: FileCache;
  /** Absolute folder holding the files; replies stream them from here. */
  readonly cacheRoot: string;

  constructor(
    cacheRoot: string,
    private readonly db: Kysely<DB>,
    private readonly judgments: JudgmentDetailRepository,
    private readonly documents: DocumentRepository,
  ) {
    this.cacheRoot = path.resolve(cacheRoot);
    this.cache = new FileCache(this.cacheRoot);
  }

  private async judgmentWithdrawn(year: number, number: number): Promise<boolean> {
    return (await itemState(this.db, 'judgment', judgmentKey(year, number)))?.state === 'withdrawn';
  }

  /** Where the permalink of a judgment points: its French version, else Dutch, else German. */
  async defaultJudgmentPath(year: number, number: number): Promise<string | 'gone' | undefined> {
    const languages = await this.judgments.languagesOf(year, number);
    if (!languages) return (await this.judgmentWithdrawn(year, number)) ? 'gone' : undefined;
    const locale = defaultPdfLocale(languages);
    return locale && judgmentPdfPath(year, number, locale);
  }

  /** A file stored through publishing, if its item is published (or `gone` when withdrawn). */
  private async stored(publicPath: string): Promise<DocumentFile | null> {
    const head = await documentHead(this.db, publicPath);
    if (!head) return null;
    if (head.state === 'withdrawn') return 'gone';
    if (head.state !== 'published') return undefined;
    return this.cache.ensure(`stored/${head.sha256}${path.extname(publicPath)}`, () =>
      documentBytes(this.db, publicPath),
    );
  }

  /** The file of a judgment's language version, or undefined when that version does not exist. */
  async judgmentPdf(year: number, number: number, locale: PdfLocale): Promise<DocumentFile> {
    const publicPath = judgmentPdfPath(year, number, locale);
    const languages = await this.judgments.languagesOf(year, number);
    if (!languages) return (await this.judgmentWithdrawn(year, number)) ? 'gone' : undefined;
    if (!languages.includes(locale)) return undefined;
    const stored = await this.stored(publicPath);
    if (stored !== null) return stored;
    const version = (await itemState(this.db, 'judgment', judgmentKey(year, number)))?.etag ?? '"corpus"';
    const relative = `rendered/${version.replace(/\W/g, '')}/${publicPath.slice('/public/'.length)}`;
    return this.cache.ensure(relative, async () => {
      const judgment = await this.judgments.get(year, number, locale);
      return judgment && renderJudgmentPdf(judgment, locale);
    });
  }

  /**
   * A press release, publication or job offer PDF by its public path. Member photos are not generated:
   * they answer not found and the pages show their fallback image.
   */
  async otherDocument(publicPath: string): Promise<DocumentFile> {
    const stored = await this.stored(publicPath);
    if (stored !== null) return stored;
    const entry = await this.documents.find(publicPath);
    if (!entry || entry.kind === 'member-photo' || !isLocale(entry.lang)) return undefined;
    const locale = entry.lang;
    return this.cache.ensure(`rendered/corpus/${publicPath.slice('/public/'.length)}`, async () => {
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
