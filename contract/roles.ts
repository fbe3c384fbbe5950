import type { Role } from './resources';

/**
 * What each role may do (issue 32), read by the server's policies (server/policies/) and by the browser only to show
 * or hide controls: the server decides.
 * - administrator: everything, people and settings;
 * - editor: create, edit, publish and schedule any page, review others' work;
 * - author: create and edit their own pages and publish them (as in Ghost);
 * - contributor: create and edit their own drafts, submit them for review; no publishing or scheduling;
 * - staff reader ('staff'): reads what staff may read, edits nothing.
 */
export type Permission = 'administer' | 'editAnyPage' | 'publishAnyPage' | 'createPages' | 'publishOwnPages';

const PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: ['administer', 'editAnyPage', 'publishAnyPage', 'createPages', 'publishOwnPages'],
  editor: ['editAnyPage', 'publishAnyPage', 'createPages', 'publishOwnPages'],
  author: ['createPages', 'publishOwnPages'],
  contributor: ['createPages'],
  staff: [],
};

export function roleMay(role: Role | undefined | null, permission: Permission): boolean {
  return role ? PERMISSIONS[role].includes(permission) : false;
}
