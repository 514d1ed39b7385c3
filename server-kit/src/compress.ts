import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** gzip/brotli for answers over 1 KB; brotli at a moderate quality so compression does not dominate latency. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip', 'deflate'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'court-compress', dependencies: ['court-etag'] },
);
