import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Weak ETags on every text answer, and 304 on a matching If-None-Match. Registered before compression so the
 * tag is computed on the uncompressed body (the same tag for every encoding, hence weak).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(etag, { weak: true });
  },
  { name: 'court-etag' },
);
