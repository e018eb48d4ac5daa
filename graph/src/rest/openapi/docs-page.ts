// GET /api/docs: the description as one page for people, rendered on the server from the very
// document /api/openapi.json serves. It loads nothing and runs nothing (the app's content
// security policy allows its inline styles and no script is needed), and it is written for
// screen readers as much as for eyes: landmarks, one heading outline, tables with headers.
import { escapeHtml } from "../../services/receipts/receipt-html.ts";
import type { OpenApiDocument } from "./document.ts";

type Schema = Record<string, unknown>;
type Content = Record<string, { schema?: Schema }>;

/** What the page reads of the document's objects. */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Answer {
  $ref?: string;
  description?: string;
  content?: Content;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Content };
  responses: Record<string, Answer>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const STYLE = `
  :root { color: #1a1a1a; background: #fff; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
  body { margin: 0; }
  a { color: #0b57d0; }
  a:focus-visible, summary:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .skip { position: absolute; left: -999px; }
  .skip:focus { left: 1rem; top: 1rem; background: #fff; padding: 0.5rem; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 0 1.25rem; }
  header { padding-top: 1.5rem; }
  h1 { font-size: 1.8rem; margin: 0 0 0.5rem; }
  h2 { font-size: 1.4rem; margin: 2.5rem 0 0.25rem; border-bottom: 2px solid #d0d0d0; }
  h3 { font-size: 1.05rem; margin: 1.75rem 0 0.25rem; }
  h4 { font-size: 0.95rem; margin: 0.75rem 0 0.25rem; }
  code, pre { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 0.9em; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f4f4f4; padding: 0.5rem 0.75rem; margin: 0.25rem 0; }
  .method { display: inline-block; min-width: 4.2em; font-weight: 700; }
  .summary { margin: 0.25rem 0; }
  .who { color: #444; margin: 0.25rem 0; }
  table { border-collapse: collapse; width: 100%; margin: 0.25rem 0; }
  th, td { text-align: left; vertical-align: top; border-top: 1px solid #ddd; padding: 0.3rem 0.5rem 0.3rem 0; }
  nav ul { columns: 2; padding-left: 1.1rem; }
  section.operation { border-left: 4px solid #d0d0d0; padding-left: 0.9rem; }
`;

const anchorOf = (text: string) => text.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** A schema as a short type expression; a component is a link to its own section. */
function typeText(schema: Schema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return "any";
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref);
    return `<a href="#schema-${anchorOf(name)}">${escapeHtml(name)}</a>`;
  }
  if ("const" in schema) return escapeHtml(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => escapeHtml(JSON.stringify(value))).join(" | ");
  for (const key of ["anyOf", "oneOf"] as const) {
    if (Array.isArray(schema[key])) return (schema[key] as Schema[]).map((item) => typeText(item, depth)).join(" | ");
  }
  const type = schema.type;
  if (Array.isArray(type)) return type.map((one) => typeText({ ...schema, type: one }, depth)).join(" | ");
  if (type === "array") return `${typeText(schema.items as Schema, depth)}[]`;
  if (type === "object" && schema.properties) {
    if (depth > 2) return "object";
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const indent = "  ".repeat(depth + 1);
    const lines = Object.entries(schema.properties as Record<string, Schema>).map(
      ([name, property]) =>
        `${indent}${escapeHtml(name)}${required.has(name) ? "" : "?"}: ${typeText(property, depth + 1)}`,
    );
    return `{\n${lines.join("\n")}\n${"  ".repeat(depth)}}`;
  }
  const format = typeof schema.format === "string" ? ` (${escapeHtml(schema.format)})` : "";
  return `${escapeHtml(String(type ?? "any"))}${format}`;
}

const shape = (schema: Schema | undefined) => `<pre><code>${typeText(schema)}</code></pre>`;

