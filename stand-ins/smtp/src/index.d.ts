/** A message the stand-in received, as GET /messages shows it. */
export interface ReceivedMessage {
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** message-id, list-unsubscribe, list-unsubscribe-post and content-language, when the message has them. */
  headers: Record<string, string>;
  receivedAt: string;
}

export interface SmtpStore {
  readonly messages: ReceivedMessage[];
  add(message: ReceivedMessage): void;
  clear(): void;
}

export interface RunningSmtpStandIn {
  /** Where to send: `smtp://host:port`. */
  smtpUrl: string;
  /** Where GET/DELETE /messages answer. */
  url: string;
  smtpPort: number;
  httpPort: number;
  store: SmtpStore;
  stop(): Promise<void>;
}

export function createStore(): SmtpStore;
export function startSmtpStandIn(options?: {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  store?: SmtpStore;
}): Promise<RunningSmtpStandIn>;
