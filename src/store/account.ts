/*
 * A forgotten password: a reset link by e-mail (the answer never says whether the account exists), then the new
 * password with the link's token. Signing in and out is the session store's (session.ts); these load with the password
 * screens only.
 */
export { requestPasswordReset, resetPassword } from '../api/auth';
