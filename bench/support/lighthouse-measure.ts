// One Lighthouse 13 navigation of a URL in a Chromium of its own (so nothing is cached or kept
// from another run), with the mobile (default) or desktop preset and Lighthouse's default
// simulated throttling, so its scores compare with PageSpeed's.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result } from "lighthouse";
import { cutTasksToCpuTime } from "./lighthouse-cpu-time.ts";

export type Preset = "mobile" | "desktop";

/** What the bench reports of one navigation. */
export interface Measure {
  /** Lighthouse's performance score, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The scripts' bytes on the wire (compressed as served, with their headers), from the network records. */
  jsBytes: number;
  /** The scripts' bytes once decoded, to tell compression from code size. */
  jsDecodedBytes: number;
  /** Requests to the app that did not answer 2xx/3xx: a measure of a broken page is no measure. */
  failedRequests: string[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode: number;
  finished?: boolean;
}

/**
 * Lighthouse's own trace errors (NO_NAVSTART, NO_FCP) come and go on a loaded machine: tried
 * again, twice. With `cpuTime`, the figures are Lighthouse's for the same navigation with each
 * of the page's main-thread tasks cut to its CPU time (lighthouse-cpu-time.ts).
 */
export async function measurePage(url: string, preset: Preset, { cpuTime = false } = {}): Promise<Measure> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await navigate(url, preset, cpuTime);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.log(`  (${error.message}; trying again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

type Flags = NonNullable<Parameters<typeof lighthouse>[1]>;

async function navigate(url: string, preset: Preset, cpuTime: boolean): Promise<Measure> {
  const config: Config | undefined = preset === "desktop" ? desktopConfig : undefined;
  const flags: Flags = { output: "json", logLevel: "error", onlyCategories: ["performance"] };
  // Where the navigation's trace is kept to be audited again, cut to CPU time.
  const artifacts = cpuTime ? await mkdtemp(path.join(tmpdir(), "bench-web-lighthouse-")) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(
      url,
      { ...flags, port: chrome.port, gatherMode: artifacts, auditMode: artifacts },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const observed = measureOf(result.lhr);
    if (!artifacts) return observed;
    if (!(await cutTasksToCpuTime(path.join(artifacts, "trace.json"))))
      throw new LighthouseRuntimeError(`no page navigation in the trace of ${url}`);
    const cut = await lighthouse(undefined, { ...flags, auditMode: artifacts }, config);
    if (!cut) throw new Error(`Lighthouse returned nothing for ${url}, cut to CPU time`);
    return { ...measureOf(cut.lhr), failedRequests: observed.failedRequests };
  } finally {
    chrome.kill();
    if (artifacts) await rm(artifacts, { recursive: true, force: true });
  }
}

function measureOf(lhr: Result): Measure {
  if (lhr.runtimeError)
    throw new LighthouseRuntimeError(`Lighthouse could not load ${lhr.requestedUrl}: ${lhr.runtimeError.code}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.requestedUrl}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score`);
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const scripts = requests.filter((request) => request.resourceType === "Script");
  return {
    score: Math.round(score * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    jsBytes: scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0),
    jsDecodedBytes: scripts.reduce((total, request) => total + (request.resourceSize ?? 0), 0),
    failedRequests: requests
      .filter((request) => request.url.startsWith(origin) && (request.statusCode < 200 || request.statusCode >= 400))
      .map((request) => `${request.statusCode} ${request.url}`),
  };
}
