import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { renderSimplePdf } from '../documents/render-other.js';
import type { Corpus } from '../domain/model.js';
import { archiveFile, archivePdf } from '../import/archive.js';
import type { ContentKind } from '../publishing/kinds/kind.js';
import { corpusItems, keyOf } from './corpus-items.js';

/**
 * Writes the demo corpus as an archive in the interchange format (import/archive.ts) into `dir`: a JSON Lines
 * file per kind, and the PDFs of the short documents (press releases, publications, job offers) rendered here.
 */
export async function writeArchive(corpus: Corpus, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const streams = new Map<ContentKind, fs.WriteStream>();
  for (const item of corpusItems(corpus)) {
    let stream = streams.get(item.kind);
    if (!stream) {
      stream = fs.createWriteStream(archiveFile(dir, item.kind));
      streams.set(item.kind, stream);
    }
    if (!stream.write(`${JSON.stringify({ ...item.keyFields, ...item.body })}\n`)) await once(stream, 'drain');
    for (const document of item.documents) {
      const file = archivePdf(dir, item.kind, keyOf(item), document.lang);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await renderSimplePdf(document.content));
    }
  }
  await Promise.all(
    [...streams.values()].map(
      (stream) =>
        new Promise<void>((resolve, reject) =>
          stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
        ),
    ),
  );
}
