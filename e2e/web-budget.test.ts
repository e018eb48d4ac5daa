// The home's JavaScript budget: what a first visit to `/` downloads before the first
// provider card shows — the entry script, its modulepreloaded chunks and the home route's own
// chunks — counted in bytes on the wire as the real server sends them to a browser that accepts
// brotli and gzip. Counted from Chromium's own network events, so it is a size, not a timing.
import type { CDPSession } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MOBILE, useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

/**
 * The target is 170 KB (decimal kilobytes, as the bundler reports). Compression and lazy
 * dialogs took the home from 1,186,327 bytes to 251,663; Relay's hooks entry, a lazy toaster,
 * bell, tooltip and city-picker popover, and the message catalog in two build-time-parsed parts
 * took it to 193,256 in 18 scripts. React, Relay and the router are 137 KB of that on their own,
 * so the target needs one of them replaced, not more splitting. Until then the budget holds what
 * was reached, with a little room, so the home cannot grow back: lower it as the code shrinks.
 */
const HOME_JS_BUDGET_BYTES = 200_000;

interface ScriptResponse {
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

describe("web budget", () => {
  it("a cold first visit to / downloads at most the budget of compressed JavaScript until the first provider card shows", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    const cdp = await page.context().newCDPSession(page);
    const scripts = await recordScripts(cdp);

    // A new context: an empty cache.
    await page.goto("/");
    await page
      .getByRole("list", { name: "Service providers" })
      .getByRole("article")
      .first()
      .getByRole("heading", { level: 3 })
      .waitFor();
    // Every script requested by then counts, once its last byte is in.
    const requested = [...scripts.values()];
    await expect.poll(() => requested.every((script) => script.wireBytes !== undefined)).toBe(true);

    const total = requested.reduce((sum, script) => sum + script.wireBytes!, 0);
    const breakdown = requested
      .map(
        (script) =>
          `  ${String(script.wireBytes).padStart(8)} B  ${script.encoding.padEnd(8)} ${new URL(script.url).pathname}`,
      )
      .join("\n");
    console.log(`Home's JavaScript on the wire: ${total} bytes in ${requested.length} scripts\n${breakdown}`);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((script) => script.failure)).toEqual([]);
    expect(total, `over the home's ${HOME_JS_BUDGET_BYTES}-byte budget:\n${breakdown}`).toBeLessThanOrEqual(
      HOME_JS_BUDGET_BYTES,
    );
  });
});
