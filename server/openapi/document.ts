import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ACCESS_SCOPES, ACCESS_TOKEN_PREFIX, TOKEN_SECTIONS } from '../../contract/accessTokens';
import { TOKEN_OPERATIONS } from '../policies/accessTokens';
import { OPERATIONS, type Operation } from './operations';

/** Hono's `/api/pages/:id` (or `/:locale{en|hk}`) as OpenAPI's `/api/pages/{id}`. */
export const openApiPathOf = (path: string) => path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), for what a caller sends: the input before transforms. */
const jsonSchemaOf = (schema: v.GenericSchema) => {
  // The dialect is the description's own (jsonSchemaDialect), so no schema repeats it.
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  return json;
};

/** The scope a token needs for an operation, when tokens may call it. */
export function tokenScopeOf(operation: Pick<Operation, 'method' | 'path'>) {
  return TOKEN_OPERATIONS.find((entry) => entry.method === operation.method && `/api${entry.path}` === operation.path)?.scope ?? null;
}

const SCOPE_TEXT: Record<(typeof ACCESS_SCOPES)[number], string> = {
  'content:read': 'Read published content (as a reader: never a draft).',
  'drafts:read': 'Read pages as their editors do, drafts included (draft preview).',
  'pages:write': 'Create, save, publish, unpublish and schedule pages.',
  'media:upload': 'Upload images and videos.',
};

function operationObject(operation: Operation) {
  const parameters: Array<Record<string, unknown>> = [];
  for (const [name, description] of Object.entries(operation.params ?? {}))
    parameters.push({ name, in: 'path', required: true, description, schema: { type: 'string' } });
  if (operation.query) {
    const schema = jsonSchemaOf(operation.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
  }
  const scope = tokenScopeOf(operation);
  const body = operation.body && {
    required: true,
    content: {
      'application/json': { schema: jsonSchemaOf(operation.body), ...(operation.example?.body ? { example: operation.example.body } : {}) },
    },
  };
  return {
    operationId: `${operation.method.toLowerCase()}${openApiPathOf(operation.docPath ?? operation.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...Object.fromEntries(Object.entries(operation.answers).map(([status, description]) => [status, { description }])),
      ...(scope ? { 401: { description: 'The access token is unknown, revoked or expired.' } } : {}),
      ...(scope ? { 403: { description: `The token lacks the \`${scope}\` scope, or its sections or locales leave this out.` } } : {}),
    },
    // Published content needs no token; a token only identifies the caller. Every other token call needs its scope.
    ...(scope
      ? { security: [{ accessToken: [scope] }, ...(scope === 'content:read' ? [{}] : [])], 'x-token-scope': scope }
      : { security: [{}] }),
  };
}

/** The OpenAPI 3.1 description of the content API and what access tokens may call (GET /api/openapi.json). */
export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const key = openApiPathOf(operation.docPath ?? operation.path);
    paths[key] ??= {};
    paths[key][operation.method.toLowerCase()] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Masthead content API',
      version: '1',
      description: [
        'Reads of published content need no credentials. Other systems call with an access token that an administrator made',
        `(Account → Access tokens): \`Authorization: Bearer ${ACCESS_TOKEN_PREFIX}…\`. A token calls only the operations its`,
        'scopes open (each says which in `x-token-scope`); every other call answers it 403. A token limited to sections',
        `(${TOKEN_SECTIONS.join(', ')}) or locales (en, hk) gets 404 for pages outside them. Errors are \`{error}\`.`,
      ].join(' '),
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'Content', description: 'Published pages, as readers see them.' },
      { name: 'Drafts', description: 'Drafts: through a token scoped to drafts, or a preview link.' },
      { name: 'Pages', description: 'Creating and changing pages.' },
      { name: 'Media', description: 'Media files and uploads.' },
      { name: 'Events', description: 'Programmes and events.' },
    ],
    components: {
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description: `An access token (\`${ACCESS_TOKEN_PREFIX}…\`). Scopes: ${ACCESS_SCOPES.map((scope) => `\`${scope}\`: ${SCOPE_TEXT[scope]}`).join(' ')}`,
        },
      },
    },
    paths,
  };
}
