import { type Locale } from '@court/runtime';
import { loadContentDocument, type ContentResult, settle, type Settled } from '@court/shared';
import type { ConstitutionArticle, List } from '@court/contract';
import { apiClient } from '../../../lib/api-client';
import { BASIC_TEXTS_CONTENT, BASIC_TEXT_PAGES_DIR, DUTCH_AND_FRENCH_ONLY_ANCHORS } from '../../../config/paths';
import { withoutSections } from './without-sections';

export type { ConstitutionArticle };

/** Languages in which parts 3 and 4 of the basic texts (organic decrees, regulations) are shown. */
const FULL_BASIC_TEXTS_LOCALES: readonly Locale[] = ['nl', 'fr'];

export function showsAllBasicTexts(locale: Locale): boolean {
  return FULL_BASIC_TEXTS_LOCALES.includes(locale);
}

/** `/court/basic-text`: the four parts in Dutch and French, the first two in English and German. */
export async function loadBasicTexts(locale: Locale): Promise<{ content: ContentResult }> {
  const content = await loadContentDocument(locale, BASIC_TEXTS_CONTENT);
  if (!content.ok || showsAllBasicTexts(locale)) return { content };
  return { content: { ok: true, document: withoutSections(content.document, DUTCH_AND_FRENCH_ONLY_ANCHORS) } };
}

/** `/court/basic-text/{token}`: a sub-page of the basic texts (reference-arbitration, organic-law…). */
export async function loadBasicTextPage(locale: Locale, token: string): Promise<{ content: ContentResult }> {
  return { content: await loadContentDocument(locale, `${BASIC_TEXT_PAGES_DIR}/${token}`) };
}

/** Judgments listed per article at first; the rest are fetched when the visitor asks for them. */
export const JUDGMENTS_SHOWN_FIRST = 20;
/** Enough for every judgment of the most applied article. */
const ALL_JUDGMENTS = 10_000;

/** The table of the articles of the Constitution referred to by the Court, with their newest judgments. */
export async function loadConstitutionTable(locale: Locale): Promise<{ articles: Settled<ConstitutionArticle[]> }> {
  const articles = await settle(
    apiClient
      .get<List<ConstitutionArticle>>('/juris/articles-const-referred-by-court', {
        params: { lang: locale, pageSize: 100, judgmentsPerArticle: JUDGMENTS_SHOWN_FIRST },
      })
      .then(({ data }) => data.items),
  );
  return { articles };
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
