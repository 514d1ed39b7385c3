import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { QueryErrorReason } from '@court/contract/search-language';
import { envelope, notFoundHandler } from '@court/server-kit/errors';

/** An error whose status and code are meant for the client. */
export class HttpError extends Error {
  /** What the errors envelope says besides code and message: where in a search text and why (invalid-query). */
  details: { position?: number; reason?: QueryErrorReason } = {};

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message?: string,
    /** Headers the answer carries, e.g. the `WWW-Authenticate` challenge of a 401. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? code);
    this.name = 'HttpError';
  }
}

export const notFound = (message?: string) => new HttpError(404, 'not-found', message);
export const badRequest = (message: string) => new HttpError(400, 'invalid-request', message);

export { envelope, notFoundHandler };

const CODES_BY_STATUS: Record<number, string> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  406: 'not-acceptable',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  416: 'range-not-satisfiable',
  429: 'too-many-requests',
};

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Names the field a schema validation failed on: `querystring/lang must be equal to one of the allowed values`. */
function describeValidation(context: string | undefined, items: ValidationItem[]): string {
  const [first] = items;
  if (!first) return 'Invalid request';
  const field = `${context ?? 'request'}${first.instancePath ?? ''}`;
  const extra = first.params?.additionalProperty;
  const allowed = first.params?.allowedValues;
  let message = `${field} ${first.message ?? 'is invalid'}`;
  if (typeof extra === 'string') message += `: '${extra}'`;
  if (Array.isArray(allowed)) message += ` (${allowed.join(', ')})`;
  return message;
}

/**
 * The one error handler. 4xx answers say what was wrong; 5xx answers say nothing internal (no stack, no SQL)
 * and the error is logged with the request id so it can be found from a user's report.
 */
export function errorHandler(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    const body = envelope(error.code, error.message);
    body.errors[0] = { ...body.errors[0]!, ...error.details };
    return reply.code(error.statusCode).headers(error.headers).send(body);
  }
  if (error.validation) {
    return reply
      .code(400)
      .send(envelope('invalid-request', describeValidation(error.validationContext, error.validation)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODES_BY_STATUS[status] ?? 'invalid-request';
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Malformed JSON body'
        : error.message;
    return reply.code(status).send(envelope(code, message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(envelope('internal-error'));
}

/** The router's own refusals: 414 for a path parameter longer than the router takes, 400 for a malformed path. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(envelope('uri-too-long', 'A part of the path is too long'));
    return;
  }
  void reply.code(400).send(envelope('invalid-request', 'Malformed path'));
}

/** The longest request target the server takes; a longer one answers 414 on a connection that stays open. */
export const MAX_URL_LENGTH = 16 * 1024;

/**
 * What the HTTP parser refuses before there is a request (headers larger than the server takes, a malformed
 * request, a client too slow): an answer in the envelope, then the connection is closed, as the parser's state
 * leaves nothing else to do.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'request-header-fields-too-large', 'The request line and headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request-timeout', 'The request took too long to arrive']
        : [400, 'invalid-request', 'Malformed request'];
  const body = JSON.stringify(envelope(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
