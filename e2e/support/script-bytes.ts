// The JavaScript a page downloads, counted in bytes on the wire as the real server sends them
// to a browser that accepts brotli and gzip, from Chromium's own network events: a size, not
// a timing. The budget tests (web-budget, finder-budget) hold first views to it.
import type { CDPSession, Page } from "playwright-core";
import { expect } from "vitest";

export interface ScriptResponse {
  url: string;
  /** Content-Encoding as served, "identity" when none (or no answer yet). */
  encoding: string;
  /** Bytes received for it, headers included (Chromium's encodedDataLength), once it has finished. */
  wireBytes?: number;
  /** Why it failed, if it did: a budget met by a missing chunk is no budget met. */
  failure?: string;
}

/** Follows every script the page requests, by CDP request id, from the request on. */
async function recordScripts(cdp: CDPSession): Promise<Map<string, ScriptResponse>> {
  const scripts = new Map<string, ScriptResponse>();
  cdp.on("Network.requestWillBeSent", ({ requestId, type, request }) => {
    if (type === "Script") scripts.set(requestId, { url: request.url, encoding: "identity" });
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const script = scripts.get(requestId);
    if (!script) return;
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === "content-encoding");
    script.encoding = encoding ? String(encoding[1]) : "identity";
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.wireBytes = encodedDataLength;
  });
  cdp.on("Network.loadingFailed", ({ requestId, errorText }) => {
    const script = scripts.get(requestId);
    if (script) Object.assign(script, { wireBytes: 0, failure: errorText });
  });
  await cdp.send("Network.enable");
  // The encodings the server prepares at build time; Chromium would also offer deflate and zstd.
  await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "br, gzip" } });
  return scripts;
}

/**
 * Every script a visit to `url` in a new page (an empty cache) requests until the first card
 * of the list named `listName` shows its heading, each once its last byte is in.
 */
export async function scriptsUntilFirstCard(page: Page, url: string, listName: string): Promise<ScriptResponse[]> {
  const scripts = await recordScripts(await page.context().newCDPSession(page));
  await page.goto(url);
  await page
    .getByRole("list", { name: listName })
    .getByRole("article")
    .first()
    .getByRole("heading", { level: 3 })
    .waitFor();
  const requested = [...scripts.values()];
  await expect.poll(() => requested.every((script) => script.wireBytes !== undefined)).toBe(true);
  return requested;
}

/** The scripts' total on the wire, and one line per script to say where it went. */
export function scriptBytes(scripts: readonly ScriptResponse[]): { total: number; breakdown: string } {
  const total = scripts.reduce((sum, script) => sum + script.wireBytes!, 0);
  const breakdown = scripts
    .map(
      (script) =>
        `  ${String(script.wireBytes).padStart(8)} B  ${script.encoding.padEnd(8)} ${new URL(script.url).pathname}`,
    )
    .join("\n");
  return { total, breakdown };
}
