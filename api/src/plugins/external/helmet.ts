import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * The Content-Security-Policy of the API's own answers: JSON, feeds, calendars, PDFs and the plain folder
 * listings of the documents, none of which runs a script, loads a style or is framed. The pages' policy, which
 * allows the sections' origins, is the site server's.
 */
const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Security headers on every answer; HSTS only on HTTPS requests, as seen through a trusted proxy. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Documents and the API are meant to be fetched by other sites (CORS for GET).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('content-security-policy', API_CSP);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'court-helmet', dependencies: [] },
);
