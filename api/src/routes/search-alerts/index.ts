import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonErrors, ErrorEnvelope } from '@court/contract/schemas/common';
import {
  SearchAlertAccepted,
  SearchAlertBody,
  SearchAlertConfirmed,
  SearchAlertTokenBody,
  SearchAlertTokenParams,
  SearchAlertUnsubscribed,
} from '@court/contract/schemas/search-alerts';
import { HttpError } from '../../errors.js';
import { alertQuery } from '../../search-alerts/query.js';
import { checkEmailBody, normaliseEmail } from '../email-body.js';

const tags = ['search-alerts'];

/**
 * E-mail alerts of new judgments for a case-law search: subscribing mails a confirmation link (double opt-in);
 * every e-mail carries an unsubscription link, and a one-click address (RFC 8058) its mail client can post to.
 */
const searchAlerts: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.mailing.clientLimitPerMinute, timeWindow: '1 minute' };
  const config = { rateLimit, responseCache: false };
  // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` as a form, which the one-click route ignores
  // (its address is all it needs).
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
  }

  app.post(
    '/',
    {
      attachValidation: true,
      config,
      schema: {
        tags,
        summary: 'Ask for an e-mail of new judgments for a search; a confirmation link is mailed first',
        body: SearchAlertBody,
        response: { 202: SearchAlertAccepted, ...CommonErrors },
      },
    },
    async (request, reply) => {
      checkEmailBody(request);
      const { language, search } = request.body;
      const email = normaliseEmail(request.body.email);
      const query = alertQuery(search, language, request.body.query);
      if (!(await app.mailing.addressLimiter.take(email))) {
        throw new HttpError(429, 'too-many-requests', 'Too many requests for this e-mail address; try again later');
      }
      await app.searchAlerts.service.subscribe({ email, language, search, query });
      return reply.code(202).send({ status: 'confirmation-sent' });
    },
  );

  app.post(
    '/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm an alert with the token of its confirmation link',
        body: SearchAlertTokenBody,
        response: { 200: SearchAlertConfirmed, 404: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request) => {
      const alert = await app.searchAlerts.service.confirm(request.body.token);
      if (!alert) {
        throw new HttpError(404, 'search-alert-link-invalid', 'This confirmation link is unknown or has expired');
      }
      return {
        status: 'confirmed' as const,
        language: alert.language,
        search: alert.search as SearchAlertConfirmed['search'],
        query: JSON.parse(alert.query) as Record<string, unknown>,
      };
    },
  );

  // The answer is the same whether the alert existed or not: a link followed twice is not an error.
  const unsubscribe = async (token: string) => {
    await app.searchAlerts.service.unsubscribe(token);
    return { status: 'unsubscribed' as const };
  };

  app.post(
    '/unsubscribe',
    {
      config,
      schema: {
        tags,
        summary: 'Stop an alert with the token of an unsubscription link (the site’s page)',
        body: SearchAlertTokenBody,
        response: { 200: SearchAlertUnsubscribed, ...CommonErrors },
      },
    },
    async (request) => unsubscribe(request.body.token),
  );

  app.post(
    '/unsubscribe/:token',
    {
      config,
      schema: {
        tags,
        summary: 'One-click unsubscription (RFC 8058): the List-Unsubscribe address of every alert e-mail',
        params: SearchAlertTokenParams,
        response: { 200: SearchAlertUnsubscribed, ...CommonErrors },
      },
    },
    async (request) => unsubscribe(request.params.token),
  );
};

export default searchAlerts;
