import { create } from 'zustand';

interface LoadingTrackerState {
  /** Requests to the API still waiting for an answer. */
  pending: number;
  /** Requests that have failed since the page was opened (only ever grows; compare two readings). */
  failures: number;
  /** The browser's online/offline flag (spec section 4). */
  online: boolean;
  started: () => void;
  /** A request got its answer; `ok` is false when it failed. */
  finished: (ok?: boolean) => void;
  setOnline: (online: boolean) => void;
}

/** Shared by every API client so the shell's progress bar runs while any section is fetching. */
export const useLoadingTracker = create<LoadingTrackerState>()((set) => ({
  pending: 0,
  failures: 0,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  started: () => set((state) => ({ pending: state.pending + 1 })),
  finished: (ok = true) =>
    set((state) => ({ pending: Math.max(0, state.pending - 1), failures: state.failures + (ok ? 0 : 1) })),
  setOnline: (online) => set({ online }),
}));
