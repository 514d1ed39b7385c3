import fs from 'node:fs';
import path from 'node:path';
import type { Corpus } from '../../src/domain/model.js';
import { tempDir } from '../helper.js';
import { judgmentBody, pressReleaseBody, tinyPdf } from '../publishing/bodies.js';

/** A database with nothing in it, for imports to fill. */
export const EMPTY_CORPUS: Corpus = {
  judgments: [],
  pendingCases: [],
  hearings: [],
  upcomingDecisions: [],
  members: [],
  pressReleases: [],
  publications: [],
  jobOffers: [],
  constitutionArticles: [],
  cjeuReferrals: [],
  caseLookup: [],
  jurisdictions: [],
};

export interface ArchiveSpec {
  judgments?: string[];
  pressReleases?: string[];
  pdfs?: Record<string, Buffer>;
}

/** Writes an archive folder: the lines of each file as given, and the PDFs at their paths in the archive. */
export function writeTestArchive(spec: ArchiveSpec): string {
  const dir = tempDir('court-archive-');
  if (spec.judgments) fs.writeFileSync(path.join(dir, 'judgments.jsonl'), `${spec.judgments.join('\n')}\n`);
  if (spec.pressReleases)
    fs.writeFileSync(path.join(dir, 'press-releases.jsonl'), `${spec.pressReleases.join('\n')}\n`);
  for (const [file, bytes] of Object.entries(spec.pdfs ?? {})) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), bytes);
  }
  return dir;
}

export const judgmentLine = (number: number, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ year: 2025, number, ...judgmentBody({ rollNumbers: [String(8000 + number)], ...overrides }) });

export const pressReleaseLine = (id: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ id, ...pressReleaseBody({ judgment: { year: 2025, number: 1 }, ...overrides }) });

/** A small, valid archive: three judgments (the first with its Dutch and French PDFs) and two press releases. */
export function validArchive(): string {
  return writeTestArchive({
    judgments: [judgmentLine(1), judgmentLine(2), judgmentLine(3)],
    pressReleases: [pressReleaseLine('pr-2025-001'), pressReleaseLine('pr-2025-002', { kind: 'generalPressRelease' })],
    pdfs: {
      'pdf/judgments/2025-1-nl.pdf': tinyPdf('1 nl'),
      'pdf/judgments/2025-1-fr.pdf': tinyPdf('1 fr'),
      'pdf/press-releases/pr-2025-001-fr.pdf': tinyPdf('pr fr'),
    },
  });
}
