/** How the API clients send a request; `fetch` unless something stands in for it. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let standIn: ApiTransport | undefined;

/**
 * Puts a transport in the place of `fetch` for every API client, those already made included (the unit tests'
 * fake API answers this way); without an argument, the clients use `fetch` again.
 */
export function setApiTransport(transport?: ApiTransport): void {
  standIn = transport;
}

/** Looked up at each request, so a `fetch` replaced after the clients were made is the one used. */
export const apiTransport = (): ApiTransport => standIn ?? ((url, init) => fetch(url, init));
