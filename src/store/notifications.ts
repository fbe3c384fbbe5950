import { create } from 'zustand';
import type { NotificationResource } from '../../contract/reviews';
import * as reviews from '../api/reviews';

/**
 * The signed-in person's notifications (issue 33), for the header's notification centre, a lazy chunk loaded only for
 * signed-in staff. The unread count is asked for when the centre loads, every minute while the tab is visible, and
 * when the tab becomes visible again; the list when the panel opens.
 */
interface NotificationsState {
  unread: number;
  items: NotificationResource[] | null;
  next: string | null;
  error: unknown;
  refreshUnread(): Promise<void>;
  /** The newest page of notifications, or (with `more`) the next older one. */
  load(more?: boolean): Promise<void>;
  markRead(id: number): Promise<void>;
  markAllRead(): Promise<void>;
}

export const useNotifications = create<NotificationsState>()((set, get) => ({
  unread: 0,
  items: null,
  next: null,
  error: null,
  refreshUnread: async () => {
    try {
      set({ unread: await reviews.unreadNotifications() });
    } catch {
      // The count waits for the next try; the panel shows what went wrong when it is opened.
    }
  },
  load: async (more = false) => {
    const before = more ? get().next : null;
    set(more ? {} : { error: null });
    try {
      const page = await reviews.listNotifications(before);
      set((state) => ({
        items: more ? [...(state.items ?? []), ...page.notifications] : page.notifications,
        unread: page.unread,
        next: page.next,
      }));
    } catch (error) {
      set({ error });
    }
  },
  markRead: async (id) => {
    const item = get().items?.find((each) => each.id === id);
    if (item?.read) return;
    set((state) => ({ items: state.items?.map((each) => (each.id === id ? { ...each, read: true } : each)) ?? null }));
    set({ unread: await reviews.markNotificationsRead(id) });
  },
  markAllRead: async () => {
    set((state) => ({ items: state.items?.map((each) => ({ ...each, read: true })) ?? null }));
    set({ unread: await reviews.markNotificationsRead(null) });
  },
}));

export const UNREAD_POLL_MS = 60_000;

/** Keeps the unread count current while mounted: now, every minute while the page is visible, and on coming back to it. */
export function watchUnread(): () => void {
  const refresh = () => {
    if (document.visibilityState === 'visible') void useNotifications.getState().refreshUnread();
  };
  refresh();
  const timer = setInterval(refresh, UNREAD_POLL_MS);
  document.addEventListener('visibilitychange', refresh);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', refresh);
  };
}
