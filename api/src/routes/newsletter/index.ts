import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors.js';
import { AgendaList, AgendaQuery, CaseLookup, CaseLookupQuery, VerdictTable } from '@court/contract/schemas/cases';
import { CommonErrors, ErrorEnvelope, paging } from '@court/contract/schemas/common';

/** The data the newsletter and the agenda are made of. */
const newsletter: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get-upcoming-verdicts',
    {
      schema: {
        tags: ['agenda'],
        summary: 'Announced deliveries of judgments, soonest first',
        querystring: AgendaQuery,
        response: { 200: AgendaList, ...CommonErrors },
      },
    },
    async (request) => app.repos.agenda.upcomingDecisions({ lang: request.query.lang, ...paging(request.query) }),
  );

  app.get(
    '/get-upcoming-verdicts-table',
    {
      schema: {
        tags: ['agenda'],
        summary: 'Announced deliveries as a table: one row per case, soonest first',
        querystring: AgendaQuery,
        response: { 200: VerdictTable, ...CommonErrors },
      },
    },
    async (request) => app.repos.agenda.verdictTable({ lang: request.query.lang, ...paging(request.query) }),
  );

  app.get(
    '/get-upcoming-pleadings',
    {
      schema: {
        tags: ['agenda'],
        summary: 'Upcoming public hearings, soonest first',
        querystring: AgendaQuery,
        response: { 200: AgendaList, ...CommonErrors },
      },
    },
    async (request) => app.repos.agenda.upcomingHearings({ lang: request.query.lang, ...paging(request.query) }),
  );

  app.get(
    '/get-encinz',
    {
      schema: {
        tags: ['agenda'],
        summary: 'The case lookup entry of a roll number (subject in Dutch and French, whether still pending)',
        querystring: CaseLookupQuery,
        response: { 200: CaseLookup, 404: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request) => {
      const entry = await app.repos.caseLookup.find(request.query.rollNumber);
      if (!entry) throw notFound(`No case with roll number ${request.query.rollNumber}`);
      return entry;
    },
  );
};

export default newsletter;
