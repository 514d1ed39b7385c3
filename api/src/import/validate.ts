import fs from 'node:fs';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import { isPdf, MAX_PDF_BYTES } from '../publishing/pdf.js';
import type { ContentKind } from '../publishing/kinds/kind.js';
import { archivePdf } from './archive.js';

registerAjvFormats();

/** The checks of one kind, compiled once: the body's schema, the kind's own checks, its PDFs in the archive. */
export function itemChecker(kind: ContentKind, dir: string) {
  const schema = Compile(kind.body);
  return (key: string, body: unknown): string[] => {
    if (!schema.Check(body)) {
      return [...schema.Errors(body)].slice(0, 20).map((error) => `${error.instancePath || '/'} ${error.message}`);
    }
    const reasons = (kind.problems?.(key, body) ?? []).map((problem) => `${problem.path} ${problem.message}`);
    for (const lang of kind.documents?.langs ?? []) {
      const file = archivePdf(dir, kind, key, lang);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      if (kind.documents?.accepts && !kind.documents.accepts(body, lang)) {
        reasons.push(`${file}: there is no version in ${lang} for this PDF`);
      } else if (stat.size > MAX_PDF_BYTES) {
        reasons.push(`${file}: larger than ${MAX_PDF_BYTES / 1024 / 1024} MB`);
      } else if (!isPdf(fs.readFileSync(file))) {
        reasons.push(`${file}: not a PDF file`);
      }
    }
    return reasons;
  };
}
