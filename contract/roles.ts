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

/**
 * Each role may do what the roles below it may, and more, so a permission is the lowest role that has it (by rank:
 * staff reader 0, contributor 1, author 2, editor 3, administrator 4). Short, as the reader's JavaScript carries it.
 */
const RANKS: Record<Role, number> = { staff: 0, contributor: 1, author: 2, editor: 3, admin: 4 };
const NEEDED: Record<Permission, number> = { createPages: 1, publishOwnPages: 2, editAnyPage: 3, publishAnyPage: 3, administer: 4 };

export function roleMay(role: Role | undefined | null, permission: Permission): boolean {
  return role ? RANKS[role] >= NEEDED[permission] : false;
}
