import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler, type HttpError } from '../../errors.js';
import type { ContentKind, FieldProblem } from '../../publishing/kinds/kind.js';

/** A body that fits its schema but not its kind's own checks: refused like a schema's misfit, a problem a field. */
export class BodyProblems extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super('The body does not fit its kind');
  }
}

/** Refuses (BodyProblems) a body in which its kind finds problems the schema cannot see. */
export function checkBody(kind: ContentKind, key: string, body: unknown): void {
  const problems = kind.problems?.(key, body) ?? [];
  if (problems.length > 0) throw new BodyProblems(problems);
}

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

/** A body that does not fit its schema or its kind, an error per problem; the other errors as everywhere else. */
export function publishingErrorHandler(
  error: FastifyError | HttpError | BodyProblems,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof BodyProblems) {
    return reply.code(400).header('cache-control', 'no-store').send({ errors: error.problems });
  }
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
