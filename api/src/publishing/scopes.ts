/** The scopes of the publishing API, as the staff identity provider grants them, with what each allows. */
export const PUBLISHING_SCOPES = {
  'publish:judgments': 'Publish and withdraw judgments and their PDFs',
  'publish:cases': 'Publish pending cases and move them to the archive',
  'publish:agenda': 'Publish public hearings and the judgments announced',
  'publish:press': 'Publish, schedule and withdraw press releases and their PDFs',
  'publish:court': 'Publish members, publications and job offers',
  'publish:audit': 'Read the audit log of publishing',
  'publish:api-keys': 'Issue, list and revoke the API keys that raise a re-user’s rate limit',
} as const;

/** The provider's endpoints at their conventional paths below the issuer, until its metadata has been read. */
export function conventionalEndpoints(issuer: string | undefined): { token: string; authorization: string } {
  const base = (issuer ?? 'http://staff-login.invalid').replace(/\/$/, '');
  return { token: `${base}/token`, authorization: `${base}/auth` };
}

/** The OpenAPI security scheme of the publishing API, naming the staff provider's endpoints in use. */
export function staffSecurityScheme(endpoints: { token: string; authorization: string }) {
  return {
    type: 'oauth2' as const,
    description:
      'Bearer access tokens of the court’s staff identity provider: the client-credentials grant for the court’s ' +
      'systems, the authorization code with PKCE for staff in the press console.',
    flows: {
      clientCredentials: { tokenUrl: endpoints.token, scopes: PUBLISHING_SCOPES },
      authorizationCode: {
        authorizationUrl: endpoints.authorization,
        tokenUrl: endpoints.token,
        scopes: PUBLISHING_SCOPES,
      },
    },
  };
}
