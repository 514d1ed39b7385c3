/** A request the stand-in received, as tests read it. */
export interface ReceivedRequest {
  method: string;
  script: 'listinfo' | 'subscribe' | 'options';
  list: string;
  form: Record<string, string>;
  at: string;
}

/** A mail Mailman would have sent: the confirmation a subscriber (or a member leaving) is asked to follow. */
export interface SentMail {
  to: string;
  list: string;
  kind: 'subscription-confirmation' | 'unsubscription-confirmation';
  at: string;
}

export interface MailingListsStore {
  readonly received: ReceivedRequest[];
  readonly mails: SentMail[];
  membersOf(list: string): Map<string, { state: 'pending' | 'member'; fullname: string; digest: boolean }>;
  clear(): void;
}

export interface RunningMailingLists {
  url: string;
  port: number;
  store: MailingListsStore;
  stop(): Promise<void>;
}

export function createStore(): MailingListsStore;
export function startMailingLists(options?: {
  port?: number;
  host?: string;
  store?: MailingListsStore;
  /** Mailman's REFUSE_SECOND_PENDING: a request for a pending address is refused, and nothing is mailed. */
  refuseSecondPending?: boolean;
}): Promise<RunningMailingLists>;
export function findList(name: string): { name: string; description: string } | undefined;
export function isValidAddress(address: string): boolean;
