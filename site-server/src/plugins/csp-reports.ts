import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CommonErrors } from '@court/contract/schemas/common';
import { CSP_REPORT_PATH } from '../security/content-security-policy.js';
import { appendViolations, CspReportBody, violationsOf } from '../security/csp-reports.js';

/** A browser batches a page's reports; a real one is a few kilobytes. */
const BODY_LIMIT = 16 * 1024;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * Where browsers report what the Content-Security-Policy blocked. Each violation is logged as a warning (and,
 * with CSP_REPORTS_FILE, appended to that file so a test run can fail on it). Limited in size and rate: anyone
 * can post here: 60 reports a minute per client, counted by each site server.
 */
const cspReports: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(Object.assign(new SyntaxError('Malformed JSON body'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        body: CspReportBody,
        response: { 204: Type.Null({ description: 'Report received' }), ...CommonErrors },
      },
    },
    async (request, reply) => {
      const violations = violationsOf(request.body);
      for (const violation of violations)
        request.log.warn({ cspViolation: violation }, 'content security policy violation');
      const file = app.config.cspReportsFile;
      if (file) await appendViolations(file, violations);
      return reply.code(204).send(null);
    },
  );
};

export default cspReports;
