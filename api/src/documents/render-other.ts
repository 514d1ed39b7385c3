import type { Locale } from '../domain/model.js';
import { formatDate, LABELS } from './labels.js';
import { CourtPdf } from './pdf-writer.js';

/** What a press release, publication or job offer PDF shows. */
export interface SimpleDocument {
  locale: Locale;
  title: string;
  date: string;
  body: string;
  deadline?: string;
}

export async function renderSimplePdf(document: SimpleDocument): Promise<Buffer> {
  const labels = LABELS[document.locale];
  const pdf = new CourtPdf({ title: document.title, date: document.date, author: labels.court, lang: document.locale });
  pdf.header(labels.court).title(document.title).line(labels.published, formatDate(document.locale, document.date));
  if (document.deadline) pdf.line(labels.deadline, formatDate(document.locale, document.deadline));
  pdf.gap();
  for (const block of document.body.split(/\n{2,}/)) {
    if (block.trim()) pdf.paragraph(block.trim());
  }
  return pdf.finish(labels.page);
}
