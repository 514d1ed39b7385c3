import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { renderMarkdown, type TocEntry } from './markdown.js';
import { fold } from './slug.js';

/** A content block as the content query answers it, before `only`/`without`. */
export interface ContentDocument {
  path: string;
  slug: string;
  dir: string;
  lang: string;
  title: string;
  description: string;
  position: number | null;
  updatedAt: string;
  toc: TocEntry[];
  body: string;
  extension: '.md';
  [field: string]: unknown;
}

/** A parsed file: the document, plus what search and the `text` option need. */
export interface ContentEntry {
  document: ContentDocument;
  text: string;
  /** Title, description and text without markup, folded (lower case, no accents) for search. */
  searchText: string;
}

interface Cached {
  mtimeMs: number;
  size: number;
  entry: ContentEntry;
}

const RESERVED = new Set(['path', 'slug', 'dir', 'lang', 'toc', 'body', 'text', 'extension']);

/** YAML dates come back as Date objects; the API speaks ISO strings (a plain date stays a plain date). */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainValue(v)]));
  }
  return value;
}

/**
 * The Markdown files under the content folder, parsed once and kept in memory. Every query checks the files
 * it touches (a stat each), so an edited file is served on the next request without a restart.
 */
export class ContentStore {
  private readonly cache = new Map<string, Cached>();

  constructor(readonly root: string) {}

  /** The document of `relative` (a path without `.md`), or undefined when there is no such file. */
  async file(relative: string): Promise<ContentEntry | undefined> {
    return this.load(path.join(this.root, `${relative}.md`), relative);
  }

  async isFolder(relative: string): Promise<boolean> {
    try {
      return (await fs.stat(path.join(this.root, relative))).isDirectory();
    } catch {
      return false;
    }
  }

  /** The documents of a folder (and its sub-folders when `deep`), in file-name order. */
  async folder(relative: string, deep: boolean): Promise<ContentEntry[]> {
    const files = await this.markdownFiles(relative, deep);
    const entries = await Promise.all(files.map((file) => this.load(path.join(this.root, `${file}.md`), file)));
    return entries.filter((entry): entry is ContentEntry => entry !== undefined);
  }

  private async markdownFiles(relative: string, deep: boolean): Promise<string[]> {
    let dirents;
    try {
      dirents = await fs.readdir(path.join(this.root, relative), { withFileTypes: true });
    } catch {
      return [];
    }
    const files: string[] = [];
    for (const dirent of dirents.sort((a, b) => a.name.localeCompare(b.name))) {
      if (dirent.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${dirent.name}` : dirent.name;
      if (dirent.isFile() && dirent.name.endsWith('.md') && dirent.name !== 'README.md') files.push(child.slice(0, -3));
      else if (deep && dirent.isDirectory()) files.push(...(await this.markdownFiles(child, true)));
    }
    return files;
  }

  private async load(file: string, relative: string): Promise<ContentEntry | undefined> {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      this.cache.delete(file);
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.entry;
    const entry = this.parse(await fs.readFile(file, 'utf8'), relative, stat.mtime);
    this.cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, entry });
    return entry;
  }

  private parse(source: string, relative: string, mtime: Date): ContentEntry {
    // Without options gray-matter keeps every text it parsed in a module-level cache; edits would pile up.
    const { data, content } = matter(source, {});
    const fields = plainValue(data) as Record<string, unknown>;
    const rendered = renderMarkdown(content);
    const segments = relative.split('/');
    const slug = segments.at(-1) ?? '';
    const extra = Object.fromEntries(Object.entries(fields).filter(([key]) => !RESERVED.has(key)));
    const title = typeof fields.title === 'string' ? fields.title : slug;
    const description = typeof fields.description === 'string' ? fields.description : '';
    const document: ContentDocument = {
      ...extra,
      path: `/${relative}`,
      slug,
      dir: `/${segments.slice(0, -1).join('/')}`,
      lang: segments[0] ?? '',
      title,
      description,
      position: typeof fields.position === 'number' ? fields.position : null,
      updatedAt: typeof fields.updatedAt === 'string' ? fields.updatedAt : mtime.toISOString(),
      toc: rendered.toc,
      body: rendered.html,
      extension: '.md',
    };
    return { document, text: content, searchText: fold(`${title} ${description} ${rendered.plain}`) };
  }
}
