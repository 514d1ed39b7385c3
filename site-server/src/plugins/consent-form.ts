import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CommonErrors, ErrorEnvelope } from '@court/contract/schemas/common';
import { envelope } from '@court/server-kit/errors';
import { CONSENT_FORM } from '@court/site-map';
import { CONSENT_COOKIE } from '../site/page-html.js';
import { sameSitePath } from '../site/same-site-path.js';

/** As long as the shell keeps the answer it writes itself (CONSENT_COOKIE of @court/runtime): 70 days. */
const CONSENT_MAX_AGE_SECONDS = 70 * 24 * 60 * 60;
/** Two short fields; anything longer is not the form. */
const BODY_LIMIT = 4 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

const ConsentAnswer = Type.Object({
  [CONSENT_FORM.answer]: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    description: 'The answer, as the cookie holds it',
  }),
  [CONSENT_FORM.returnTo]: Type.Optional(
    Type.String({ maxLength: 2048, description: 'The path of the page the question was asked on' }),
  ),
});

/**
 * The cookie question answered by a browser that runs no script: the banner is a form posted here. The answer
 * goes into the cookie the shell writes when its scripts run (same name, value, path, lifetime and SameSite), so
 * the site behaves the same whichever answered it, and the visitor is sent back (303) to the page they were on,
 * which the site server then draws without the question. Only a path of this site is followed back; anything
 * else leads to the home page. A form posted from another site is refused: nobody may answer for the visitor.
 */
const consentForm: FastifyPluginAsyncTypebox = async (app) => {
  // The form's encoding only: a JSON body is not the banner's, and a script answers in the browser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, text, done) =>
    done(null, Object.fromEntries(new URLSearchParams(text as string))),
  );

  app.post(
    CONSENT_FORM.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: ConsentAnswer,
        response: {
          303: Type.Null({ description: 'Answer kept; back to the page' }),
          403: ErrorEnvelope,
          ...CommonErrors,
        },
      },
    },
    async (request, reply) => {
      // Every browser that sends Fetch Metadata says where a form came from; one that does not is let through.
      if (request.headers['sec-fetch-site'] === 'cross-site')
        return reply.code(403).send(envelope('forbidden', 'The cookie question is answered on this site only'));
      const answer = request.body[CONSENT_FORM.answer];
      const cookie = `${CONSENT_COOKIE}=${answer}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`;
      return reply
        .code(303)
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .header('location', sameSitePath(request.body[CONSENT_FORM.returnTo]))
        .send(null);
    },
  );
};

export default consentForm;
