import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CommonErrors, paging } from '@court/contract/schemas/common';
import { PressReleaseList, PressReleaseQuery } from '@court/contract/schemas/press';
import type { MediaType } from '../domain/model.js';

/**
 * Registers a list of press releases of one kind at `path`. Both the press and the media resources answer
 * the press releases concerning judgments (the spec lists `/press/judgments` and
 * `/media/press-releases-concerning-judgments`), so the route is written once.
 */
export function registerPressReleaseList(
  app: FastifyInstance,
  path: string,
  mediaType: MediaType,
  summary: string,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    path,
    {
      schema: {
        tags: ['press'],
        summary,
        querystring: PressReleaseQuery,
        response: { 200: PressReleaseList, ...CommonErrors },
      },
    },
    async (request) =>
      app.repos.pressReleases.list({
        lang: request.query.lang,
        mediaType,
        withArchive: request.query.withArchive ?? false,
        ...paging(request.query),
      }),
  );
}
