import type { Media } from '../db/mediaSchema';
import type { User } from '../db/schema';
import { isEditor } from './pages';

/** Spec 3.2 and 6: only editors upload media or delete it. */
export function canManageMedia(user: User | null): boolean {
  return isEditor(user);
}

/** An image is deleted only by the editor who uploaded it. */
export function canDeleteMedia(user: User | null, item: Pick<Media, 'ownerId'>): boolean {
  return user !== null && canManageMedia(user) && item.ownerId === user.id;
}
