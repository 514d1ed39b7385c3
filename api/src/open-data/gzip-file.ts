import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

export interface WrittenFile {
  /** Bytes of the gzip file. */
  size: number;
  lines: number;
  /** SHA-256 of the gzip file, hexadecimal. */
  sha256: string;
}

/**
 * Writes `items` as JSON lines, gzipped, to `file`, hashing and counting the compressed bytes as they go out.
 * gzip's header carries no time here, so the same items give the same bytes.
 */
export async function writeGzipJsonLines(file: string, items: AsyncIterable<unknown>): Promise<WrittenFile> {
  let lines = 0;
  let size = 0;
  const hash = createHash('sha256');
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  async function* text() {
    for await (const item of items) {
      lines++;
      yield `${JSON.stringify(item)}\n`;
    }
  }
  await pipeline(Readable.from(text()), createGzip({ level: 9 }), measure, createWriteStream(file));
  return { size, lines, sha256: hash.digest('hex') };
}

/** SHA-256 of a file's bytes, hexadecimal, read as a stream. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
