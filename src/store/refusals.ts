/**
 * The errors every store's calls fail with, made in one place (src/api/errors.ts) from the server's answer, for screens
 * to tell refusals apart: `instanceof ConflictError`, never a status read again. src/ui/StatusMessage.tsx words them.
 */
export { ApiError, ConflictError, ForbiddenError, NotFoundError, SignedOutError, UnprocessableError } from '../api/errors';
