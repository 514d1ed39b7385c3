import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  createStore,
  startMailingLists,
  type ReceivedRequest,
  type RunningMailingLists,
} from '@court/mailing-lists-stand-in';

export interface MailingStandIn {
  /** MAILING_BASE_URL for the app under test. */
  baseUrl(): string;
  received(): ReceivedRequest[];
  /** `method script list email` of each request received, in order. */
  lines(): string[];
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/** The mailing-list stand-in for one test file, on a port of its own; emptied before each test. */
export function useMailingStandIn(): MailingStandIn {
  const store = createStore();
  let running: RunningMailingLists | undefined;
  let port = 0;
  beforeAll(async () => {
    running = await startMailingLists({ store });
    port = running.port;
  });
  afterAll(async () => running?.stop());
  beforeEach(async () => {
    store.clear();
    if (!running) running = await startMailingLists({ port, store });
  });
  return {
    baseUrl: () => `http://127.0.0.1:${port}/mailman`,
    received: () => store.received,
    lines: () => store.received.map((r) => `${r.method} ${r.script} ${r.list} ${r.form.email ?? ''}`.trim()),
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async restart() {
      running ??= await startMailingLists({ port, store });
    },
  };
}
