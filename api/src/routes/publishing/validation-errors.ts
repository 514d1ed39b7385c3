import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler, type HttpError } from '../../errors.js';

interface Problem {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { requiredProperties?: string[]; additionalProperties?: string[] } & Record<string, unknown>;
}

/** `/fullText/nl/3/id`: the field a problem is about; for a missing property, the property's own path. */
function pathOf(problem: Problem): string {
  const base = problem.instancePath ?? '';
  const missing = problem.params?.requiredProperties ?? problem.params?.additionalProperties;
  return Array.isArray(missing) && missing.length === 1 ? `${base}/${missing[0]}` : base || '/';
}

/** A schema keyword as an error code: `minProperties` → `min-properties`. */
const kebab = (keyword: string) => keyword.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A body that does not fit its schema, an error per problem; the other errors as everywhere else. */
export function publishingErrorHandler(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (!('validation' in error) || !Array.isArray(error.validation) || error.validationContext !== 'body') {
    return errorHandler(error, request, reply);
  }
  const problems = error.validation as Problem[];
  return reply.code(400).send({
    errors: problems.slice(0, 100).map((problem) => ({
      code: kebab(problem.keyword ?? 'invalid'),
      path: pathOf(problem),
      message: problem.message ?? 'is invalid',
    })),
  });
}
