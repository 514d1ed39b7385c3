import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const openapi: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/openapi.json', { config: { responseCache: false }, schema: { hide: true } }, async () => app.swagger());
};

export default openapi;
