/** The messages the stand-in received, oldest first, kept in memory only. */
export function createStore() {
  const messages = [];
  return {
    messages,
    add(message) {
      messages.push(message);
    },
    clear() {
      messages.length = 0;
    },
  };
}
