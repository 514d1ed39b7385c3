import { type Locale } from '@court/runtime';
import { loadContentDocument, type ContentResult, settle, type Settled } from '@court/shared';
import type { ConstitutionArticle, List } from '@court/contract';
import { BASIC_TEXT_ANCHORS, courtPaths, offeredIn, SITE_LANGUAGES, type BasicTextAnchor } from '@court/site-map';
import { apiClient } from '../../../lib/api-client';
import { BASIC_TEXTS_CONTENT, BASIC_TEXT_PAGES_DIR } from '../../../config/paths';
import { withoutSections } from './without-sections';

export type { ConstitutionArticle };

/** The anchors of the parts of the basic texts a language does not publish (the site map's language rules). */
function partsNotOffered(locale: Locale): BasicTextAnchor[] {
  return Object.values(BASIC_TEXT_ANCHORS).filter((anchor) => !offeredIn(courtPaths.basicTexts(anchor), locale));
}

export function showsAllBasicTexts(locale: Locale): boolean {
  return partsNotOffered(locale).length === 0;
}

/** The languages publishing all four parts (Dutch and French), which the others point to. */
export const FULL_BASIC_TEXTS_LOCALES = SITE_LANGUAGES.filter(showsAllBasicTexts);

/** `/court/basic-text`: the four parts in Dutch and French, the first two in English and German. */
export async function loadBasicTexts(locale: Locale): Promise<{ content: ContentResult }> {
  const content = await loadContentDocument(locale, BASIC_TEXTS_CONTENT);
  const hidden = partsNotOffered(locale);
  if (!content.ok || hidden.length === 0) return { content };
  return { content: { ok: true, document: withoutSections(content.document, hidden) } };
}

/** `/court/basic-text/{token}`: a sub-page of the basic texts (reference-arbitration, organic-law…). */
export async function loadBasicTextPage(locale: Locale, token: string): Promise<{ content: ContentResult }> {
  return { content: await loadContentDocument(locale, `${BASIC_TEXT_PAGES_DIR}/${token}`) };
}

/** Judgments listed per article at first; the rest are fetched when the visitor asks for them. */
export const JUDGMENTS_SHOWN_FIRST = 20;
/** Enough for every judgment of the most applied article. */
const ALL_JUDGMENTS = 10_000;

/**
 * The query parameter naming the article whose judgments are all listed: the "show all" link of each article sets
 * it, so that without scripts the server draws the table with that article's list complete.
 */
export const ARTICLE_LISTED_IN_FULL = 'article';

/**
 * The table of the articles of the Constitution referred to by the Court, with their newest judgments; all the
 * judgments of the article listed in full, if one is asked for (both fetched at once).
 */
export async function loadConstitutionTable(
  locale: Locale,
  articleListedInFull?: string | null,
): Promise<{ articles: Settled<ConstitutionArticle[]> }> {
  const [articles, allJudgments] = await Promise.all([
    settle(
      apiClient
        .get<List<ConstitutionArticle>>('/juris/articles-const-referred-by-court', {
          params: { lang: locale, pageSize: 100, judgmentsPerArticle: JUDGMENTS_SHOWN_FIRST },
        })
        .then(({ data }) => data.items),
    ),
    articleListedInFull ? settle(fetchArticleJudgments(locale, articleListedInFull)) : undefined,
  ]);
  if (!articles.ok || !allJudgments?.ok) return { articles };
  const withAll = articles.data.map((article) =>
    article.article === articleListedInFull ? { ...article, judgments: allJudgments.data } : article,
  );
  return { articles: { ok: true, data: withAll } };
}

/** Every judgment applying one article, newest first. */
export async function fetchArticleJudgments(
  locale: Locale,
  article: string,
): Promise<ConstitutionArticle['judgments']> {
  const { data } = await apiClient.get<List<ConstitutionArticle>>('/juris/articles-const-referred-by-court', {
    params: { lang: locale, article, judgmentsPerArticle: ALL_JUDGMENTS },
  });
  return data.items[0]?.judgments ?? [];
}
