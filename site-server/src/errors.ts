import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '@court/server-kit/errors';

/** A 4xx says what was wrong with the request; a 5xx says nothing of the server's insides. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    // A 503 is the API not answering (already logged where it was asked), not a fault of this server.
    if (status === 500) request.log.error({ err: error }, 'request failed');
    else request.log.warn({ reason: error.message }, 'request not answered');
    return reply
      .code(status)
      .send(envelope(status === 500 ? 'internal-error' : 'unavailable', 'The site could not answer'));
  }
  const code = status === 429 ? 'too-many-requests' : status === 413 ? 'payload-too-large' : 'invalid-request';
  return reply.code(status).send(envelope(code, error.message));
}
