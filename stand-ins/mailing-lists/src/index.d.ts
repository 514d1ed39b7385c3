/** A request the stand-in received, as tests read it. */
export interface ReceivedRequest {
  method: string;
  script: 'listinfo' | 'subscribe' | 'options';
  list: string;
  form: Record<string, string>;
  at: string;
}

export interface MailingListsStore {
  readonly received: ReceivedRequest[];
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
}): Promise<RunningMailingLists>;
export function findList(name: string): { name: string; description: string } | undefined;
export function isValidAddress(address: string): boolean;
