import type { Page, User } from '../db/schema';
import { canEditPage, isEditor } from './pages';

/** A programme is changed by those who may edit its event page. */
export function canEditProgramme(user: User | null, event: Pick<Page, 'collection' | 'ownerId' | 'published'>): boolean {
  return canEditPage(user, event);
}

/** Section pages (what's on) belong to no one; every editor changes them. */
export function canEditSectionPage(user: User | null): boolean {
  return isEditor(user);
}

/** Only event pages have a date, times and place (issue 28). */
export function hasEventDetails(page: Pick<Page, 'collection'>): boolean {
  return page.collection === 'events';
}
