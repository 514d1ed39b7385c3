import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Attempts after the first failure. */
  retries: number;
  /** Delay before the first retry; doubles each time. */
  delayMs: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries fetching a section's manifest a bounded number of times with backoff, so a brief network hiccup
 * does not show an error card, while a section that is really down fails fast enough to say so.
 */
export function retryPlugin({ retries, delayMs }: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'court-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await wait(delayMs * 2 ** (attempt - 1));
        try {
          const response = await fetch(url, init);
          // A 4xx will not heal by retrying; answer it at once.
          if (response.ok || (response.status >= 400 && response.status < 500)) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
