import { judgmentPdfPath, type PdfLocale } from '../../domain/references.js';
import { removeJudgment, storeJudgment } from '../../storage/judgment-store.js';
import type { ContentKind } from './kind.js';
import { JudgmentBody, judgmentBodyProblems, toJudgment } from './judgment-body.js';

export function parseJudgmentKey(key: string): { year: number; number: number } {
  const [year, number] = key.split('/').map(Number);
  return { year: year!, number: number! };
}

export const judgmentKind: ContentKind<JudgmentBody> = {
  name: 'judgment',
  scope: 'publish:judgments',
  body: JudgmentBody,
  problems: (_key, body) => judgmentBodyProblems(body),
  async publish(db, key, body) {
    const { year, number } = parseJudgmentKey(key);
    await storeJudgment(db, toJudgment(year, number, body));
  },
  async unpublish(db, key) {
    const { year, number } = parseJudgmentKey(key);
    await removeJudgment(db, year, number);
  },
  documents: {
    langs: ['nl', 'fr', 'de'],
    publicPath: (key, lang) => {
      const { year, number } = parseJudgmentKey(key);
      return judgmentPdfPath(year, number, lang as PdfLocale);
    },
    // A PDF is one of the judgment's language versions: one it has a text in.
    accepts: (body, lang) => Boolean(body.fullText[lang as PdfLocale]),
  },
  archive: { file: 'judgments.jsonl', keyFields: ['year', 'number'] },
};
