import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Rendered documents kept on disk under one root. A document is rendered on its first request only; two
 * requests for the same missing file share one rendering, and a file appears complete or not at all
 * (written to a temporary name, then renamed).
 */
export class FileCache {
  private readonly inFlight = new Map<string, Promise<string | undefined>>();

  constructor(readonly root: string) {}

  /** The absolute path of `relative` inside the root; throws if it would leave the root. */
  resolve(relative: string): string {
    const file = path.resolve(this.root, relative);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Path outside the document cache: ${relative}`);
    return file;
  }

  /** The cached file, rendered first if needed; undefined when `render` says the document does not exist. */
  async ensure(relative: string, render: () => Promise<Buffer | undefined>): Promise<string | undefined> {
    const file = this.resolve(relative);
    if (await exists(file)) return file;
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const job = this.write(file, render).finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, job);
    return job;
  }

  private async write(file: string, render: () => Promise<Buffer | undefined>): Promise<string | undefined> {
    const content = await render();
    if (!content) return undefined;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, file);
    return file;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
