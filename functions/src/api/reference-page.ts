import { html, raw } from 'hono/html';

type Document = ReturnType<import('@hono/zod-openapi').OpenAPIHono['getOpenAPI31Document']>;
type Operation = {
  summary?: string;
  tags?: string[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const styles = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:32px 20px}
h1{margin:0 0 4px}h2{margin:32px 0 8px;font-size:18px}
details{background:#fff;border:1px solid #e2e8f0;border-radius:8px;margin:8px 0;padding:10px 14px}
summary{cursor:pointer;display:flex;gap:12px;align-items:center}
.m{font:600 12px monospace;text-transform:uppercase;padding:2px 8px;border-radius:4px;color:#fff;min-width:52px;text-align:center}
.get{background:#2563eb}.post{background:#16a34a}.put,.patch{background:#d97706}.delete{background:#dc2626}
code{font-family:ui-monospace,monospace}pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font-size:12px}
.s{color:#64748b}`;

/** A self-contained reference page (no CDN scripts, so it works offline and under a strict CSP). */
export function renderReferencePage(document: Document) {
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const json = (value: unknown) => JSON.stringify(value, null, 2);

  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${document.info.title} reference</title><style>${raw(styles)}</style></head>
<body><main>
<h1>${document.info.title}</h1><p class="s">Version ${document.info.version}. ${document.info.description ?? ''}
Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${[...byTag].map(
  ([tag, operations]) => html`<h2>${tag}</h2>
${operations.map(
  ({ method, path, operation }) => html`<details><summary><span class="m ${method}">${method}</span>
<code>${path}</code><span class="s">${operation.summary ?? ''}</span></summary>
${operation.requestBody ? html`<h3>Request body</h3><pre>${json(operation.requestBody)}</pre>` : ''}
<h3>Responses</h3><pre>${json(operation.responses ?? {})}</pre></details>`,
)}`,
)}
</main></body></html>`;
}
