import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import auth from './auth/index.js';
import feeds from './feeds/index.js';
import film from './film/index.js';
import health from './health/index.js';
import jurisCases from './juris/cases.js';
import jurisJudgments from './juris/judgments.js';
import mailing from './mailing/index.js';
import media from './media/index.js';
import members from './members/index.js';
import newsletter from './newsletter/index.js';
import openData from './open-data/index.js';
import openapi from './openapi/index.js';
import press from './press/index.js';
import publications from './publications/index.js';
import publishing from './publishing/index.js';
import search from './search/index.js';
import searchAlerts from './search-alerts/index.js';
import site from './site/index.js';
import { CONTENT_CACHE_CONTROL } from '../content-cache.js';

/** Every /api/v1 resource. GET answers may be stored but are revalidated, unless a route says otherwise. */
const api: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
    }
    return payload;
  });
  await app.register(health);
  await app.register(openapi);
  await app.register(jurisJudgments, { prefix: '/juris' });
  await app.register(jurisCases, { prefix: '/juris' });
  await app.register(publications, { prefix: '/publications' });
  await app.register(press, { prefix: '/press' });
  await app.register(media, { prefix: '/media' });
  await app.register(newsletter, { prefix: '/newsletter' });
  await app.register(mailing, { prefix: '/mailing' });
  await app.register(film, { prefix: '/film' });
  await app.register(members, { prefix: '/members' });
  await app.register(search, { prefix: '/search' });
  await app.register(searchAlerts, { prefix: '/search-alerts' });
  await app.register(feeds);
  await app.register(openData);
  await app.register(auth, { prefix: '/auth' });
  await app.register(site, { prefix: '/site' });
  await app.register(publishing, { prefix: '/publishing' });
};

export default api;
