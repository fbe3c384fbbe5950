import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, htmlSecurityHeaders, inlineScriptHashes } from './securityHeaders';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy as directive name -> sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('inline script hashes', () => {
  it('hashes each inline script a browser runs, exactly as written, once', () => {
    const html = [
      '<script>\n  var a = 1;\n</script>',
      '<script type="module">import "/x.js";</script>',
      '<SCRIPT type=text/javascript>b()</SCRIPT >',
      '<script>\n  var a = 1;\n</script>',
      '<script>é</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256('\n  var a = 1;\n'), sha256('import "/x.js";'), sha256('b()'), sha256('é')]);
  });

  it('leaves out scripts loaded from a file and data blocks, which CSP does not govern', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/app.js"></script>',
      '<script src=/a.js>ignored()</script>',
      '<script type="application/json" id="masthead-answers">{"a":1}</script>',
      "<script type='text/plain'>x</script>",
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("finds index.html's one inline script", () => {
    const html = readFileSync('index.html', 'utf8');
    const start = html.indexOf('<script>') + '<script>'.length;
    const text = html.slice(start, html.indexOf('</script>', start));
    expect(inlineScriptHashes(html)).toEqual([sha256(text)]);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows scripts from this origin and the given hashes only, and names every directive of the issue', () => {
    const directives = directivesOf(contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] }));
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc='", "'report-sample'"]);
    expect(directives).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    });
    expect(
      Object.values(directives)
        .flat()
        .filter((source) => /unsafe-eval|wasm-unsafe-eval|^ws:|^wss:/.test(source)),
    ).toEqual([]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('allows style attributes but no inline <style> element, falling back to both where the browser lacks -attr and -elem', () => {
    const directives = directivesOf(contentSecurityPolicy({ scriptHashes: [] }));
    expect(directives['style-src-elem']).toEqual(["'self'", "'report-sample'"]);
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("allows in development only PGlite's WebAssembly, the hot reload WebSocket and Vite's injected stylesheets", () => {
    const directives = directivesOf(contentSecurityPolicy({ scriptHashes: [], development: true }));
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'report-sample'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(directives['style-src-elem']).toEqual(["'self'", "'unsafe-inline'", "'report-sample'"]);
  });
});

describe('the headers of an HTML answer', () => {
  it('sends the policy, the referrer policy, nosniff and DENY framing, and HSTS only for an https site', () => {
    expect(htmlSecurityHeaders({ policy: 'default-src x', https: false })).toEqual({
      'Content-Security-Policy': 'default-src x',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    expect(htmlSecurityHeaders({ policy: 'default-src x', https: true })['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});
