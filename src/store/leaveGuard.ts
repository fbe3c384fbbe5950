import { create } from 'zustand';

/** Asks the person whether they may leave what they are doing (unsaved work); true when they may. */
type LeaveCheck = () => Promise<boolean>;

interface LeaveGuardState {
  check: LeaveCheck | null;
  /** The screen with unsaved work says how to ask; the returned function takes it back. */
  register(check: LeaveCheck): () => void;
  /** Ways out that are not navigations (signing out) ask through here first; true at once when nothing is unsaved. */
  mayLeave(): Promise<boolean>;
}

export const useLeaveGuard = create<LeaveGuardState>()((set, get) => ({
  check: null,
  register(check) {
    set({ check });
    return () => {
      if (get().check === check) set({ check: null });
    };
  },
  mayLeave() {
    const { check } = get();
    return check ? check() : Promise.resolve(true);
  },
}));
