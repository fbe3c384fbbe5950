import type { PageShareAttributes, SharedUserAttributes, UserSuggestion } from '../../contract/sharing';
import type { Page, User } from '../db/schema';

/** The share token only while general access is anyone-with-link. */
export function presentShare(page: Pick<Page, 'id' | 'isPublic' | 'shareToken'>) {
  const attributes: PageShareAttributes = {
    page_id: page.id,
    is_public: page.isPublic,
    share_token: page.isPublic ? page.shareToken : null,
  };
  return { id: String(page.id), type: 'page_share' as const, attributes };
}

/** An invitation with the account it belongs to, when there is one. */
export type SharedRow = {
  id: number;
  email: string;
  permission: 'viewer' | 'commenter' | 'owner';
  uid: string | null;
  name: string | null;
  image: string | null;
};

export function presentSharedUser(row: SharedRow) {
  const attributes: SharedUserAttributes = {
    email: row.email,
    user_name: row.name,
    profile_image: row.image,
    user_uid: row.uid,
    permission: row.permission,
  };
  return { id: String(row.id), type: 'page_invitation' as const, attributes };
}

/** A person the share dialog suggests: never a password hash. */
export function presentUserSuggestion(row: Pick<User, 'uid' | 'email' | 'name' | 'image'>) {
  const attributes: UserSuggestion = { emails: row.email, name: row.name, uid: row.uid, image: row.image };
  return { id: row.uid, type: 'user' as const, attributes };
}
