import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from '../security/content-security-policy.js';
import { remoteOriginsSource } from '../security/remote-origins.js';
import { findSiteFolders } from '../site/apps.js';
import { createSiteRemotes } from '../site/site-remotes.js';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Security headers on every answer of the site (pages, the apps' files, the sitemap; the API's answers keep the
 * API's). The CSP allows this origin plus the origins of sections deployed elsewhere, read from the remotes file
 * the shell loads and REMOTE_ORIGINS; HSTS is sent only on HTTPS requests, as seen through a trusted proxy.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { remoteOrigins, oidcIssuer, siteRoot, remotesConfig, releasesDir } = app.config;
    const formOrigins = oidcIssuer ? [new URL(oidcIssuer).origin] : [];
    const remotes = createSiteRemotes(findSiteFolders(siteRoot), remotesConfig, releasesDir);
    const sectionOrigins = remoteOriginsSource(() => remotes.file(), remoteOrigins);
    await app.register(helmet, {
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // A section deployed on another origin loads the shared files it needs from here.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('content-security-policy', contentSecurityPolicy({ remoteOrigins: sectionOrigins(), formOrigins }));
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'site-security-headers' },
);
