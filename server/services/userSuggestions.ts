import { and, asc, ilike, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { users, type User } from '../db/schema';
import { presentUserSuggestion } from '../presenters/sharing';
import { searchPattern } from './memo';

const SUGGESTION_LIMIT = 10;

/** GET /api/ex/users/suggest?q=: people matching a name or email, for signed-in callers; never the caller, never a password hash. */
export async function suggestUsers(deps: AppDeps, user: User, query: string) {
  const pattern = searchPattern(query);
  const namePrefix = pattern.slice(1);
  const rows = await deps.database.db
    .select({ uid: users.uid, email: users.email, name: users.name, image: users.image })
    .from(users)
    .where(and(ne(users.id, user.id), or(ilike(users.name, pattern), ilike(users.email, pattern))))
    .orderBy(sql`(${users.name} ilike ${namePrefix}) desc`, asc(users.name), asc(users.id))
    .limit(SUGGESTION_LIMIT);
  const data = rows.map(presentUserSuggestion);
  return { data, meta: { total: data.length } };
}
