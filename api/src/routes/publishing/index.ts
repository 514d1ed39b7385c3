import { registerAjvFormats, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { agendaRoutes } from './agenda.js';
import { apiKeyRoutes } from './api-keys.js';
import { auditRoutes } from './audit.js';
import { caseRoutes } from './cases.js';
import { cjeuReferralRoutes } from './cjeu-referrals.js';
import { consoleRoutes } from './console.js';
import { courtRoutes } from './court.js';
import { MAX_PDF_BYTES } from '../../publishing/pdf.js';
import { judgmentRoutes } from './judgments.js';
import { pressReleaseRoutes } from './press-releases.js';
import { publishingErrorHandler } from './validation-errors.js';

registerAjvFormats();

/**
 * `/api/v1/publishing`: how the court's systems and staff write what the site shows. Bodies are checked with
 * every problem reported at once (each with the field's path), so a system can fix an item in one go.
 */
const publishing: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler(publishingErrorHandler);
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_PDF_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  judgmentRoutes(app);
  cjeuReferralRoutes(app);
  caseRoutes(app);
  agendaRoutes(app);
  pressReleaseRoutes(app);
  courtRoutes(app);
  auditRoutes(app);
  apiKeyRoutes(app);
  consoleRoutes(app);
};

export default publishing;