function parametersTable(parameters: Parameter[]): string {
  if (parameters.length === 0) return "";
  const rows = parameters.map((parameter) => {
    const schema = parameter.schema ?? {};
    const notes = [
      parameter.description ?? schema.description,
      "default" in schema ? `Default ${JSON.stringify(schema.default)}.` : "",
    ]
      .filter(Boolean)
      .join(" ");
    return `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${escapeHtml(parameter.in)}${
      parameter.required ? ", required" : ""
    }</td><td><code>${typeText(schema)}</code></td><td>${escapeHtml(notes)}</td></tr>`;
  });
  return `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function bodyOf(operation: Operation): string {
  const body = operation.requestBody;
  if (!body) return "";
  const schema = body.content?.["application/json"]?.schema;
  return `<h4>Request body (JSON${body.required ? "" : ", optional"})</h4>${shape(schema)}`;
}

function responsesOf(document: OpenApiDocument, operation: Operation): string {
  const items = Object.entries(operation.responses).map(([status, answer]) => {
    const response = (answer.$ref ? document.components?.responses?.[refName(answer.$ref)] : answer) as Answer;
    const content = response.content;
    const json = content?.["application/json"]?.schema;
    const others = Object.keys(content ?? {}).filter((type) => type !== "application/json");
    const body = json
      ? shape(json)
      : others.length
        ? `<p>Body: ${others.map((type) => `<code>${escapeHtml(type)}</code>`).join(", ")}</p>`
        : "";
    return `<li><strong>${escapeHtml(status)}</strong>: ${inline(response.description ?? "")}${body}</li>`;
  });
  return `<h4>Responses</h4><ul>${items.join("")}</ul>`;
}

function operationSection(document: OpenApiDocument, path: string, method: string, operation: Operation): string {
  const heading = `<span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>`;
  const [who, ...more] = String(operation.description ?? "").split("\n\n");
  const anchor = `op-${anchorOf(operation.operationId ?? `${method}-${path}`)}`;
  return `<section class="operation" aria-labelledby="${anchor}">
<h3 id="${anchor}">${heading}</h3>
<p class="summary">${escapeHtml(operation.summary ?? "")}</p>
<p class="who">Who: ${escapeHtml(who ?? "")}</p>${more.map((line) => `<p>${inline(line)}</p>`).join("")}
${parametersTable(operation.parameters ?? [])}${bodyOf(operation)}${responsesOf(document, operation)}
</section>`;
}

/** The little Markdown the descriptions use: **bold** and `code`. */
const inline = (text: string) =>
  escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/`(.+?)`/g, "<code>$1</code>");

/** The document's description: a line, then a "- " list. */
function descriptionHtml(text: string): string {
  const [intro, ...items] = text.split("\n").filter((line) => line.trim() !== "");
  return `<p>${inline(intro ?? "")}</p><ul>${items.map((item) => `<li>${inline(item.replace(/^- /, ""))}</li>`).join("")}</ul>`;
}

export function renderApiReference(document: OpenApiDocument): string {
  const tags = document.tags ?? [];
  const sections = tags.map((tag) => {
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = (item as Record<string, unknown>)[method] as Operation | undefined;
        return operation?.tags?.includes(tag.name) ? [operationSection(document, path, method, operation)] : [];
      }),
    );
    return `<section aria-labelledby="tag-${anchorOf(tag.name)}"><h2 id="tag-${anchorOf(tag.name)}">${escapeHtml(tag.name)}</h2>
<p>${escapeHtml(tag.description ?? "")}</p>${operations.join("\n")}</section>`;
  });
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<h3 id="schema-${anchorOf(name)}">${escapeHtml(name)}</h3>${shape({ ...(schema as Schema), $ref: undefined })}`,
  );
  const contents = tags
    .map((tag) => `<li><a href="#tag-${anchorOf(tag.name)}">${escapeHtml(tag.name)}</a></li>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
<p>Version ${escapeHtml(document.info.version)} · <a href="/api/openapi.json">OpenAPI 3.1 document (JSON)</a> · <a href="/graphql">GraphQL (GraphiQL)</a></p>
</header>
<main id="main">
${descriptionHtml(document.info.description ?? "")}
<nav aria-label="Areas"><h2>Areas</h2><ul>${contents}<li><a href="#schemas">Shapes</a></li></ul></nav>
${sections.join("\n")}
<section aria-labelledby="schemas"><h2 id="schemas">Shapes</h2>${schemas.join("\n")}</section>
</main>
</body>
</html>
`;
}
