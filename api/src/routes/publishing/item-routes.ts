import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { HttpError } from '../../errors.js';
import type { ItemRow } from '../../publishing/item-store.js';
import type { ContentKind } from '../../publishing/kinds/kind.js';
import type { PutOutcome } from '../../publishing/service.js';
import type { App } from '../../types.js';
import {
  DraftQuery,
  PublishedDocument,
  PublishedItem,
  PublishedItemWithBody,
} from '@court/contract/schemas/publishing';
import { registerItemHistory } from './item-history.js';
import { PublishingErrors } from './schemas.js';
import { checkBody } from './validation-errors.js';
import { callerOf, requireScope } from './staff-scope.js';
import { isPdf, MAX_PDF_BYTES } from '../../publishing/pdf.js';

export interface ItemRoutes<Params> {
  kind: ContentKind;
  /** The path below /publishing, e.g. `/judgments/:year/:number`. */
  path: string;
  params: TSchema;
  keyOf(params: Params): string;
  /** What the item is called in the documentation: `a judgment`. */
  noun: string;
}

function describe(item: ItemRow, extra: { unchanged?: boolean } = {}) {
  return {
    kind: item.kind,
    key: item.key,
    version: item.version,
    state: item.state,
    publishAt: item.publish_at,
    updatedAt: item.updated_at,
    updatedBy: item.updated_by,
    etag: item.etag,
    ...(item.embargo_kind && item.embargo_key ? { embargo: { kind: item.embargo_kind, key: item.embargo_key } } : {}),
    ...extra,
  };
}

const STATUS: Record<PutOutcome, number> = { created: 201, updated: 200, unchanged: 200 };

/**
 * The operations on one kind of item: PUT (idempotent, If-Match, or a draft), GET (with its ETag), DELETE
 * (withdraw), its history and PUT of a PDF per language, each needing the kind's scope.
 */
export function registerItemRoutes<Params>(app: App, routes: ItemRoutes<Params>): void {
  const { kind, path, noun } = routes;
  const security = [{ staff: [kind.scope] }];
  const onRequest = requireScope(app, kind.scope);
  const ifMatch = (request: FastifyRequest) => {
    const header = request.headers['if-match'];
    return typeof header === 'string' ? header : undefined;
  };
  const send = (reply: FastifyReply, item: ItemRow) =>
    reply.header('etag', item.etag).header('cache-control', 'no-store');

  app.put(
    path,
    {
      onRequest,
      schema: {
        tags: ['publishing'],
        summary: `Publish, schedule or keep as a draft ${noun}`,
        description:
          `Idempotent: the same body again answers 200 with unchanged: true (a draft saved again as a draft, a ` +
          `public or scheduled item written again to be public). With publishAt in the future, the item is on no ` +
          `public surface before that instant; with draft=true on none at all. If-Match with the item's ETag ` +
          `guards against overwriting another writer's change (412).`,
        security,
        params: routes.params,
        querystring: DraftQuery,
        body: kind.body,
        response: { 200: PublishedItem, 201: PublishedItem, 409: PublishingErrors[400], ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const key = routes.keyOf(request.params as Params);
      checkBody(kind, key, request.body);
      const { outcome, item } = await app.publishing.service.put(
        { kind, key, body: request.body, ifMatch: ifMatch(request), draft: request.query.draft === true },
        callerOf(request),
      );
      if (outcome !== 'unchanged') app.publishing.contentChanged();
      return send(reply, item)
        .code(STATUS[outcome])
        .send(describe(item, outcome === 'unchanged' ? { unchanged: true } : {}));
    },
  );

  app.get(
    path,
    {
      onRequest,
      config: { responseCache: false },
      schema: {
        tags: ['publishing'],
        summary: `Read ${noun} as last written, with its state and ETag`,
        security,
        params: routes.params,
        response: { 200: PublishedItemWithBody, ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const key = routes.keyOf(request.params as Params);
      const item = await app.publishing.service.get(kind, key);
      if (!item) throw new HttpError(404, 'not-found', `No ${kind.name} ${key} was published`);
      return send(reply, item).send({ ...describe(item), body: JSON.parse(item.body) as unknown });
    },
  );

  app.delete(
    path,
    {
      onRequest,
      schema: {
        tags: ['publishing'],
        summary: `Withdraw ${noun}`,
        description: 'It leaves every public surface at once; its public addresses answer 410 Gone.',
        security,
        params: routes.params,
        response: { 200: PublishedItem, ...PublishingErrors },
      },
    },
    async (request, reply) => {
      const key = routes.keyOf(request.params as Params);
      const { outcome, item } = await app.publishing.service.withdraw(kind, key, callerOf(request), ifMatch(request));
      if (outcome !== 'unchanged') app.publishing.contentChanged();
      return send(reply, item).send(describe(item, outcome === 'unchanged' ? { unchanged: true } : {}));
    },
  );

  registerItemHistory(app, routes, onRequest);

  const { documents } = kind;
  if (!documents) return;
  app.put(
    `${path}/pdf/:lang`,
    {
      onRequest,
      bodyLimit: MAX_PDF_BYTES,
      schema: {
        tags: ['publishing'],
        summary: `Send the PDF of ${noun} in one language`,
        description: 'The body is the file itself, `Content-Type: application/pdf`; anything else is refused.',
        security,
        params: Type.Object({
          ...(routes.params as ReturnType<typeof Type.Object>).properties,
          lang: Type.Enum(documents.langs, { description: 'The language of the document' }),
        }),
        consumes: ['application/pdf'],
        response: {
          200: PublishedDocument,
          201: PublishedDocument,
          409: PublishingErrors[400],
          ...PublishingErrors,
        },
      },
    },
    async (request, reply) => {
      const params = request.params as Params & { lang: string };
      const key = routes.keyOf(params);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || !isPdf(bytes)) {
        throw new HttpError(400, 'not-a-pdf', 'The body is not a PDF file');
      }
      const current = await app.publishing.service.get(kind, key);
      if (current && documents.accepts && !documents.accepts(JSON.parse(current.body), params.lang)) {
        throw new HttpError(409, 'no-such-language-version', `${kind.name} ${key} has no version in ${params.lang}`);
      }
      const path = documents.publicPath(key, params.lang);
      const { outcome } = await app.publishing.service.putDocument(
        kind,
        key,
        { path, bytes, contentType: 'application/pdf' },
        callerOf(request),
      );
      if (outcome !== 'unchanged') app.publishing.contentChanged();
      return reply
        .code(outcome === 'created' ? 201 : 200)
        .header('cache-control', 'no-store')
        .send({ path, size: bytes.length, ...(outcome === 'unchanged' ? { unchanged: true } : {}) });
    },
  );
}
