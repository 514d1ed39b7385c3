import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER } from '@court/contract/schemas/api-keys';
import { conventionalEndpoints, staffSecurityScheme } from '../../publishing/scopes.js';

/**
 * Builds the OpenAPI document from the route schemas. Only tagged routes are listed: the API, the content
 * query and the document server, not the static files of the site. Served at /api/v1/openapi.json.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Constitutional Court public API',
          description:
            'Open data of the Constitutional Court of Belgium: judgments, pending cases, agenda, press, publications, ' +
            'members and editorial content, in Dutch, French, German and (where it exists) English. ' +
            'Lists answer { items, total, page, pageSize }; errors answer { errors: [{ code, message }] }. ' +
            'Requests are limited per client and minute; a 429 answer says when to retry. An API key sent in ' +
            `${API_KEY_HEADER} raises the limit.`,
          version: '1.0.0',
        },
        tags: [
          { name: 'juris', description: 'Judgments, pending cases, articles of the Constitution, CJEU referrals' },
          { name: 'agenda', description: 'Upcoming judgments, public hearings and the case lookup' },
          { name: 'press', description: 'Press releases and media' },
          { name: 'court', description: 'Members, publications, job offers' },
          { name: 'documents', description: 'PDF documents of the court' },
          { name: 'content', description: 'Editorial content blocks' },
          {
            name: 'open-data',
            description:
              'Judgments as Akoma Ntoso, Atom feeds and iCalendar files, the bulk file of the judgments and the change feed',
          },
          { name: 'mailing', description: 'Newsletter subscriptions and case following, through the mailing lists' },
          { name: 'service', description: 'Health and this document' },
          {
            name: 'publishing',
            description:
              'How the court’s systems and staff publish: idempotent PUT on natural keys, drafts, DELETE to ' +
              'withdraw, publishAt for embargoes, an audit log. Needs a token of the court’s staff identity ' +
              'provider, but for the press console’s login (console/…), which is how a press officer gets one.',
          },
        ],
        // The endpoints in use are filled in when the document is served (routes/openapi).
        components: {
          securitySchemes: {
            staff: staffSecurityScheme(conventionalEndpoints(app.config.staff?.issuer)),
            apiKey: {
              type: 'apiKey',
              in: 'header',
              name: API_KEY_HEADER,
              description:
                'Optional. A key the court issues to a re-user (contact the registry) raises the per-client limit ' +
                `from info.x-rate-limit-per-minute to the key's own, by default info.x-api-key-rate-limit-per-minute; ` +
                'it is counted under the key rather than the address. An unknown, revoked or expired key answers 401.',
            },
          },
        },
        // Every public operation may be called with or without a key; publishing operations name their own.
        security: [{}, { apiKey: [] }],
      },
      hideUntagged: true,
    });
  },
  { name: 'court-swagger' },
);
