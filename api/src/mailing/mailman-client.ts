import { toListId } from './lists.js';

/** The spec's timeout: a list exists only if a HEAD of its info page answers 200 within 5000 ms. */
export const MAILING_HEAD_TIMEOUT_MS = 5000;

/*
 * Mailman 2.1's answers we act on, in its own words (Mailman/Cgi/subscribe.py and options.py). The spec's sentence
 * (section 5) is the one Mailman gives on a list whose roster is private, to a new subscription and to an address
 * already on the list alike; on a list with a public roster it says "You are already subscribed." to a member and
 * "No such member" to the unsubscription of an address it does not have. With REFUSE_SECOND_PENDING (Mailman
 * 2.1.30; for unsubscriptions 2.1.34) a request for an address whose earlier request still waits for its
 * confirmation is refused with a sentence of its own and nothing is mailed: that answer is the only place where
 * Mailman says that an address is pending.
 */
const SUBSCRIBED = /you will soon get a confirmation/i;
const ALREADY_SUBSCRIBED = /you are already subscribed/i;
const ALREADY_PENDING = /you already have a subscription pending confirmation/i;
const INVALID_ADDRESS = /address you supplied is not valid|won't accept the given email address/i;
const UNSUBSCRIBE_SENT = /confirmation email has been sent/i;
const NOT_A_MEMBER = /no such member/i;

/**
 * What the mailing system made of one request. `retry`: it did not answer, or not as expected (down, slow,
 * overloaded) — send again later. `rejected`: it answered, and will never take this request.
 */
export type MailingOutcome =
  { kind: 'done' } | { kind: 'rejected'; reason: 'invalid-email' | 'no-such-list' } | { kind: 'retry'; reason: string };

export type ListStatus = 'exists' | 'missing' | 'unreachable';

/**
 * The mailing system's forms. Each request ends at `deadline` (an attempt's, or how long a visitor waits) unless
 * the system answers first.
 */
export interface MailmanClient {
  /** True only if a HEAD to the list's info page answers 200 within 5000 ms (spec section 5). */
  listExists(listId: unknown): Promise<boolean>;
  /** The same HEAD, telling a list the system says it lacks (`missing`) from no usable answer (`unreachable`). */
  listStatus(listId: unknown, deadline?: AbortSignal): Promise<ListStatus>;
  subscribe(list: string, email: string, deadline: AbortSignal): Promise<MailingOutcome>;
  unsubscribe(list: string, email: string, deadline: AbortSignal): Promise<MailingOutcome>;
  /** True only if a test subscription answers 200 with Mailman's confirmation sentence. */
  isOnline(probeList: string, probeEmail: string, deadline: AbortSignal): Promise<boolean>;
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

  async function postForm(script: string, list: string, fields: Record<string, string>, deadline: AbortSignal) {
    const response = await fetch(url(script, list), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: deadline,
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  }

  async function send(
    script: string,
    list: string,
    fields: Record<string, string>,
    deadline: AbortSignal,
    read: (text: string) => MailingOutcome,
  ): Promise<MailingOutcome> {
    try {
      const { status, text } = await postForm(script, list, fields, deadline);
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

  async function listStatus(listId: unknown, deadline?: AbortSignal): Promise<ListStatus> {
    const list = toListId(listId);
    if (list === undefined) return 'missing';
    const headTimeout = AbortSignal.timeout(MAILING_HEAD_TIMEOUT_MS);
    try {
      const response = await fetch(url('listinfo', list), {
        method: 'HEAD',
        signal: deadline ? AbortSignal.any([headTimeout, deadline]) : headTimeout,
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

    subscribe: (list, email, deadline) =>
      send('subscribe', list, subscriptionForm(email), deadline, (text) => {
        if (SUBSCRIBED.test(text) || ALREADY_SUBSCRIBED.test(text) || ALREADY_PENDING.test(text)) {
          return { kind: 'done' };
        }
        if (INVALID_ADDRESS.test(text)) return { kind: 'rejected', reason: 'invalid-email' };
        return { kind: 'retry', reason: 'unexpected answer to the subscription' };
      }),

    async unsubscribe(list, email, deadline) {
      const outcome = await send('options', list, { email, 'login-unsub': 'Unsubscribe' }, deadline, (text) =>
        UNSUBSCRIBE_SENT.test(text) || NOT_A_MEMBER.test(text) || ALREADY_PENDING.test(text)
          ? { kind: 'done' }
          : { kind: 'retry', reason: 'unexpected answer to the unsubscription' },
      );
      // Leaving a list that does not exist (any more) leaves nothing to do.
      return outcome.kind === 'rejected' && outcome.reason === 'no-such-list' ? { kind: 'done' } : outcome;
    },

    async isOnline(probeList, probeEmail, deadline) {
      try {
        const { status, text } = await postForm('subscribe', probeList, subscriptionForm(probeEmail), deadline);
        return status === 200 && SUBSCRIBED.test(text);
      } catch {
        return false;
      }
    },
  };
}
