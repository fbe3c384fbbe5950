import ky from 'ky';
import { apiErrorOf } from './errors';
import { answeredUnauthorized, authorizationOf, setLanguageOf, type RequestContext } from './sessionLink';

/**
 * The one HTTP client of staff screens (ky 1, which runs on the Node the README names; ky 2 asks for Node 22): paths
 * are relative to /api, the session's token goes with every call, a 401 ends the session and asks to sign in again
 * (unless the call's `context` keeps the session), and every refusal becomes the error `apiErrorOf` makes of it.
 */
export const api = ky.create({
  prefixUrl: `${globalThis.location?.origin ?? ''}/api`,
  retry: { limit: 1, statusCodes: [502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request) => {
        const authorization = authorizationOf();
        if (authorization) request.headers.set('Authorization', authorization);
        setLanguageOf(request.headers);
        const apiKey: unknown = import.meta.env.VITE_API_KEY;
        if (typeof apiKey === 'string' && apiKey && new URL(request.url).pathname.startsWith('/api/ex/'))
          request.headers.set('X-Api-Key', apiKey);
      },
    ],
    afterResponse: [
      (_request, options, response) => {
        if (response.status === 401) answeredUnauthorized(options.context as RequestContext);
      },
    ],
    beforeError: [
      async (error) => {
        const body: unknown = await error.response
          .clone()
          .json()
          .catch(() => undefined);
        // Thrown from here, the error is what the call rejects with.
        throw apiErrorOf(error.response.status, body);
      },
    ],
  },
});
