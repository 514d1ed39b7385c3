import type { ConstitutionArticle, Judgment, JudgmentReference } from '@court/contract/content-model';
import { CONSTITUTION_ARTICLES } from '../data/constitution-articles.js';
import { CONSTITUTION } from '../data/norms.js';

/**
 * The table of the articles of the Constitution referred to by the court: each article with the judgments whose
 * norms of reference include it, most recent first. Built from the judgments themselves, so the two agree.
 */
export function constitutionArticles(judgments: readonly Judgment[]): ConstitutionArticle[] {
  const applied = new Map<string, JudgmentReference[]>();
  for (const j of judgments) {
    for (const norm of j.referenceNorms) {
      if (norm.normId !== CONSTITUTION.id) continue;
      for (const article of norm.articles) {
        (applied.get(article) ?? applied.set(article, []).get(article))?.push({ year: j.year, number: j.number });
      }
    }
  }
  const byRecency = (a: JudgmentReference, b: JudgmentReference) => b.year - a.year || b.number - a.number;
  return CONSTITUTION_ARTICLES.map((data) => ({
    article: data.article,
    title: { ...data.title },
    text: { ...data.text },
    judgments: (applied.get(data.article) ?? []).sort(byRecency),
  }));
}
