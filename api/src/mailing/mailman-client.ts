import { toListId } from './lists.js';

/** The spec's timeouts: a list info HEAD within 5000 ms; the forms get the same. */
export const MAILING_HEAD_TIMEOUT_MS = 5000;
const FORM_TIMEOUT_MS = 5000;

/** Mailman's success sentence for a subscription (spec section 5), and its other answers we act on. */
const SUBSCRIBED = /you will soon get a confirmation/i;
const ALREADY_MEMBER = /already a member/i;
const INVALID_ADDRESS = /address you supplied is not valid|won't accept the given email address/i;
const UNSUBSCRIBE_SENT = /confirmation email has been sent/i;

/**
 * What the mailing system made of one request. `retry`: it did not answer, or not as expected (down, slow,
 * overloaded) — send again later. `rejected`: it answered, and will never take this request.
 */
export type MailingOutcome =
  { kind: 'done' } | { kind: 'rejected'; reason: 'invalid-email' | 'no-such-list' } | { kind: 'retry'; reason: string };

export type ListStatus = 'exists' | 'missing' | 'unreachable';

export interface MailmanClient {
  /** True only if a HEAD to the list's info page answers 200 within 5000 ms (spec section 5). */
  listExists(listId: unknown): Promise<boolean>;
  /** The same HEAD, telling a list the system says it lacks (`missing`) from no usable answer (`unreachable`). */
  listStatus(listId: unknown): Promise<ListStatus>;
  subscribe(list: string, email: string): Promise<MailingOutcome>;
  unsubscribe(list: string, email: string): Promise<MailingOutcome>;
  /** True only if a test subscription answers 200 with Mailman's confirmation sentence. */
  isOnline(probeList: string, probeEmail: string): Promise<boolean>;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error.cause as { code?: string } | undefined)?.code;
    return error.name === 'TimeoutError' ? 'no answer in time' : (cause ?? error.message);
  }
  return String(error);
}

/** Talks to Mailman 2.1's public CGI scripts under `baseUrl` (e.g. `https://lists.example.be/mailman`). */
export function createMailmanClient(baseUrl: string): MailmanClient {
  const url = (script: string, list: string) => `${baseUrl}/${script}/${encodeURIComponent(list)}`;

  async function postForm(script: string, list: string, fields: Record<string, string>) {
    const response = await fetch(url(script, list), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(FORM_TIMEOUT_MS),
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  }

  async function send(
    script: string,
    list: string,
    fields: Record<string, string>,
    read: (text: string) => MailingOutcome,
  ): Promise<MailingOutcome> {
    try {
      const { status, text } = await postForm(script, list, fields);
      if (status === 404) return { kind: 'rejected', reason: 'no-such-list' };
      if (status !== 200) return { kind: 'retry', reason: `answered ${status}` };
      return read(text);
    } catch (error) {
      return { kind: 'retry', reason: describe(error) };
    }
  }

  const subscriptionForm = (email: string) => ({
    email,
    fullname: '',
    // Empty passwords: Mailman then generates one and mails it with the confirmation.
    pw: '',
    'pw-conf': '',
    digest: '0',
    'email-button': 'Subscribe',
  });

  async function listStatus(listId: unknown): Promise<ListStatus> {
    const list = toListId(listId);
    if (list === undefined) return 'missing';
    try {
      const response = await fetch(url('listinfo', list), {
        method: 'HEAD',
        signal: AbortSignal.timeout(MAILING_HEAD_TIMEOUT_MS),
        redirect: 'manual',
      });
      if (response.status === 200) return 'exists';
      return response.status === 404 ? 'missing' : 'unreachable';
    } catch {
      return 'unreachable';
    }
  }

  return {
    listStatus,
    listExists: async (listId) => (await listStatus(listId)) === 'exists',

    subscribe: (list, email) =>
      send('subscribe', list, subscriptionForm(email), (text) => {
        if (SUBSCRIBED.test(text) || ALREADY_MEMBER.test(text)) return { kind: 'done' };
        if (INVALID_ADDRESS.test(text)) return { kind: 'rejected', reason: 'invalid-email' };
        return { kind: 'retry', reason: 'unexpected answer to the subscription' };
      }),

    async unsubscribe(list, email) {
      const outcome = await send('options', list, { email, 'login-unsub': 'Unsubscribe' }, (text) =>
        UNSUBSCRIBE_SENT.test(text)
          ? { kind: 'done' }
          : { kind: 'retry', reason: 'unexpected answer to the unsubscription' },
      );
      // Leaving a list that does not exist (any more) leaves nothing to do.
      return outcome.kind === 'rejected' && outcome.reason === 'no-such-list' ? { kind: 'done' } : outcome;
    },

    async isOnline(probeList, probeEmail) {
      try {
        const { status, text } = await postForm('subscribe', probeList, subscriptionForm(probeEmail));
        return status === 200 && SUBSCRIBED.test(text);
      } catch {
        return false;
      }
    },
  };
}
