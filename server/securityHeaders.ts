import { createHash } from 'node:crypto';

const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SOURCE = /\bsrc\s*=/i;
/** Types a browser runs (classic scripts, modules, import maps); any other type is a data block, which CSP ignores. */
const EXECUTED_TYPE = /^(?:|module|importmap|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** Each script element of `html`: its attributes and text, found by a scan (a pattern would backtrack on unclosed tags). */
function* scriptElements(html: string): Generator<[attributes: string, text: string]> {
  const lower = html.toLowerCase();
  for (let at = lower.indexOf('<script'); at >= 0; at = lower.indexOf('<script', at + 1)) {
    const after = lower[at + 7];
    if (after !== '>' && !/\s/.test(after ?? '')) continue;
    const tagEnd = lower.indexOf('>', at);
    const close = tagEnd < 0 ? -1 : lower.indexOf('</script', tagEnd);
    if (close < 0) return;
    yield [html.slice(at + 7, tagEnd), html.slice(tagEnd + 1, close)];
    at = close;
  }
}

/** The CSP sources (`'sha256-…'`) of the inline scripts `html` runs, in order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [attributes, text] of scriptElements(html)) {
    if (SOURCE.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (type && !EXECUTED_TYPE.test((type[1] ?? type[2] ?? type[3]).trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PolicyOptions {
  /** From inlineScriptHashes of the page's HTML. */
  scriptHashes: string[];
  /** Vite's dev server (dev and mock mode): PGlite compiles WebAssembly, hot reload talks over a WebSocket and Vite adds CSS as <style> elements. */
  development?: boolean;
}

/**
 * The Content-Security-Policy of every HTML answer: scripts only from this origin and the page's own inline scripts
 * by hash, never eval; images and videos also from data:, blob: (upload previews) and https: (card images may be any
 * https address, spec 5.2); no plugins, no other base, forms post only here, and no other site may frame a page.
 */
export function contentSecurityPolicy({ scriptHashes, development = false }: PolicyOptions): string {
  // 'report-sample': a violation event names the start of what was refused (the browser tests print it).
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...(development ? ["'wasm-unsafe-eval'"] : []), "'report-sample'"],
    // Style attributes (React's server markup, ProseMirror's marks) but no inline <style> element; browsers without
    // style-src-attr and -elem fall back to the first, lenient line.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...(development ? ["'unsafe-inline'"] : []), "'report-sample'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...(development ? ['ws:', 'wss:'] : [])],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every answer, HTML or not: no MIME sniffing, and other sites get only our origin as the referrer. */
export const COMMON_SECURITY_HEADERS = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * The headers of an HTML answer. `X-Frame-Options` repeats `frame-ancestors` for browsers without CSP 2; HSTS is sent
 * only when the site's public address is https, since a browser ignores it over http and it would pin a test host.
 */
export function htmlSecurityHeaders({ policy, https }: { policy: string; https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    ...COMMON_SECURITY_HEADERS,
    'X-Frame-Options': 'DENY',
    // Without includeSubDomains: the organisation's other hosts under the same name may not all speak https.
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
