import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@court/contract/schemas/common';

export function envelope(code: string, message?: string): ErrorEnvelope {
  return { errors: [message === undefined ? { code } : { code, message }] };
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = (request.url.split('?')[0] ?? '').slice(0, 200);
  return reply.code(404).send(envelope('not-found', `No resource at ${request.method} ${path}`));
}
