import fs from 'node:fs';
import type { FullConfig } from '@playwright/test';

/**
 * Makes Content-Security-Policy violations fail the run. The servers append every report browsers send them to
 * the file named by the config's `metadata.cspReportsFile` (CSP_REPORTS_FILE); this global setup empties it
 * before the tests, and its teardown fails the run listing any report, except those of pages a test opened with
 * CSP_PROBE in their address to provoke a violation on purpose.
 */
export const CSP_PROBE = 'csp-probe';

export interface RecordedViolation {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  sourceFile?: string;
  line?: number;
  sample?: string;
}

export function readViolations(file: string): RecordedViolation[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedViolation);
}

export const reportsFileOf = (metadata: Record<string, unknown>): string => {
  const file = metadata.cspReportsFile;
  if (typeof file !== 'string') throw new Error('The Playwright config names no metadata.cspReportsFile');
  return file;
};

export default function cspReportsSetup(config: FullConfig): () => void {
  const file = reportsFileOf(config.metadata);
  fs.rmSync(file, { force: true });
  return () => {
    const unexpected = readViolations(file).filter((violation) => !violation.documentUrl.includes(CSP_PROBE));
    if (unexpected.length === 0) return;
    const lines = unexpected.map(
      (v) =>
        `  ${v.documentUrl}: ${v.directive} blocked ${v.blockedUrl}${v.sourceFile ? ` (${v.sourceFile}:${v.line})` : ''}`,
    );
    throw new Error(`The Content-Security-Policy blocked ${unexpected.length} thing(s):\n${lines.join('\n')}`);
  };
}
