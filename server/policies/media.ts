import type { Media } from '../db/mediaSchema';
import type { User } from '../db/schema';
import { canCreatePage } from './pages';

/** Spec 3.2 and 6: those who write pages (editors, authors, contributors) upload media; staff readers do not. */
export function canManageMedia(user: User | null): boolean {
  return canCreatePage(user);
}

/** An image is deleted only by the person who uploaded it. */
export function canDeleteMedia(user: User | null, item: Pick<Media, 'ownerId'>): boolean {
  return user !== null && canManageMedia(user) && item.ownerId === user.id;
}
