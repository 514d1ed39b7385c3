import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB, StoredDocumentsTable } from '../db/tables.js';
import type { Localized } from '../domain/model.js';

export type StoredDocument = Selectable<StoredDocumentsTable>;

/** The languages an item's files (a press release's, a publication's PDFs) can be in. */
export const DOCUMENT_LANGS = ['nl', 'fr', 'de', 'en'] as const;

/** The files kept for an item, by language: of the paths `pathOf` gives for each language, those sent. */
export async function storedFilesByLang(db: Kysely<DB>, pathOf: (lang: string) => string): Promise<Localized> {
  const paths = DOCUMENT_LANGS.map((lang) => [lang, pathOf(lang)] as const);
  const wanted = paths.map(([, path]) => path);
  const rows = await db.selectFrom('stored_documents').select('path').where('path', 'in', wanted).execute();
  const stored = new Set(rows.map((row) => row.path));
  return Object.fromEntries(paths.filter(([, path]) => stored.has(path)));
}

/** Keeps a file at its public path; answers whether it is new, replaced, or the very same bytes as before. */
export async function saveDocument(
  db: Kysely<DB>,
  owner: { kind: string; key: string },
  document: { path: string; bytes: Buffer; contentType: string },
  now: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const { path, bytes, contentType } = document;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const existing = await db.selectFrom('stored_documents').select('sha256').where('path', '=', path).executeTakeFirst();
  if (existing?.sha256 === sha256) return 'unchanged';
  const row = { path, ...owner, content_type: contentType, sha256, size: bytes.length, bytes, updated_at: now };
  if (existing) await db.updateTable('stored_documents').set(row).where('path', '=', path).execute();
  else await db.insertInto('stored_documents').values(row).execute();
  return existing ? 'updated' : 'created';
}

export type StoredDocumentHead = Omit<StoredDocument, 'bytes'> & { state: string | null };

/** What is known of a stored file without reading its bytes, with the state of the item it belongs to. */
export function documentHead(db: Kysely<DB>, path: string): Promise<StoredDocumentHead | undefined> {
  return db
    .selectFrom('stored_documents as d')
    .leftJoin('publishing_items as i', (join) => join.onRef('i.kind', '=', 'd.kind').onRef('i.key', '=', 'd.key'))
    .select(['d.path', 'd.kind', 'd.key', 'd.content_type', 'd.sha256', 'd.size', 'd.updated_at', 'i.state'])
    .where('d.path', '=', path)
    .executeTakeFirst();
}

export async function documentBytes(db: Kysely<DB>, path: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('stored_documents').select('bytes').where('path', '=', path).executeTakeFirst();
  return row && Buffer.from(row.bytes);
}
