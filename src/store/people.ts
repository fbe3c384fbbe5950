/* The People screen's calls (issue 32): administrators only; the server checks every call. */
export { changeRole, invitePerson, listPeople, sendPasswordReset, setActive } from '../api/people';
