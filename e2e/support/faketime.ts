import fs from 'node:fs';
import path from 'node:path';

/**
 * The environment that runs a server process (and the processes it starts) `offsetMs` from the real time, with
 * Debian's libfaketime (package `faketime`). The offset is relative, so the clock keeps running.
 */
export function movedClockEnv(offsetMs: number): Record<string, string> {
  const library = findLibrary();
  return { LD_PRELOAD: library, FAKETIME: `${offsetMs >= 0 ? '+' : '-'}${Math.round(Math.abs(offsetMs) / 1000)}` };
}

function findLibrary(): string {
  const fromEnv = process.env.FAKETIME_LIBRARY;
  if (fromEnv) return fromEnv;
  for (const folder of fs.readdirSync('/usr/lib', { withFileTypes: true })) {
    const candidate = path.join('/usr/lib', folder.name, 'faketime', 'libfaketimeMT.so.1');
    if (folder.isDirectory() && fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    'Moving the servers’ clock (E2E_CLOCK) needs libfaketime: apt-get install faketime, or set FAKETIME_LIBRARY',
  );
}
