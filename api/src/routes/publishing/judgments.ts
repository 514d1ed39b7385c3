import { Type } from 'typebox';
import { judgmentKey, judgmentPdfPath, type PdfLocale } from '../../domain/references.js';
import { judgmentKind, parseJudgmentKey } from '../../publishing/kinds/judgment.js';
import type { App } from '../../types.js';
import { registerItemRoutes } from './item-routes.js';

const Params = Type.Object({
  year: Type.Integer({ minimum: 1985, maximum: 2100, description: 'Year of the judgment' }),
  number: Type.Integer({ minimum: 1, maximum: 9999, description: 'Number within the year' }),
});

/** `/publishing/judgments/{year}/{number}` and its PDFs, for the registry (publish:judgments). */
export function judgmentRoutes(app: App): void {
  registerItemRoutes<{ year: number; number: number }>(app, {
    kind: judgmentKind,
    path: '/judgments/:year/:number',
    params: Params,
    keyOf: ({ year, number }) => judgmentKey(year, number),
    noun: 'a judgment',
    pdf: {
      langs: ['nl', 'fr', 'de'],
      pathOf: (key, lang) => {
        const { year, number } = parseJudgmentKey(key);
        return judgmentPdfPath(year, number, lang as PdfLocale);
      },
      // A PDF is one of the judgment's language versions: one it has a text in.
      accepts: (item, lang) => Boolean((JSON.parse(item.body) as { fullText: Record<string, unknown> }).fullText[lang]),
    },
  });
}
