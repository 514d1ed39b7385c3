export interface StaffLoginRequest {
  /** The provider's authorization endpoint, from its metadata. */
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  username: string;
  password: string;
  /** More parameters of the authorization request: `state`, `resource`, `ui_locales`. */
  params?: Record<string, string>;
}

export type StaffLoginOutcome = { callback: URL; verifier: string } | { response: Response };

export function staffLogin(request: StaffLoginRequest): Promise<StaffLoginOutcome>;
