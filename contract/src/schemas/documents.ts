import { Type } from 'typebox';

export const Letter = Type.Enum(['n', 'f', 'd'], {
  description: 'Language version: n (Dutch), f (French), d (German)',
});
const Year = Type.Integer({ minimum: 1985, maximum: 2100, description: 'Year of the judgment' });

export const JudgmentPdfParams = Type.Object(
  {
    letter: Letter,
    year: Year,
    file: Type.String({
      pattern: '^[0-9]{4}-[0-9]{3,4}[nfd]\\.pdf$',
      description: 'File name: {year}-{NNN}{letter}.pdf',
    }),
  },
  { additionalProperties: false },
);
export const YearFolderParams = Type.Object({ letter: Letter, year: Year }, { additionalProperties: false });
export const LetterFolderParams = Type.Object({ letter: Letter }, { additionalProperties: false });
export const PermalinkParams = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 9999, description: 'Number of the judgment within its year' }),
    year: Year,
  },
  { additionalProperties: false },
);
export const OtherDocumentParams = Type.Object(
  { '*': Type.String({ maxLength: 300, description: 'Path of the document below /public/' }) },
  { additionalProperties: false },
);

/** Binary answers are described, not validated. */
export const PdfResponse = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'The PDF document',
});
export const HtmlResponse = Type.Unsafe<string>({ type: 'string', description: 'HTML folder listing' });
