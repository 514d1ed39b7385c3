import type { ImportOptions, ImportReport } from './importer.js';

type Progress = Parameters<NonNullable<ImportOptions['onProgress']>>[0];

/**
 * Shows how an import goes: on a terminal one line rewritten in place, elsewhere (a log, CI) a line now and
 * then, so a long import is neither silent nor a wall of text.
 */
export function progressPrinter(stream: NodeJS.WriteStream = process.stdout): (progress: Progress) => void {
  let lastLogged = 0;
  return ({ phase, kind, done, total }) => {
    const text =
      phase === 'check'
        ? `checking ${kind}: ${done} read`
        : `writing ${kind}: ${done} of ${total} (${Math.floor((100 * done) / Math.max(total, 1))} %)`;
    if (stream.isTTY) {
      stream.write(`\r${text.padEnd(60)}`);
      return;
    }
    if (Date.now() - lastLogged > 5000 || done === total) {
      lastLogged = Date.now();
      stream.write(`${text}\n`);
    }
  };
}

/** The summary of an import: counts per file, then each rejected item with its reasons. */
export function summary(report: ImportReport): string {
  const lines = [''];
  const width = Math.max(...report.kinds.map((entry) => entry.file.length), 4);
  lines.push(`${'file'.padEnd(width)}  created  updated  unchanged  rejected`);
  for (const { file, tally } of report.kinds) {
    const cells = [tally.created, tally.updated, tally.unchanged, tally.rejected];
    lines.push(`${file.padEnd(width)}  ${cells.map((n, i) => String(n).padStart([7, 7, 9, 8][i]!)).join('  ')}`);
  }
  if (report.rejections.length > 0) {
    lines.push('', `${report.rejections.length} rejected:`);
    for (const rejection of report.rejections) {
      lines.push(`  ${rejection.file}:${rejection.line}${rejection.key ? ` (${rejection.key})` : ''}`);
      for (const reason of rejection.reasons) lines.push(`    ${reason}`);
    }
  }
  if (report.interrupted)
    lines.push('', 'Interrupted: what was written stays; run the same import again to complete it.');
  return lines.join('\n');
}
