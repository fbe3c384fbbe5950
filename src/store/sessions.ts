/* The Sessions screen's calls (issue 32): the caller's own browsers only. */
export { changePassword, endOtherSessions, endSession, listSessions, type SessionRow } from '../api/sessions';
