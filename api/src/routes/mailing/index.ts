import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../errors.js';
import { checkEmailBody as checkBody, normaliseEmail } from '../email-body.js';
import { CommonErrors, ErrorEnvelope } from '@court/contract/schemas/common';
import { MailingResult, SubscriptionBody, toRollNumber, UnsubscriptionBody } from '@court/contract/schemas/mailing';

/**
 * Subscribing to the newsletter and following cases, through the court's mailing-list system. A request is
 * stored before it is sent: 200 when the mailing system took it, 202 when it waits in the outbox.
 */
const mailing: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.mailing.clientLimitPerMinute, timeWindow: '1 minute' };
  const takeAddress = async (email: string) => {
    if (!(await app.mailing.addressLimiter.take(email))) {
      throw new HttpError(429, 'too-many-requests', 'Too many requests for this e-mail address; try again later');
    }
  };

  app.post(
    '/subscriptions',
    {
      attachValidation: true,
      config: { rateLimit, responseCache: false },
      schema: {
        tags: ['mailing'],
        summary: 'Subscribe an address to the newsletter and, with a roll number, to the follow-up of a case',
        body: SubscriptionBody,
        response: { 200: MailingResult, 202: MailingResult, 404: ErrorEnvelope, 422: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request, reply) => {
      checkBody(request);
      const email = normaliseEmail(request.body.email);
      const given = request.body.rollNumber;
      const rollNumber = given === undefined ? undefined : toRollNumber(given);
      if (given !== undefined && rollNumber === undefined) {
        throw new HttpError(400, 'invalid-request', 'body/rollNumber must be a roll number, as a string or a number');
      }
      if (rollNumber !== undefined && !(await app.repos.caseLookup.find(rollNumber))) {
        throw new HttpError(404, 'unknown-roll-number', `No case with roll number ${rollNumber}`);
      }
      await takeAddress(email);
      const result = await app.mailing.service.subscribe({
        email,
        letterLanguage: request.body.letterLanguage,
        rollNumber,
      });
      return reply.code(result.status === 'sent' ? 200 : 202).send(result);
    },
  );

  app.post(
    '/unsubscriptions',
    {
      attachValidation: true,
      config: { rateLimit, responseCache: false },
      schema: {
        tags: ['mailing'],
        summary: 'Unsubscribe an address from every newsletter and every case it follows',
        body: UnsubscriptionBody,
        response: { 200: MailingResult, 202: MailingResult, ...CommonErrors },
      },
    },
    async (request, reply) => {
      checkBody(request);
      const email = normaliseEmail(request.body.email);
      await takeAddress(email);
      const result = await app.mailing.service.unsubscribe(email);
      return reply.code(result.status === 'sent' ? 200 : 202).send(result);
    },
  );
};

export default mailing;
