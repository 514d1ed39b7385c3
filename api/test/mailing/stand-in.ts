import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  createStore,
  startMailingLists,
  type ReceivedRequest,
  type RunningMailingLists,
  type SentMail,
} from '@court/mailing-lists-stand-in';

export interface MailingStandIn {
  /** MAILING_BASE_URL for the app under test. */
  baseUrl(): string;
  received(): ReceivedRequest[];
  /** `method script list email` of each request received, in order. */
  lines(): string[];
  /** The confirmations Mailman would have mailed. */
  mails(): SentMail[];
  /** Makes every list answer `ms` later (0: at once again). */
  delay(ms: number): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/**
 * The mailing-list stand-in for one test file, on a port of its own; emptied before each test. It refuses a second
 * request for a pending address, as the court's Mailman does (REFUSE_SECOND_PENDING, see the API README).
 */
export function useMailingStandIn(): MailingStandIn {
  const store = createStore();
  let running: RunningMailingLists | undefined;
  let port = 0;
  const start = (onPort: number) => startMailingLists({ port: onPort, store, refuseSecondPending: true });
  beforeAll(async () => {
    running = await start(0);
    port = running.port;
  });
  afterAll(async () => running?.stop());
  beforeEach(async () => {
    store.clear();
    running ??= await start(port);
    await fetch(`${running.url}/_stand-in/delay?ms=0`, { method: 'POST' });
  });
  return {
    baseUrl: () => `http://127.0.0.1:${port}/mailman`,
    received: () => store.received,
    lines: () => store.received.map((r) => `${r.method} ${r.script} ${r.list} ${r.form.email ?? ''}`.trim()),
    mails: () => store.mails,
    async delay(ms) {
      await fetch(`http://127.0.0.1:${port}/_stand-in/delay?ms=${ms}`, { method: 'POST' });
    },
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async restart() {
      running ??= await start(port);
    },
  };
}
