import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import { answerContent, isContentPath } from '../../content/service.js';
import { badRequest, notFound } from '../../errors.js';
import { CommonErrors, ErrorEnvelope, Query } from '@court/contract/schemas/common';
import { ContentAnswerSchema, ContentQueryBody } from '@court/contract/schemas/content';
import { Type, type TSchema } from 'typebox';
import { CONTENT_PREFIX } from '../../types.js';

const content: FastifyPluginAsyncTypebox = async (app) => {
  // The query is taken as written: a value is never coerced into another type (a scalar into a list) to fit.
  // The path and the (empty) query string are text as they are, so nothing needs converting anywhere.
  app.setValidatorCompiler(({ schema }) => {
    const check = Compile(schema as TSchema);
    return (value) => (check.Check(value) ? { value } : { error: [...check.Errors(value)] as never });
  });
  // An empty POST asks for the document or folder as it is.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });

  app.post(
    `${CONTENT_PREFIX}/*`,
    {
      schema: {
        tags: ['content'],
        summary: 'Editorial content: a file path answers one document, a folder path (or a trailing slash) a list',
        params: Type.Object({
          '*': Type.String({ maxLength: 300, description: 'Content path, e.g. fr/rules/anonymization-policy' }),
        }),
        querystring: Query({}),
        body: ContentQueryBody,
        response: {
          200: ContentAnswerSchema,
          404: ErrorEnvelope,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
          ...CommonErrors,
        },
      },
    },
    async (request) => {
      const path = request.params['*'];
      if (!isContentPath(path)) throw badRequest(`Invalid content path: ${path.slice(0, 100)}`);
      const answer = await answerContent(app.content, path, request.body);
      if (!answer) throw notFound(`No content at ${path}`);
      return answer.kind === 'document' ? answer.document : answer.documents;
    },
  );
};

export default content;
