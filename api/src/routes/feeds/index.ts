import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../errors.js';
import { agendaEvents, caseExists, CALENDAR_PAST_DAYS } from '../../feeds/agenda-queries.js';
import { judgmentsFeed, pendingCasesFeed, pressReleasesFeed } from '../../feeds/atom.js';
import { agendaCalendar } from '../../feeds/calendar.js';
import { latestJudgments, latestPendingCases, latestPressReleases } from '../../feeds/feed-queries.js';
import { OPEN_DATA_LABELS } from '../../feeds/labels.js';
import { siteOrigin } from '../../feeds/site-paths.js';
import { startOfCourtDay } from '../../domain/court-time.js';
import { CommonErrors, ErrorEnvelope, Lang, RollNumber } from '@court/contract/schemas/common';
import searchFeedRoute from './search-feed.js';
import { CONTENT_CACHE_CONTROL } from '../../content-cache.js';
import { textBody } from '../text-body.js';

const ATOM = 'application/atom+xml; charset=utf-8';
const ICS = 'text/calendar; charset=utf-8';
const LangParams = Type.Object({ lang: Lang });
const CaseParams = Type.Object({ lang: Lang, rollNumber: RollNumber });

/**
 * Feeds and calendars. Their documents carry absolute links built from the host the client reached, so they are
 * kept out of the shared response cache (keyed by path only); they are cheap: one or two indexed queries.
 */
const noResponseCache = { responseCache: false };
const FEED_CACHE = CONTENT_CACHE_CONTROL;

const feeds: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  const atomRoute = (name: string, summary: string, build: (origin: string, lang: Lang) => Promise<string>) =>
    app.get(
      `/feeds/:lang/${name}.atom`,
      {
        config: noResponseCache,
        schema: {
          tags: ['open-data'],
          summary,
          params: LangParams,
          response: { 200: textBody(ATOM, 'Atom 1.0 feed'), ...CommonErrors },
        },
      },
      async (request, reply) => {
        const xml = await build(siteOrigin(request), request.params.lang);
        return reply.type(ATOM).header('cache-control', FEED_CACHE).send(xml);
      },
    );

  atomRoute('judgments', 'Atom feed of the newest judgments (50), in one language', async (origin, lang) =>
    judgmentsFeed(origin, lang, await latestJudgments(db, lang)),
  );
  atomRoute(
    'press-releases',
    'Atom feed of the newest press releases (50) published in one language',
    async (origin, lang) => pressReleasesFeed(origin, lang, await latestPressReleases(db, lang)),
  );
  atomRoute('pending-cases', 'Atom feed of the newest pending cases (50), in one language', async (origin, lang) =>
    pendingCasesFeed(origin, lang, await latestPendingCases(db, lang)),
  );

  app.get(
    '/calendar/:lang/agenda.ics',
    {
      config: noResponseCache,
      schema: {
        tags: ['open-data'],
        summary: `iCalendar of public hearings and deliveries of judgments (from ${CALENDAR_PAST_DAYS} days ago on)`,
        params: LangParams,
        response: { 200: textBody(ICS, 'iCalendar (RFC 5545), times in Europe/Brussels'), ...CommonErrors },
      },
    },
    async (request, reply) => {
      const { lang } = request.params;
      const from = new Date(Date.parse(startOfCourtDay()) - CALENDAR_PAST_DAYS * 86_400_000).toISOString();
      const origin = siteOrigin(request);
      const ics = agendaCalendar(
        { origin, lang, name: OPEN_DATA_LABELS[lang].agenda, source: `${origin}${request.url}` },
        await agendaEvents(db, { from }),
      );
      return reply
        .type(ICS)
        .header('cache-control', FEED_CACHE)
        .header('content-disposition', `attachment; filename="agenda-${lang}.ics"`)
        .send(ics);
    },
  );

  app.get(
    '/calendar/:lang/cases/:rollNumber.ics',
    {
      config: noResponseCache,
      schema: {
        tags: ['open-data'],
        summary: 'iCalendar of the public hearings and the delivery of one case, by roll number',
        params: CaseParams,
        response: {
          200: textBody(ICS, 'iCalendar (RFC 5545), times in Europe/Brussels'),
          404: ErrorEnvelope,
          ...CommonErrors,
        },
      },
    },
    async (request, reply) => {
      const { lang, rollNumber } = request.params;
      if (!(await caseExists(db, rollNumber))) throw notFound(`No case with roll number ${rollNumber}`);
      const origin = siteOrigin(request);
      const ics = agendaCalendar(
        { origin, lang, name: OPEN_DATA_LABELS[lang].caseCalendar(rollNumber), source: `${origin}${request.url}` },
        await agendaEvents(db, { rollNumber }),
      );
      return reply
        .type(ICS)
        .header('cache-control', FEED_CACHE)
        .header('content-disposition', `attachment; filename="case-${rollNumber}-${lang}.ics"`)
        .send(ics);
    },
  );

  await app.register(searchFeedRoute);
};

export default feeds;
