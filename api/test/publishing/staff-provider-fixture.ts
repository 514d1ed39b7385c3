import { createServer } from '@court/identity-provider-stand-in/server';
import { newSigningKey } from '@court/identity-provider-stand-in/provider';
import { importJWK, SignJWT, generateKeyPair, type JWTPayload } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../helper.js';

export const AUDIENCE = 'urn:const-court:publishing-api';

/** The system clients of the stand-in and their documented local secrets. */
export const SYSTEMS = {
  registry: { id: 'court-registry', secret: 'court-registry-local' },
  press: { id: 'court-press-system', secret: 'court-press-local' },
} as const;

export interface StaffProvider {
  issuer: string;
  /** An access token of a system client, as the client-credentials grant gives it. */
  token(system: keyof typeof SYSTEMS, scope: string): Promise<string>;
  /** A token signed with the provider's own key, with claims of the test's choosing (expired, other audience). */
  forge(claims: JWTPayload, options?: { foreignKey?: boolean; typ?: string }): Promise<string>;
}

/** The press console's callback, as the browser names it on the site's origin. */
export const CONSOLE_CALLBACK = 'http://127.0.0.1:8080/nl/media/console/callback';

/** The stand-in staff identity provider on a free port for the whole test file, the console's callback registered. */
export function useStaffProvider(): () => StaffProvider {
  const signingKey = newSigningKey();
  let close: () => Promise<void> = async () => {};
  let issuer = '';
  beforeAll(async () => {
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}/staff`;
    const { server } = createServer({
      issuer: `http://127.0.0.1:${port}/fas/oauth2`,
      clientId: 'court-website',
      clientSecret: 'unused-in-these-tests',
      redirectUris: ['http://127.0.0.1:8080/fr/auth/callback'],
      staff: { issuer, signingKey, consoleRedirectUris: [CONSOLE_CALLBACK] },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => close());

  const tokens = new Map<string, string>();
  return () => ({
    issuer,
    async token(system, scope) {
      const cached = tokens.get(`${system} ${scope}`);
      if (cached) return cached;
      const { id, secret } = SYSTEMS[system];
      const response = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
      });
      const body = (await response.json()) as { access_token?: string; error?: string };
      if (!body.access_token) throw new Error(`No token for ${id}: ${body.error}`);
      tokens.set(`${system} ${scope}`, body.access_token);
      return body.access_token;
    },
    async forge(claims, { foreignKey = false, typ = 'at+jwt' } = {}) {
      const key = foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(signingKey, 'RS256');
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        iss: issuer,
        aud: AUDIENCE,
        sub: 'court-registry',
        client_id: 'court-registry',
        iat: now,
        exp: now + 600,
        scope: 'publish:judgments',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', typ, kid: foreignKey ? 'not-a-key-of-the-provider' : signingKey.kid })
        .sign(key);
    },
  });
}
