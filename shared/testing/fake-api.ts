import { setApiTransport, type ApiTransport } from '@court/runtime/api-transport';
import type { ErrorEnvelope } from '@court/contract';
import type { ApiAnswers, ApiRoute } from './api-answers';
import { restoreFetch } from './fake-fetch';
import { notFound } from './not-found';

export type { ApiAnswers, ApiRoute, OpenApiDescription } from './api-answers';

/**
 * The one way a test fakes the court's API: `fakeApi({ 'GET /members/:id': ({ params }) => member(params.id) })`
 * answers every request of every client `createApiClient` makes (the sections' clients, the content client)
 * with a status and a body, as the server would, so the clients' interceptors, the error rules and the pages'
 * error handling all run for real. What no route answers gets the API's 404 (the errors envelope) and is
 * recorded in `unmatched`; every request is recorded in `requests`. The fake ends with the test.
 *
 * How it reaches every client: the clients send through the runtime's transport (`@court/runtime/api-transport`),
 * which the test setup (`fake-api-setup.ts`, in every browser app's `setupFiles`) sets to this module's before a
 * test runs. It answers from the routes of the current `fakeApi` with a `Response`, as `fetch` would, and when
 * there is none it hands the request to `fetch`. Plain `fetch` calls (the checks of PDFs) are `fakeFetch`'s.
 */

/** The prefix of the court's API; routes leave it out, as the contract and the clients do. */
const API_PREFIX = '/api/v1';

type ParamName<Segment extends string> = Segment extends `${infer Name}*` ? Name : Segment;
type ParamNames<Path extends string> = Path extends `${string}/:${infer Segment}/${infer Rest}`
  ? ParamName<Segment> | ParamNames<`/${Rest}`>
  : Path extends `${string}/:${infer Segment}`
    ? ParamName<Segment>
    : never;
/** The path parameters of a route: `RouteParams<'GET /juris/judgments/:year/:number'>` is `{ year, number }`. */
export type RouteParams<Route extends string> = { [Name in ParamNames<Route>]: string };

/** A request as the fake API received it. */
export interface FakeRequest<Params = Record<string, string>> {
  /** `GET`, `POST`… */
  method: string;
  /** The path: without `/api/v1` for the court's API (`/members/steven-segers`), whole for other services. */
  path: string;
  /** The route's path parameters, decoded. */
  params: Params;
  /** The query string, as the server reads it: text values, a list for a repeated name. */
  query: Record<string, string | string[]>;
  /** The body sent, parsed from JSON (undefined without one). */
  body: unknown;
  headers: Record<string, string>;
}

/** A request the fake API answered: which route answered it (null: none, so 404) and with what status. */
export interface RecordedRequest extends FakeRequest {
  route: ApiRoute | null;
  /** The status answered; 0 for a network error, undefined while the handler is still answering. */
  status: number | undefined;
}

export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 412 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;
/** An error's body: the API's errors envelope, or what a broken server or a proxy sends instead. */
export type ErrorBody = ErrorEnvelope | string | null | Record<string, never>;

/** A reply that never arrives: the request fails as when the network is down (`fetch` rejects). */
export const NETWORK_ERROR = Symbol('network error');

/**
 * What a route answers: the body (status 200), a success with its status and headers, an error with its body,
 * or `NETWORK_ERROR`. An object whose only fields are a numeric `status`, `body` and `headers` is such a reply,
 * never a body (no answer of the API has that shape).
 */
export type Reply<Body> =
  | Body
  | { status: SuccessStatus; body: Body; headers?: Record<string, string> }
  | { status: ErrorStatus; body?: ErrorBody; headers?: Record<string, string> }
  | typeof NETWORK_ERROR;

export type Handler<Route extends ApiRoute> = (
  request: FakeRequest<RouteParams<Route>>,
) => Reply<ApiAnswers[Route]> | Promise<Reply<ApiAnswers[Route]>>;

/** The routes of a fake API: for each endpoint, its reply or a handler computing it from the request. */
export type FakeRoutes = { [Route in ApiRoute]?: Reply<ApiAnswers[Route]> | Handler<Route> };

export interface FakeApi {
  /** Every request, in the order they were sent. */
  readonly requests: RecordedRequest[];
  /** The requests no route answered (answered 404). */
  readonly unmatched: RecordedRequest[];
  /** The requests to a route or a path: `requestsTo('GET /members/:id')`, `requestsTo('POST /_content/fr/media')`. */
  requestsTo(route: string): RecordedRequest[];
}

interface CompiledRoute {
  key: string;
  method: string;
  segments: string[];
  reply: unknown;
}

let current: { routes: CompiledRoute[]; requests: RecordedRequest[] } | null = null;
let installed = false;

