import ky, { isHTTPError } from 'ky';
import { apiErrorOf, authorizationOf, redirectToSignIn, setLanguageOf, type RequestContext } from './readClient';

export { ApiError, errorMessageOf, setNavigate, type RequestContext } from './readClient';

export const api = ky.create({
  prefix: '/api',
  baseUrl: globalThis.location?.origin,
  retry: { limit: 1, statusCodes: [502, 503, 504] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const authorization = authorizationOf();
        if (authorization) request.headers.set('Authorization', authorization);
        setLanguageOf(request.headers);
        const apiKey: unknown = import.meta.env.VITE_API_KEY;
        if (typeof apiKey === 'string' && apiKey && new URL(request.url).pathname.startsWith('/api/ex/')) request.headers.set('X-Api-Key', apiKey);
      },
    ],
    afterResponse: [
      ({ response, options }) => {
        const context = options.context as RequestContext;
        if (response.status === 401 && !context.keepSessionOnUnauthorized) redirectToSignIn();
      },
    ],
    beforeError: [({ error }) => (isHTTPError(error) ? apiErrorOf(error.response.status, error.data) : error)],
  },
});
