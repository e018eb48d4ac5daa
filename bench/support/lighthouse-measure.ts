// One Lighthouse 13 navigation of a URL in a Chromium of its own (so nothing is cached or kept
// from another run), with the mobile (default) or desktop preset and Lighthouse's default
// simulated throttling, so its scores compare with PageSpeed's.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result } from "lighthouse";

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

/** Lighthouse's own trace errors (NO_NAVSTART, NO_FCP) come and go on a loaded machine: tried again, twice. */
export async function measurePage(url: string, preset: Preset): Promise<Measure> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await navigate(url, preset);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.log(`  (${error.message}; trying again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function navigate(url: string, preset: Preset): Promise<Measure> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  try {
    const config: Config | undefined = preset === "desktop" ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return measureOf(result.lhr);
  } finally {
    chrome.kill();
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
