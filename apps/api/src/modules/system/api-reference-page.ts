/**
 * The API reference at /api/docs: plain, server-rendered HTML built once from the OpenAPI document the server
 * serves. No script, nothing from elsewhere: headings per feature (tag) and per operation, each
 * operation's access, parameters, body and answers, and every named schema with its fields, linked by anchors.
 * Semantic HTML and one small stylesheet make it readable by keyboard and screen reader, fit a 375 px phone and
 * follow the system's light or dark scheme; e2e/tests/api-docs.spec.ts runs axe over it.
 */

type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `code` spans stay on one line where they can, and break anywhere rather than widen a phone's page. */
const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** Backquoted words of a description as code; everything else escaped. */
const prose = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_m, inner: string) => `<code>${inner}</code>`);

/**
 * The document's description as the page's guide: `## ` headings, fenced code blocks (scrollable, so a phone's
 * page keeps its width, and focusable, so a keyboard can scroll them) and paragraphs.
 */
function guideHtml(text: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${prose(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.startsWith('```')) {
      flush();
      const block: string[] = [];
      for (i += 1; i < lines.length && !lines[i]!.startsWith('```'); i += 1) block.push(lines[i]!);
      out.push(`<pre tabindex="0"><code>${escapeHtml(block.join('\n'))}</code></pre>`);
    } else if (line.startsWith('## ')) {
      flush();
      out.push(`<h2>${prose(line.slice(3))}</h2>`);
    } else if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return out.join('\n');
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/** An anchor id: letters, digits and dashes only. */
const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
const tagId = (tag: string) => `tag-${slug(tag)}`;
const schemaId = (name: string) => `schema-${slug(name)}`;
const responseId = (name: string) => `response-${slug(name)}`;
const refName = (ref: string) => ref.split('/').pop() ?? ref;

// zod writes every integer's bounds as the safe-integer range and every uuid's pattern beside its format: noise
const SAFE = Number.MAX_SAFE_INTEGER;

class Renderer {
  private readonly schemas: Json;
  private readonly responses: Json;
  private readonly schemes: Json;

  constructor(private readonly doc: Json) {
    const components = asObject(doc.components);
    this.schemas = asObject(components.schemas);
    this.responses = asObject(components.responses);
    this.schemes = asObject(components.securitySchemes);
  }

  /** A one-line type: a link for a named schema, `array of …`, unions joined by "or", and its constraints. */
  typeOf(value: unknown): string {
    const schema = asObject(value);
    const ref = asString(schema.$ref);
    if (ref) {
      const name = refName(ref);
      return `<a href="#${schemaId(name)}">${escapeHtml(name)}</a>`;
    }
    for (const [key, joiner] of [
      ['anyOf', ' or '],
      ['oneOf', ' or '],
      ['allOf', ' and '],
    ] as const) {
      if (Array.isArray(schema[key]))
        return (schema[key] as unknown[]).map((s) => this.typeOf(s)).join(joiner);
    }
    const types = Array.isArray(schema.type)
      ? (schema.type as string[])
      : [asString(schema.type) ?? 'any value'];
    const named = types.map((type) => {
      if (type === 'array') return `array of ${this.typeOf(schema.items)}`;
      if (type === 'string' && asString(schema.format))
        return `string (${escapeHtml(schema.format as string)})`;
      return escapeHtml(type);
    });
    const notes: string[] = [];
    if (Array.isArray(schema.enum))
      notes.push(`one of ${(schema.enum as unknown[]).map((v) => code(JSON.stringify(v))).join(', ')}`);
    if ('const' in schema) notes.push(`always ${code(JSON.stringify(schema.const))}`);
    const n = (key: string) => {
      const v = schema[key];
      return typeof v === 'number' && Math.abs(v) !== SAFE ? v : undefined;
    };
    const range = (min: number | undefined, max: number | undefined, unit: string) => {
      if (min !== undefined && max !== undefined) notes.push(`${min} to ${max}${unit}`);
      else if (min !== undefined) notes.push(`at least ${min}${unit}`);
      else if (max !== undefined) notes.push(`at most ${max}${unit}`);
    };
    range(n('minimum'), n('maximum'), '');
    range(n('minLength'), n('maxLength'), ' characters');
    range(n('minItems'), n('maxItems'), ' entries');
    if (asString(schema.pattern) && !asString(schema.format))
      notes.push(`matching ${code(schema.pattern as string)}`);
    if ('default' in schema) notes.push(`default ${code(JSON.stringify(schema.default))}`);
    const text = named.join(' or ');
    return notes.length ? `${text}, ${notes.join(', ')}` : text;
  }

  /** An object's fields as a description list (nested objects inline, two levels deep at most). */
  fields(value: unknown, depth = 0): string {
    const schema = asObject(value);
    const properties = asObject(schema.properties);
    const names = Object.keys(properties);
    if (names.length === 0) return '';
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const rows = names.map((name) => {
      const property = asObject(properties[name]);
      const description = asString(property.description);
      const nested =
        depth < 2 && !property.$ref && property.properties ? this.fields(property, depth + 1) : '';
      return (
        `<dt>${code(name)}${required.has(name) ? ' <span class="required">required</span>' : ''}</dt>` +
        `<dd>${this.typeOf(property)}${description ? `<br>${prose(description)}` : ''}${nested}</dd>`
      );
    });
    return `<dl class="fields">${rows.join('')}</dl>`;
  }

  private content(value: unknown): string {
    const entries = Object.entries(asObject(value));
    return entries
      .map(([mediaType, media]) => {
        const schema = asObject(media).schema;
        return `${code(mediaType)}${schema ? `: ${this.typeOf(schema)}` : ''}`;
      })
      .join('<br>');
  }

  private access(security: unknown): string {
    if (!Array.isArray(security) || security.length === 0) return 'None: public.';
    const ways = security.map((requirement) =>
      Object.keys(asObject(requirement))
        .map((name) => {
          const scheme = asObject(this.schemes[name]);
          if (scheme.type === 'http' && scheme.scheme === 'bearer')
            return asString(scheme.bearerFormat)?.startsWith('JWT') === false
              ? 'a personal API token'
              : 'a Bearer access token';
          if (scheme.in === 'cookie') return `the ${code(asString(scheme.name) ?? name)} cookie`;
          return code(name);
        })
        .join(' and '),
    );
    const text = `${ways.join(', or ')}.`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  private operation(path: string, method: string, op: Json): string {
    const id = slug(asString(op.operationId) ?? `${method}-${path}`);
    const parts: string[] = [];
    const summary = asString(op.summary);
    const description = asString(op.description);
    if (summary) parts.push(`<p>${prose(summary)}</p>`);
    if (description && description !== summary) parts.push(`<p>${prose(description)}</p>`);
    parts.push(`<p><strong>Access:</strong> ${this.access(op.security ?? this.doc.security)}</p>`);

    const parameters = Array.isArray(op.parameters) ? (op.parameters as Json[]) : [];
    if (parameters.length) {
      const rows = parameters.map((p) => {
        const name = asString(p.name) ?? '';
        const where = asString(p.in) ?? '';
        const note = asString(p.description);
        return (
          `<dt>${code(name)} <span class="where">in ${escapeHtml(where)}</span>` +
          `${p.required ? ' <span class="required">required</span>' : ''}</dt>` +
          `<dd>${this.typeOf(p.schema)}${note ? `<br>${prose(note)}` : ''}</dd>`
        );
      });
      parts.push(`<h4>Parameters</h4><dl class="fields">${rows.join('')}</dl>`);
    }

    const body = asObject(op.requestBody);
    if (body.content) {
      const note = asString(body.description);
      parts.push(
        `<h4>Request body${body.required ? '' : ' (optional)'}</h4>` +
          `<p>${this.content(body.content)}${note ? `<br>${prose(note)}` : ''}</p>`,
      );
    }

    // an operation's own answers in full; the shared ones (the error answers) by status, each linked to its one
    // description under "Shared answers"
    const own: string[] = [];
    const shared: string[] = [];
    for (const [status, value] of Object.entries(asObject(op.responses))) {
      const ref = asString(asObject(value).$ref);
      if (ref) {
        shared.push(`<a href="#${responseId(refName(ref))}">${escapeHtml(status)}</a>`);
        continue;
      }
      const response = asObject(value);
      const description = asString(response.description) ?? '';
      const content = response.content ? `<br>${this.content(response.content)}` : '';
      own.push(`<dt>${escapeHtml(status)}</dt><dd>${prose(description)}${content}</dd>`);
    }
    if (own.length || shared.length) {
      parts.push(
        `<h4>Responses</h4>${own.length ? `<dl class="responses">${own.join('')}</dl>` : ''}` +
          `${shared.length ? `<p>Errors: ${shared.join(', ')}.</p>` : ''}`,
      );
    }

    return (
      `<article class="operation" aria-labelledby="${id}">` +
      `<h3 id="${id}"><span class="method method-${method}">${method.toUpperCase()}</span> ` +
      `<code class="path">${escapeHtml(path)}</code></h3>${parts.join('')}</article>`
    );
  }

  page(): string {
    const info = asObject(this.doc.info);
    const title = asString(info.title) ?? 'API';
    const tags = (Array.isArray(this.doc.tags) ? (this.doc.tags as Json[]) : []).map((t) => ({
      name: asString(t.name) ?? '',
      description: asString(t.description),
      operations: [] as string[],
    }));
    const byTag = new Map(tags.map((tag) => [tag.name, tag]));
    for (const [path, item] of Object.entries(asObject(this.doc.paths))) {
      for (const method of HTTP_METHODS) {
        const op = asObject(asObject(item)[method]);
        if (!op.responses) continue;
        const tagName = (Array.isArray(op.tags) ? asString(op.tags[0]) : undefined) ?? 'other';
        let tag = byTag.get(tagName);
        if (!tag) {
          tag = { name: tagName, description: undefined, operations: [] };
          byTag.set(tagName, tag);
          tags.push(tag);
        }
        tag.operations.push(this.operation(path, method, op));
      }
    }
    const used = tags.filter((tag) => tag.operations.length > 0);
    const schemaNames = Object.keys(this.schemas).sort((a, b) => a.localeCompare(b));

    const contents = used
      .map((tag) => `<li><a href="#${tagId(tag.name)}">${escapeHtml(tag.name)}</a></li>`)
      .concat(
        `<li><a href="#shared-answers">Shared answers</a></li>`,
        `<li><a href="#schemas">Schemas</a></li>`,
      )
      .join('');
    const sections = used
      .map(
        (tag) =>
          `<section class="tag"><h2 id="${tagId(tag.name)}">${escapeHtml(tag.name)}</h2>` +
          `${tag.description ? `<p>${prose(tag.description)}</p>` : ''}${tag.operations.join('')}</section>`,
      )
      .join('');
    const schemas = schemaNames
      .map((name) => {
        const schema = asObject(this.schemas[name]);
        const description = asString(schema.description);
        const fields = this.fields(schema);
        return (
          `<article class="schema" aria-labelledby="${schemaId(name)}"><h3 id="${schemaId(name)}">${escapeHtml(name)}</h3>` +
          `${description ? `<p>${prose(description)}</p>` : ''}<p>${this.typeOf({ ...schema, description: undefined })}</p>${fields}</article>`
        );
      })
      .join('');
    const sharedAnswers = Object.entries(this.responses)
      .map(([name, value]) => {
        const response = asObject(value);
        const content = response.content ? `<br>${this.content(response.content)}` : '';
        return `<dt id="${responseId(name)}">${escapeHtml(name)}</dt><dd>${prose(asString(response.description) ?? '')}${content}</dd>`;
      })
      .join('');
    const servers = (Array.isArray(this.doc.servers) ? (this.doc.servers as Json[]) : [])
      .map(
        (s) => `${code(asString(s.url) ?? '')}${s.description ? ` (${prose(String(s.description))})` : ''}`,
      )
      .join(', ');

    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light dark" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the operations</a>
<header>
<h1>${escapeHtml(title)}</h1>
<p class="meta">Version ${escapeHtml(asString(info.version) ?? '')} · OpenAPI ${escapeHtml(asString(this.doc.openapi) ?? '')} · <a href="/api/openapi.json">The OpenAPI document (JSON)</a></p>
${info.description ? guideHtml(String(info.description)) : ''}
${servers ? `<p><strong>Server:</strong> ${servers}</p>` : ''}
<nav aria-label="Contents"><ul>${contents}</ul></nav>
</header>
<main id="main">
${sections}
<section><h2 id="shared-answers">Shared answers</h2><p>The error answers operations share: the status codes under an operation lead here. Each carries the error body.</p><dl class="responses">${sharedAnswers}</dl></section>
<section class="schemas"><h2 id="schemas">Schemas</h2>${schemas}</section>
</main>
</body>
</html>
`;
  }
}

/** The reference page for an OpenAPI 3.x document (built once by the caller; the document does not change). */
export function renderApiReference(document: object): string {
  return new Renderer(document as Json).page();
}

// Contrast: every text colour is at least 4.5:1 on its background in both schemes (the method labels too).
const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#18181b;--muted:#52525b;--line:#d4d4d8;--card:#fafafa;--link:#3730a3;--code:#f4f4f5;
--get:#166534;--post:#1e40af;--put:#854d0e;--patch:#6b21a8;--delete:#991b1b}
@media (prefers-color-scheme:dark){:root{--bg:#09090b;--fg:#f4f4f5;--muted:#a1a1aa;--line:#3f3f46;--card:#18181b;--link:#a5b4fc;--code:#27272a;
--get:#86efac;--post:#93c5fd;--put:#fde047;--patch:#d8b4fe;--delete:#fca5a5}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:60rem;padding:1rem;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
a{color:var(--link);text-decoration:underline}
a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875em;background:var(--code);padding:0 .25em;border-radius:4px}
h1{font-size:1.75rem;margin:.5rem 0}
h2{font-size:1.375rem;margin:2rem 0 .5rem;padding-top:.5rem;border-top:1px solid var(--line)}
h3{font-size:1.0625rem;margin:0 0 .5rem}
h4{font-size:.9375rem;margin:.75rem 0 .25rem}
.meta,.where{color:var(--muted)}
.skip{position:absolute;left:-999px}
.skip:focus{position:static;display:inline-block;padding:.25rem .5rem}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .5rem}
nav a{display:inline-block;min-height:24px;min-width:24px;padding:.125rem .25rem}
.operation,.schema{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}
.method{display:inline-block;min-width:4.5em;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.8125rem;font-weight:700}
.method-get{color:var(--get)}.method-post{color:var(--post)}.method-put{color:var(--put)}.method-patch{color:var(--patch)}.method-delete{color:var(--delete)}
.path{background:none;padding:0;font-size:.9375rem}
dl{margin:.25rem 0}
dt{font-weight:600;margin-top:.375rem}
dd{margin:0 0 0 1rem}
.required{font-weight:400;font-size:.8125rem;color:var(--muted)}
pre{overflow-x:auto;background:var(--code);padding:.5rem .75rem;border-radius:6px;overflow-wrap:normal}
pre code{background:none;padding:0}
pre:focus-visible{outline:2px solid var(--link);outline-offset:2px}
`.trim();
