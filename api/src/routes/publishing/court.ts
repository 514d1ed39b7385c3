import { Type } from 'typebox';
import { constitutionArticleKind } from '../../publishing/kinds/constitution-article.js';
import { jobOfferKind } from '../../publishing/kinds/job-offer.js';
import { memberKind } from '../../publishing/kinds/member.js';
import { publicationKind } from '../../publishing/kinds/publication.js';
import type { App } from '../../types.js';
import { registerItemRoutes } from './item-routes.js';
import { IdParams } from './schemas.js';

const ArticleParams = Type.Object({
  article: Type.String({
    pattern: '^[0-9]{1,3}(bis|ter|quater)?$',
    description: 'The article number as the Constitution writes it: 10, 22bis',
  }),
});

/**
 * `/publishing/members/{id}`, `/publishing/publications/{id}` (and their PDFs), `/publishing/job-offers/{id}` (and
 * their PDFs) and `/publishing/constitution-articles/{article}`, for the court's staff (publish:court).
 */
export function courtRoutes(app: App): void {
  registerItemRoutes<{ id: string }>(app, {
    kind: memberKind,
    path: '/members/:id',
    params: IdParams('The id of the member, as in the address of their page'),
    keyOf: ({ id }) => id,
    noun: 'a member of the court',
  });
  registerItemRoutes<{ id: string }>(app, {
    kind: publicationKind,
    path: '/publications/:id',
    params: IdParams('The id the court gives the publication'),
    keyOf: ({ id }) => id,
    noun: 'a publication',
  });
  registerItemRoutes<{ id: string }>(app, {
    kind: jobOfferKind,
    path: '/job-offers/:id',
    params: IdParams('The id the court gives the vacancy'),
    keyOf: ({ id }) => id,
    noun: 'a job offer',
  });
  registerItemRoutes<{ article: string }>(app, {
    kind: constitutionArticleKind,
    path: '/constitution-articles/:article',
    params: ArticleParams,
    keyOf: ({ article }) => article,
    noun: 'an article of the Constitution',
  });
}
