import { createHash, randomBytes } from 'node:crypto';

/** A browser's cookie jar, just enough for the provider's interaction and session cookies. */
function cookieJar() {
  const cookies = new Map();
  return async (url, init = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

/**
 * A person's login at the staff provider as a browser goes through it, for tests: the authorization request (code
 * flow, PKCE S256, `params` added to it), the login form with the user name and password, then the redirects up to
 * the callback. Answers `{ callback, verifier }` once the provider sends the browser to `redirectUri`, or
 * `{ response }`, the provider's answer to the form, when it does not (a wrong password shows the form again).
 */
export async function staffLogin({
  authorizationEndpoint,
  clientId,
  redirectUri,
  scope,
  username,
  password,
  params = {},
}) {
  const fetchWithCookies = cookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(authorizationEndpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...params,
  }).toString();
  let response = await fetchWithCookies(authorize);
  const loginPage = new URL(response.headers.get('location'), authorize);
  response = await fetchWithCookies(loginPage);
  if (response.status !== 200) throw new Error(`The login page answered ${response.status}`);
  response = await fetchWithCookies(loginPage, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, action: 'login' }),
  });
  if (response.status !== 303) return { response };
  let at = loginPage;
  for (let hops = 0; hops < 5; hops++) {
    const next = new URL(response.headers.get('location'), at);
    if (next.href.startsWith(redirectUri)) return { callback: next, verifier };
    response = await fetchWithCookies(next);
    at = next;
  }
  throw new Error('The login did not come back to the callback');
}
