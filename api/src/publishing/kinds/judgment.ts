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
  async namedIn(db, key) {
    const { year, number } = parseJudgmentKey(key);
    // One after the other: inside a transaction both go through its one connection anyway.
    const cited = await db
      .selectFrom('judgments as citing')
      .innerJoin('judgment_citations as c', 'c.judgment_id', 'citing.id')
      .innerJoin('judgments as cited', (join) =>
        join.onRef('cited.year', '=', 'c.cited_year').onRef('cited.number', '=', 'c.cited_number'),
      )
      .select(['cited.year', 'cited.number'])
      .where('citing.year', '=', year)
      .where('citing.number', '=', number)
      .execute();
    const citing = await db
      .selectFrom('judgment_citations as c')
      .innerJoin('judgments as citing', 'citing.id', 'c.judgment_id')
      .select(['citing.year', 'citing.number'])
      .where('c.cited_year', '=', year)
      .where('c.cited_number', '=', number)
      .execute();
    return [...cited, ...citing].map((judgment) => `${judgment.year}/${judgment.number}`);
  },
};
