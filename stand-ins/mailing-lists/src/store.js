/**
 * What the stand-in has received and who is on which list. It lives outside the HTTP server, so a test can
 * stop the server (the mailing system going down) and start a new one on the same store.
 */
export function createStore() {
  /** @type {Map<string, Map<string, { state: 'pending' | 'member', fullname: string, digest: boolean }>>} */
  const members = new Map();
  const received = [];
  return {
    received,
    membersOf(list) {
      let entries = members.get(list);
      if (!entries) members.set(list, (entries = new Map()));
      return entries;
    },
    record(entry) {
      received.push({ ...entry, at: new Date().toISOString() });
    },
    clear() {
      received.length = 0;
      members.clear();
    },
  };
}
