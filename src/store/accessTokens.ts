/* The access tokens screen's calls (issue 36): administrators only; the server decides. */
export { createToken, listTokens, revokeToken } from '../api/accessTokens';
