/**
 * What the stand-in has received, who is on which list, and the mails Mailman would have sent (the confirmations
 * a subscriber gets). It lives outside the HTTP server, so a test can stop the server (the mailing system going
 * down) and start a new one on the same store.
 */
export function createStore() {
  /** @type {Map<string, Map<string, { state: 'pending' | 'member', fullname: string, digest: boolean }>>} */
  const members = new Map();
  const received = [];
  const mails = [];
  return {
    received,
    mails,
    membersOf(list) {
      let entries = members.get(list);
      if (!entries) members.set(list, (entries = new Map()));
      return entries;
    },
    record(entry) {
      received.push({ ...entry, at: new Date().toISOString() });
    },
    mail(entry) {
      mails.push({ ...entry, at: new Date().toISOString() });
    },
    clear() {
      received.length = 0;
      mails.length = 0;
      members.clear();
    },
  };
}
