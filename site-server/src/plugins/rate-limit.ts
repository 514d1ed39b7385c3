import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The limits a route of the site sets for itself (the CSP reports anyone may post), counted in this process:
 * pages and files are not limited (a page load fetches many), and the API counts its own.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'site-rate-limit' },
);
