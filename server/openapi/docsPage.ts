import { xmlText } from '../xmlText';
import type { openApiDocument } from './document';

type Description = ReturnType<typeof openApiDocument>;
interface OperationView {
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Array<{ name: string; in: string; required: boolean; description?: string }>;
  requestBody?: { content: { 'application/json': { example?: unknown } } };
  responses: Record<string, { description: string }>;
  'x-token-scope'?: string;
}

/** Text of the description, whose `code` spans (CommonMark, as OpenAPI reads descriptions) become <code>. */
const prose = (text: string) => xmlText(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const box = 'style="background:#f4f4f4;padding:0.5rem;overflow-x:auto;font-size:0.85rem"';

/**
 * GET /api/docs: the description as a readable page, rendered on the server from /api/openapi.json's own object. No
 * script and no stylesheet of its own (a few style attributes), so it sits inside the site's Content-Security-Policy;
 * a viewer such as Swagger UI or Redoc would bring a large script and inline styles for a list this short.
 */
export function docsPageHtml(document: Description): string {
  const sections: string[] = [];
  for (const tag of document.tags) {
    const items: string[] = [];
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, raw] of Object.entries(methods)) {
        const operation = raw as OperationView;
        if (!operation.tags.includes(tag.name)) continue;
        const params = (operation.parameters ?? [])
          .map(
            (p) =>
              `<li><code>${xmlText(p.name)}</code> (${p.in}${p.required ? ', required' : ''})${p.description ? `: ${prose(p.description)}` : ''}</li>`,
          )
          .join('');
        const example = operation.requestBody?.content['application/json'].example;
        const answers = Object.entries(operation.responses)
          .map(([status, answer]) => `<li><code>${status}</code> ${prose(answer.description)}</li>`)
          .join('');
        items.push(
          `<section><h3><code>${method.toUpperCase()} ${xmlText(path)}</code></h3><p>${prose(operation.summary)}</p>` +
            (operation.description ? `<p>${prose(operation.description)}</p>` : '') +
            `<p>${operation['x-token-scope'] ? `Access token scope: <code>${xmlText(operation['x-token-scope'])}</code>` : 'No access token calls this.'}</p>` +
            (params ? `<h4>Parameters</h4><ul>${params}</ul>` : '') +
            (example !== undefined ? `<h4>Example body</h4><pre ${box}>${xmlText(JSON.stringify(example, null, 2))}</pre>` : '') +
            `<h4>Answers</h4><ul>${answers}</ul></section>`,
        );
      }
    sections.push(`<h2>${xmlText(tag.name)}</h2><p>${prose(tag.description)}</p>${items.join('')}`);
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${xmlText(document.info.title)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:60rem;margin:0 auto;padding:1rem;overflow-wrap:anywhere">
<h1>${xmlText(document.info.title)}</h1><p>${prose(document.info.description)}</p>
<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>
${sections.join('\n')}
</body></html>`;
}