function compile(key: string, reply?: unknown): CompiledRoute {
  const [method, path, ...extra] = key.trim().split(/\s+/);
  if (!method || !path?.startsWith('/') || extra.length > 0)
    throw new Error(`fakeApi: a route is "METHOD /path", not "${key}"`);
  return { key, method: method.toUpperCase(), segments: path.slice(1).split('/'), reply };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path parameters if the path fits the route's segments, else null. */
function matchPath(segments: string[], path: string): Record<string, string> | null {
  const parts = path.slice(1).split('/');
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment.startsWith(':') && segment.endsWith('*')) {
      const rest = parts.slice(index).join('/');
      if (!rest) return null;
      params[segment.slice(1, -1)] = decode(rest);
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) {
      if (!part) return null;
      params[segment.slice(1)] = decode(part);
    } else if (segment !== decode(part)) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** The most specific route answering a request: the one with the most fixed segments. */
function findRoute(routes: CompiledRoute[], method: string, path: string) {
  let found: { route: CompiledRoute; params: Record<string, string>; fixed: number } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.segments, path);
    const fixed = route.segments.filter((segment) => !segment.startsWith(':')).length;
    if (params && (!found || fixed > found.fixed)) found = { route, params, fixed };
  }
  return found;
}

function parseQuery(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [...[previous].flat(), value];
  }
  return query;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function isWrapped(reply: unknown): reply is { status: number; body?: unknown; headers?: Record<string, string> } {
  return (
    typeof reply === 'object' &&
    reply !== null &&
    !Array.isArray(reply) &&
    typeof (reply as { status?: unknown }).status === 'number' &&
    Object.keys(reply).every((key) => key === 'status' || key === 'body' || key === 'headers')
  );
}

/** The body as it travels: JSON text (the clients parse it as they parse the server's), or text as it is. */
function serialise(body: unknown): { data: string; type?: string } {
  if (body === undefined) return { data: '' };
  if (typeof body === 'string') return { data: body, type: 'text/plain; charset=utf-8' };
  return { data: JSON.stringify(body), type: 'application/json; charset=utf-8' };
}

/** Statuses whose answer has no body (`Response` refuses one). */
const WITHOUT_BODY = new Set([204, 205, 304]);

/** A cancelled request fails as `fetch` makes it fail: with the reason its signal was aborted with. */
function failIfCancelled(signal: AbortSignal | null | undefined): void {
  if (signal?.aborted) throw signal.reason;
}

async function answer(fake: NonNullable<typeof current>, address: string, init: RequestInit): Promise<Response> {
  failIfCancelled(init.signal);
  const url = new URL(address, 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const inApi = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
  const path = inApi ? url.pathname.slice(API_PREFIX.length) || '/' : url.pathname;
  const found = findRoute(fake.routes, method, path);
  const request: RecordedRequest = {
    method,
    path,
    params: found?.params ?? {},
    query: parseQuery(url.searchParams),
    body: parseBody(init.body),
    headers: { ...(init.headers as Record<string, string> | undefined) },
    route: (found?.route.key as ApiRoute | undefined) ?? null,
    status: undefined,
  };
  fake.requests.push(request);

  const route = found?.route.reply;
  const reply: unknown = !found
    ? notFound(method, url.pathname)
    : typeof route === 'function'
      ? await (route as (request: FakeRequest) => unknown)(request)
      : route;
  failIfCancelled(init.signal);
  if (reply === NETWORK_ERROR) {
    request.status = 0;
    throw new TypeError('Failed to fetch');
  }
  const { status, body, headers = {} } = isWrapped(reply) ? reply : { status: 200, body: reply };
  const { data, type } = serialise(body);
  request.status = status;
  return new Response(WITHOUT_BODY.has(status) ? null : data, {
    status,
    headers: { ...(type && { 'content-type': type }), ...headers },
  });
}

/** The transport of every client: the current fake's answer, or, without one, the request sent by `fetch`. */
const transport: ApiTransport = (address, init) => (current ? answer(current, address, init) : fetch(address, init));

/**
 * Makes every API client answer through the fake API (the test setup calls it before a test file is imported;
 * see `fake-api-setup.ts`).
 */
export function installFakeApiTransport(): void {
  setApiTransport(transport);
  installed = true;
}

/**
 * Answers the API from `routes` until the end of the test (a second call replaces the first). Keys are
 * `'METHOD /path'` of `ApiAnswers`; each value is a reply or a handler of the request returning one, typed by
 * what the contract says the endpoint answers.
 */
export function fakeApi(routes: FakeRoutes = {}): FakeApi {
  if (!installed) {
    throw new Error(
      'fakeApi: the API clients do not send through the fake transport; add shared/testing/fake-api-setup.ts ' +
        "to the package's vitest setupFiles (vitest.shared-config.ts does it for the browser apps).",
    );
  }
  const requests: RecordedRequest[] = [];
  current = { routes: Object.entries(routes).map(([key, reply]) => compile(key, reply)), requests };
  return {
    requests,
    get unmatched() {
      return requests.filter((request) => request.route === null);
    },
    requestsTo(route) {
      const { method, segments } = compile(route);
      return requests.filter((request) => request.method === method && matchPath(segments, request.path));
    },
  };
}

/** Ends the fakes of a test (the test setup calls it after each test). */
export function resetFakes(): void {
  current = null;
  restoreFetch();
}
