import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import bulk from './bulk.js';
import changes from './changes.js';

/** The court's data for re-users: the change feed and the bulk downloads. */
const openData: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(changes);
  await app.register(bulk);
};

export default openData;
