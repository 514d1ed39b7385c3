import { useSyncExternalStore } from 'react';
import type { ConsoleSession } from '@court/contract';

/** A press officer's login: the publishing API's access token and who it stands for. */
export type StaffSession = ConsoleSession;

/** The scope the console needs: writing press releases. */
export const PRESS_SCOPE = 'publish:press';

/**
 * Kept in the tab's sessionStorage: a reload keeps the officer logged in, closing the tab ends it, and no other
 * site or tab reads it. The tokens never go into a cookie, so no request of the public site carries them.
 */
const STORAGE_KEY = 'court.pressConsole.session';
/** Renewing the login in another window hands the new session to the console's tabs through this channel. */
const CHANNEL = 'court.pressConsole.login';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { text: string | null; session: StaffSession | null } = { text: null, session: null };

function read(): StaffSession | null {
  const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY);
  if (text !== cached.text) {
    let session: StaffSession | null = null;
    try {
      session = text ? (JSON.parse(text) as StaffSession) : null;
    } catch {
      session = null;
    }
    cached = { text, session };
  }
  return cached.session;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function currentStaffSession(): StaffSession | null {
  return read();
}

export function saveStaffSession(session: StaffSession): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Forgets the tokens (a refused login); the next call to the API asks for a new login. */
export function clearStaffSession(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  notify();
}

/** Tells the console's other tabs (the one whose login expired) about a login made in this window. */
export function announceStaffSession(session: StaffSession): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(session);
  channel.close();
}

/** Takes in the logins made in other windows; returns the function that stops listening. */
export function receiveStaffSessions(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<StaffSession>) => saveStaffSession(event.data);
  return () => channel.close();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The officer's login as the page draws it; null before the login (and always on the server). */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
