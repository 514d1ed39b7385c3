import { Type, type Static } from 'typebox';
import type { ConstitutionArticle } from '../../domain/model.js';
import { removeConstitutionArticle, storeConstitutionArticle } from '../../storage/constitution-article-store.js';
import type { ContentKind } from './kind.js';
import { LocalizedOf, PublishAt, Text } from '@court/contract/schemas/publishing-fields';

/**
 * `PUT /publishing/constitution-articles/{article}`: an article of the Constitution in the table of those the
 * court applies. The judgments applying it are the published judgments that name it among their norms of
 * reference; the table lists the articles in the order of the Constitution.
 */
export const ConstitutionArticleBody = Type.Object(
  {
    title: LocalizedOf(Text(500), { description: 'Short title per language', minProperties: 1 }),
    text: LocalizedOf(Text(20_000), { description: 'What the article says, per language' }),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type ConstitutionArticleBody = Static<typeof ConstitutionArticleBody>;

/** The publishing body of an article of the data model, under its number (its judgments come from theirs). */
export function constitutionArticleBody(article: ConstitutionArticle): ConstitutionArticleBody {
  return { title: article.title, text: article.text };
}

export const constitutionArticleKind: ContentKind<ConstitutionArticleBody> = {
  name: 'constitution-article',
  scope: 'publish:court',
  body: ConstitutionArticleBody,
  publish: (db, article, body) => storeConstitutionArticle(db, { article, title: body.title, text: body.text }),
  unpublish: removeConstitutionArticle,
  archive: { file: 'constitution-articles.jsonl', keyFields: ['article'] },
};
