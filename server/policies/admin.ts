import { roleMay } from '../../contract/roles';
import type { User } from '../db/schema';

/** Administrators manage people, roles, site settings and read the audit log (issue 32). */
export function canAdminister(user: User | null): boolean {
  return roleMay(user?.role, 'administer');
}
