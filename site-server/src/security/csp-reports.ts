import fs from 'node:fs/promises';
import { Type, type Static } from 'typebox';

const Text = Type.Optional(Type.String());
const Line = Type.Optional(Type.Integer());

/** A `report-uri` report (`application/csp-report`), as every browser without the Reporting API sends it. */
const LegacyReport = Type.Object({
  'csp-report': Type.Object({
    'document-uri': Text,
    'blocked-uri': Text,
    'effective-directive': Text,
    'violated-directive': Text,
    'source-file': Text,
    'line-number': Line,
    'script-sample': Text,
  }),
});

/** One report of a Reporting API batch (`application/reports+json`); only `csp-violation` ones are kept. */
const BatchedReport = Type.Object({
  type: Type.String(),
  url: Text,
  body: Type.Optional(
    Type.Object({
      documentURL: Text,
      blockedURL: Text,
      effectiveDirective: Text,
      sourceFile: Text,
      lineNumber: Line,
      sample: Text,
    }),
  ),
});

export const CspReportBody = Type.Union([LegacyReport, Type.Array(BatchedReport, { maxItems: 100 })], {
  description: 'A report-uri report (application/csp-report) or a Reporting API batch (application/reports+json)',
});
export type CspReportBody = Static<typeof CspReportBody>;

/** What the log and the reports file keep of one violation. */
export interface CspViolation {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  sourceFile?: string;
  line?: number;
  sample?: string;
}

/** Browsers quote up to 40 characters of a blocked script; anything longer is not from a browser. */
const clip = (text: string | undefined, max = 300) => (text === undefined ? undefined : text.slice(0, max));

/** The violations of a report in either format, in one shape. */
export function violationsOf(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        documentUrl: clip(report['document-uri']) ?? '',
        blockedUrl: clip(report['blocked-uri']) ?? '',
        directive: clip(report['effective-directive'] ?? report['violated-directive'], 100) ?? '',
        sourceFile: clip(report['source-file']),
        line: report['line-number'],
        sample: clip(report['script-sample'], 100),
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation')
    .map(({ url, body: violation }) => ({
      documentUrl: clip(violation?.documentURL ?? url) ?? '',
      blockedUrl: clip(violation?.blockedURL) ?? '',
      directive: clip(violation?.effectiveDirective, 100) ?? '',
      sourceFile: clip(violation?.sourceFile),
      line: violation?.lineNumber,
      sample: clip(violation?.sample, 100),
    }));
}

/** Appends violations to `file`, one JSON line each, for a test run to read afterwards. */
export async function appendViolations(file: string, violations: CspViolation[]): Promise<void> {
  if (violations.length === 0) return;
  const at = new Date().toISOString();
  await fs.appendFile(file, violations.map((violation) => `${JSON.stringify({ at, ...violation })}\n`).join(''));
}
