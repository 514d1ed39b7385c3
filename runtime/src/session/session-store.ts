import { create } from 'zustand';

/** The decoded access token, as far as the site needs it: `exp` is in seconds since the epoch. */
export interface AuthInfo {
  token: string;
  exp: number;
  /** The federal id kept beside the token, needed to log out at the identity provider. */
  fedid?: string;
}

/** The citizen as `GET /api/v1/auth/me` answers it. */
export interface CurrentUser {
  givenName?: string;
  surname?: string;
  [claim: string]: unknown;
}

export interface SessionState {
  /** Bumped whenever the stored shape changes, so stale persisted state can be told apart. */
  version: number;
  authInfo: AuthInfo | null;
  currentUser: CurrentUser | null;
  /** The start-up `me` call is running. */
  loading: boolean;
  /** The start-up check has finished (anonymous or logged in). */
  loaded: boolean;
  /** Whether the visitor's address matched the configured special range. */
  isMatch114: boolean;
  setAuthInfo: (authInfo: AuthInfo | null) => void;
  setCurrentUser: (user: CurrentUser | null) => void;
  setLoading: (loading: boolean) => void;
  setLoaded: (loaded: boolean) => void;
  setIsMatch114: (isMatch114: boolean) => void;
  /** Forget the token and the user (logout, rejected token). */
  clear: () => void;
}

export const SESSION_STATE_VERSION = 1;

const initialState = {
  version: SESSION_STATE_VERSION,
  authInfo: null,
  currentUser: null,
  loading: false,
  loaded: false,
  isMatch114: false,
} satisfies Partial<SessionState>;

/** One store for the whole site: the shell and every section see the same session (a shared singleton). */
export const useSessionStore = create<SessionState>()((set) => ({
  ...initialState,
  setAuthInfo: (authInfo) => set({ authInfo }),
  setCurrentUser: (currentUser) => set({ currentUser }),
  setLoading: (loading) => set({ loading }),
  setLoaded: (loaded) => set({ loaded }),
  setIsMatch114: (isMatch114) => set({ isMatch114 }),
  clear: () => set({ authInfo: null, currentUser: null }),
}));

/** Authenticated means the token's expiry lies in the future (spec section 4). */
export function isAuthenticated(authInfo: AuthInfo | null, now: number = Date.now()): boolean {
  return authInfo !== null && authInfo.exp * 1000 > now;
}

/** Reset to the initial state; for tests and for a full logout. */
export function resetSessionStore(): void {
  useSessionStore.setState(initialState);
}
