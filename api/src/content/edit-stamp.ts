import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time under a folder, 0 when it is empty or missing. */
function newestMtime(folder: string): number {
  let newest = 0;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestMtime(full) : (fs.statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? 0),
    );
  }
  return newest;
}

/**
 * When the editorial Markdown last changed, as the files say: the newest modification time in the content
 * folder, read at start and again on each change the watcher reports. Every instance reading the same folder
 * says the same, so the site server, whichever instance it asks, sees a change once.
 */
export class ContentEditStamp {
  private newest: number;

  constructor(private readonly root: string) {
    this.newest = newestMtime(root);
  }

  /** A file changed (or was deleted: then the time of the event). */
  changed(file: string | null): void {
    const mtime = file ? fs.statSync(path.join(this.root, file), { throwIfNoEntry: false })?.mtimeMs : undefined;
    this.newest = Math.max(this.newest, mtime ?? Date.now());
  }

  get value(): number {
    return Math.round(this.newest);
  }
}
