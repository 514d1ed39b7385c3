import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows only this origin plus the origins of sections deployed elsewhere
 * (REMOTE_ORIGINS); HSTS is sent only on HTTPS requests, as seen through a trusted proxy.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { remoteOrigins, oidcIssuer } = app.config;
    const oidcOrigin = oidcIssuer ? new URL(oidcIssuer).origin : undefined;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...remoteOrigins],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...(oidcOrigin ? [oidcOrigin] : [])],
        },
      },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Documents and the API are meant to be fetched by other sites (CORS for GET).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header(
        'permissions-policy',
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      );
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      return payload;
    });
  },
  { name: 'court-helmet', dependencies: [] },
);
