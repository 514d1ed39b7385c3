import fs from 'node:fs';

/** How long a read of the remotes file is trusted before its modification time is looked at again. */
const RECHECK_MS = 1000;

/** Origins of the absolute manifest URLs in a remotes file; relative ones live on this server. */
export function originsOfRemotes(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const origins = new Set<string>();
  for (const value of Object.values(parsed)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: the shell cannot load it either, so it needs no permission.
    }
  }
  return [...origins];
}

/**
 * The origins the Content-Security-Policy must allow for the sections: those named in the remotes file the
 * shell reads at runtime, plus REMOTE_ORIGINS. The file is read again when it changes, so moving a section
 * to another server takes effect without a restart, as it does for the shell.
 */
export function remoteOriginsSource(
  currentFile: () => string | undefined,
  fixed: readonly string[],
): () => readonly string[] {
  let checkedAt = -Infinity;
  let checkedFile: string | undefined;
  let modified: number | undefined;
  let current: readonly string[] = fixed;
  return () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return current;
    checkedAt = now;
    const file = currentFile();
    let mtime: number | undefined;
    try {
      mtime = file === undefined ? undefined : fs.statSync(file).mtimeMs;
    } catch {
      mtime = undefined;
    }
    if (file === checkedFile && mtime === modified) return current;
    checkedFile = file;
    modified = mtime;
    let derived: string[] = [];
    try {
      if (file !== undefined && mtime !== undefined) derived = originsOfRemotes(fs.readFileSync(file, 'utf8'));
    } catch {
      // A file being rewritten or broken: the shell cannot use it either; keep only the configured origins.
    }
    current = [...new Set([...fixed, ...derived])];
    return current;
  };
}
