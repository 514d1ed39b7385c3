import PDFDocument from 'pdfkit';

/**
 * A small layer over pdfkit with the court's document layout: A4, the court's name in the header, a title,
 * metadata lines, numbered paragraphs and page numbers. Uses the built-in Helvetica (no font files to ship).
 */
export class CourtPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; subject?: string; date?: string; author: string; lang: string }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: 64, bottom: 64, left: 64, right: 64 },
      bufferPages: true,
      lang: info.lang,
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        // pdfkit reads every key it is given: an undefined Subject would break the file id.
        ...(info.subject ? { Subject: info.subject } : {}),
        // A fixed creation date keeps a re-rendered document byte-identical.
        CreationDate: info.date ? new Date(`${info.date.slice(0, 10)}T12:00:00Z`) : new Date(0),
      },
    });
    const chunks: Buffer[] = [];
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  header(court: string): this {
    this.doc.font('Helvetica').fontSize(9).fillColor('#555555').text(court.toUpperCase(), { characterSpacing: 1 });
    this.doc.moveDown(1.5).fillColor('#000000');
    return this;
  }

  title(text: string): this {
    this.doc.font('Helvetica-Bold').fontSize(16).text(text);
    this.doc.moveDown(0.5);
    return this;
  }

  line(label: string, value: string): this {
    this.doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    this.doc.font('Helvetica').text(value);
    return this;
  }

  gap(lines = 1): this {
    this.doc.moveDown(lines);
    return this;
  }

  heading(text: string): this {
    this.doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text);
    this.doc.moveDown(0.3);
    return this;
  }

  paragraph(text: string, number?: string): this {
    this.doc.fontSize(10.5);
    if (number) this.doc.font('Helvetica-Bold').text(`${number}.  `, { continued: true });
    this.doc.font('Helvetica').text(text, { align: 'justify', lineGap: 2 });
    this.doc.moveDown(0.5);
    return this;
  }

  /** Numbers every page, then finishes the file. */
  async finish(pageLabel: (n: number, total: number) => string): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      // Writing inside the bottom margin would otherwise make pdfkit start a new page.
      this.doc.page.margins.bottom = 0;
      const bottom = this.doc.page.height - 40;
      this.doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#555555')
        .text(pageLabel(i - start + 1, count), 64, bottom, {
          width: this.doc.page.width - 128,
          align: 'center',
          lineBreak: false,
        });
    }
    this.doc.end();
    return this.done;
  }
}
