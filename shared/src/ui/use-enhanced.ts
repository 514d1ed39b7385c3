import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * Whether the page's scripts draw this render: false on the server and in the browser's render that hydrates the
 * server's HTML (so both draw the same markup), true in every render after that. What only a visitor without
 * scripts needs (the button that applies a filter the scripts would apply at once) is drawn until then.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
