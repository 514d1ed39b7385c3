import { createApiClient } from '@court/runtime';
import type {
  CaseLookup,
  CurrentUser,
  LoginSettings,
  RegistryMessage,
  RegistryMessageInput,
  TokenAnswer,
} from '@court/contract';

/** Calls of protected pages: a 401 clears the token and sends the visitor to the login page. */
const api = createApiClient();
/** Calls whose 401 is an answer, not a lost login: the login itself and the start-up check. */
const loginApi = createApiClient({ exemptFrom401Redirect: true });

export async function fetchLoginSettings(): Promise<LoginSettings> {
  return (await loginApi.get<LoginSettings>('/auth/login-settings')).data;
}

export async function exchangeCode(body: {
  code: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}): Promise<TokenAnswer> {
  return (await loginApi.post<TokenAnswer>('/auth/token', body)).data;
}

/** The citizen behind the token; `token` is passed explicitly because the store is not filled yet. */
export async function fetchMe(token: string): Promise<CurrentUser> {
  return (await loginApi.get<CurrentUser>('/auth/me', { headers: { Authorization: `Bearer ${token}` } })).data;
}

export async function lookUpCase(rollNumber: string): Promise<CaseLookup> {
  return (await loginApi.get<CaseLookup>('/newsletter/get-encinz', { params: { rollNumber } })).data;
}

export async function sendRegistryMessage(input: RegistryMessageInput): Promise<RegistryMessage> {
  return (await api.post<RegistryMessage>('/auth/registry-messages', input)).data;
}

export async function listRegistryMessages(): Promise<RegistryMessage[]> {
  return (await api.get<{ items: RegistryMessage[] }>('/auth/registry-messages')).data.items;
}
