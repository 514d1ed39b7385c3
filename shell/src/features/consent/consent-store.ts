import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { CONSENT_COOKIE, readCookie, writeCookie } from '@court/runtime';

/** The visitor's answer to the cookie banner (spec section 4). */
export type ConsentStatus = 'undecided' | 'accepted' | 'denied';

/** The stored cookie value (`true`/`false`) as a status; anything else means the visitor has not answered. */
export function consentFromCookie(value: string | undefined): ConsentStatus {
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'denied';
  return 'undecided';
}

/** Remembers the answer in `GDPR:accepted` for 70 days, for the whole site, not sent on cross-site requests. */
export function writeConsentCookie(accepted: boolean): void {
  writeCookie(CONSENT_COOKIE.name, String(accepted), {
    maxAgeSeconds: CONSENT_COOKIE.maxAgeSeconds,
    path: '/',
    sameSite: 'Lax',
  });
}

interface ConsentState {
  status: ConsentStatus;
  accept: () => void;
  refuse: () => void;
  /** Reads the cookie again (tests, and a visitor who cleared cookies in another tab). */
  reload: () => void;
}

function statusFromDocument(): ConsentStatus {
  return typeof document === 'undefined' ? 'undecided' : consentFromCookie(readCookie(CONSENT_COOKIE.name));
}

/** Read once when the frame starts, so the banner is there (or not) on the first paint: no layout shift. */
export const useConsentStore = create<ConsentState>()((set) => ({
  status: statusFromDocument(),
  accept: () => {
    writeConsentCookie(true);
    set({ status: 'accepted' });
  },
  refuse: () => {
    writeConsentCookie(false);
    set({ status: 'denied' });
  },
  reload: () => set({ status: statusFromDocument() }),
}));

/**
 * Reads the answer in a component. Unlike the store's own hook, a server render reads the current state too,
 * which the first-screen renderer (src/first-screen) sets per variant; zustand's hook would read the initial one.
 */
export function useConsent<T>(selector: (state: ConsentState) => T): T {
  const read = () => selector(useConsentStore.getState());
  return useSyncExternalStore(useConsentStore.subscribe, read, read);
}
