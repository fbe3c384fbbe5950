import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { TOKEN_OPERATIONS } from '../policies/accessTokens';
import { openApiPathOf } from './document';
import { internalReasonOf } from './internal';
import { OPERATIONS } from './operations';

/**
 * Issue 36: /api/openapi.json describes every route the app answers, or the route is listed as internal with a reason;
 * it names no route the app does not have; what tokens may call is in it with its scope; and every example passes the
 * very schemas the route validates with.
 */
let t: TestApp;
let description: {
  openapi: string;
  paths: Record<string, Record<string, { 'x-token-scope'?: string; parameters?: Array<{ name: string; in: string }> }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.json('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  description = answer.body;
});
afterAll(() => t.close());

/** `/api/pages/{page}` and `/api/pages/{id}` are one path: parameter names aside. */
const shape = (path: string) => openApiPathOf(path).replace(/\{[^{}]+\}/g, '{}');
const described = () =>
  new Set(
    Object.entries(description.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${shape(path)}`),
    ),
  );

describe('the OpenAPI description', () => {
  it('is OpenAPI 3.1 and covers every route the app answers, or says why not', () => {
    expect(description.openapi).toBe('3.1.0');
    const documented = described();
    // Hono lists middleware (`use`) and catch-alls as ALL; every route that answers has its own method.
    const answered = [...new Set(t.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))];
    expect(answered.length).toBeGreaterThan(100);
    const missing = answered.filter((route) => {
      const [method, path] = route.split(' ');
      return !documented.has(`${method} ${shape(path)}`) && !internalReasonOf(route);
    });
    expect(missing).toEqual([]);
    // Nothing is both documented and called internal, and every documented call exists.
    const routes = new Set(answered.map((route) => route.split(' ')).map(([method, path]) => `${method} ${shape(path)}`));
    for (const operation of OPERATIONS) {
      expect(routes.has(`${operation.method} ${shape(operation.path)}`), `${operation.method} ${operation.path}`).toBe(true);
      expect(internalReasonOf(`${operation.method} ${operation.path}`), operation.path).toBeNull();
    }
  });

  it('lists every call an access token may make, with its scope', () => {
    for (const operation of TOKEN_OPERATIONS) {
      const path = Object.keys(description.paths).find((key) => shape(key) === shape(`/api${operation.path}`));
      expect(path, operation.path).toBeDefined();
      expect(description.paths[path!][operation.method.toLowerCase()]['x-token-scope'], operation.path).toBe(operation.scope);
    }
    const scoped = Object.values(description.paths).flatMap((methods) =>
      Object.values(methods).filter((operation) => operation['x-token-scope']),
    );
    expect(scoped).toHaveLength(TOKEN_OPERATIONS.length);
  });

  it("has examples that pass the route's own schemas, and path parameters the path names", () => {
    let checked = 0;
    for (const operation of OPERATIONS) {
      const template = openApiPathOf(operation.docPath ?? operation.path);
      const names = [...template.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]).sort();
      expect(Object.keys(operation.params ?? {}).sort(), template).toEqual(names);
      const { example } = operation;
      if (!example) continue;
      if (example.params) expect(Object.keys(example.params).sort(), template).toEqual(names);
      if (example.query) {
        expect(operation.query, template).toBeDefined();
        expect(v.safeParse(operation.query!, example.query).issues, template).toBeUndefined();
        checked++;
      }
      if (example.body !== undefined) {
        expect(operation.body, template).toBeDefined();
        expect(v.safeParse(operation.body!, example.body).issues, template).toBeUndefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it("describes each schema's fields as the route reads them", () => {
    const create = description.paths['/api/pages'].post as unknown as {
      requestBody: {
        content: { 'application/json': { schema: { properties: { page: { properties: Record<string, unknown>; required: string[] } } } } };
      };
    };
    const page = create.requestBody.content['application/json'].schema.properties.page;
    expect(Object.keys(page.properties)).toEqual(expect.arrayContaining(['title', 'page_collection_slug', 'locale', 'lexical_body']));
    expect(page.required).toEqual(['page_collection_slug']);
    const search = description.paths['/api/search'].get.parameters!.map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(search).toEqual(expect.arrayContaining(['query:q', 'query:locale', 'query:collection', 'query:page']));
  });

  it('has a readable page listing every operation, inside the site’s policy (no script)', async () => {
    const page = await t.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*frame-ancestors 'none'$/);
    const html = await page.text();
    expect(html).not.toMatch(/<script|<style/i);
    for (const [path, methods] of Object.entries(description.paths))
      for (const method of Object.keys(methods)) expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()} ${path}`);
  });
});
