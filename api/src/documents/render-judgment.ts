import type { JudgmentDetail } from '@court/contract/schemas/judgments';
import type { PdfLocale } from '../domain/references.js';
import { LABELS } from './labels.js';
import { CourtPdf } from './pdf-writer.js';

/** The court prints its own numbers before the paragraphs of the parties' arguments (A.) and of its reasoning (B.). */
const NUMBERED = /^[AB]\.\d/;

/** The PDF of one language version of a judgment: title, ECLI, roll numbers, subject, then the numbered text. */
export async function renderJudgmentPdf(judgment: JudgmentDetail, locale: PdfLocale): Promise<Buffer> {
  const labels = LABELS[locale];
  const title = labels.judgment(judgment.number, judgment.year, judgment.date);
  const pdf = new CourtPdf({
    title,
    subject: judgment.headnote ?? undefined,
    date: judgment.date,
    author: labels.court,
    lang: locale,
  });
  pdf.header(labels.court).title(title).line('ECLI', judgment.ecli);
  if (judgment.rollNumbers.length > 0) pdf.line(labels.rollNumbers, judgment.rollNumbers.join(', '));
  if (judgment.headnote) pdf.line(labels.subject, judgment.headnote);
  if (judgment.judges.length > 0) pdf.line(labels.judges, judgment.judges.join(', '));
  pdf.line(labels.registrar, judgment.registrar).gap();
  for (const paragraph of judgment.paragraphs) {
    // The opening heading repeats the title printed above; section headings carry their own numeral.
    if (paragraph.kind === 'heading') {
      if (paragraph.text !== title) pdf.heading(paragraph.text);
    } else {
      pdf.paragraph(paragraph.text, NUMBERED.test(paragraph.id) ? paragraph.id : undefined);
    }
  }
  return pdf.finish(labels.page);
}
