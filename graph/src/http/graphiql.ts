import { createHash } from "node:crypto";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";

type GraphiQLOptions = Parameters<typeof renderGraphiQL>[0];

/**
 * GraphiQL is bundled into one HTML page with inline scripts (so it works offline). The
 * page is the same for every request, so it is rendered once, and the content security
 * policy allows exactly its scripts by their hashes instead of allowing inline scripts.
 */
export function bundledGraphiQL() {
  let page: { html: string; scriptHashes: string[] } | undefined;
  const render = (options: GraphiQLOptions) => {
    if (!page) {
      const html = renderGraphiQL(options);
      page = { html, scriptHashes: inlineScriptHashes(html) };
    }
    return page.html;
  };
  return { render, scriptHashes: () => page?.scriptHashes ?? [] };
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`);
  }
  return hashes;
}
