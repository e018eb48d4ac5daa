// Real Chromium through playwright-core: one browser per test file, a fresh context (so
// fresh cookies) per test, and a screenshot in test-results/ when a test fails.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const resultsDir = path.join(projectRoot, "test-results");

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/**
 * Debian's Chromium headless shell when installed (what Playwright itself runs for headless
 * tests: the same engine without the desktop browser's UI, journeys about a sixth faster
 * here), otherwise the full /usr/bin/chromium; CHROMIUM_PATH overrides both.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
}
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
}

export interface BrowserSession {
  /** A page in a new context (no cookies) whose base URL is the server under test. */
  newPage(options?: PageOptions): Promise<Page>;
  /**
   * The same, but its context lasts until the file's last test, for tests that each look at
   * one more screen in the same browser (its cache and compiled scripts kept, as a visitor's
   * are): a new context for every screen is most of such a test's time.
   */
  newLastingPage(options?: PageOptions): Promise<Page>;
  /** Requests the current test's pages made to any origin other than the server's. */
  foreignRequests(): string[];
}

/**
 * Registers the hooks of a test file that drives `baseUrl()` in Chromium. Requests to
 * other origins are recorded and aborted: the app must work with no internet.
 */
export function useBrowser(baseUrl: () => string): BrowserSession {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pages: Page[] = [];
  const lastingContexts: BrowserContext[] = [];
  const lastingPages: Page[] = [];
  let foreign: string[] = [];
  let policyViolations: string[] = [];
  // react-intl's words for an id the loaded catalog lacks (web/src/i18n/AppIntlProvider.tsx):
  // the screen showed the id instead of words, or rendered before its part of the catalog came.
  let missingMessages: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (context) => {
    const { task } = context;
    // The content security policy must allow everything the app really loads.
    const violations = policyViolations;
    policyViolations = [];
    const missing = missingMessages;
    missingMessages = [];
    try {
      if (task.result?.state === "fail") {
        await mkdir(resultsDir, { recursive: true });
        const name = `${path.basename(task.file?.name ?? "e2e")}-${task.name}`.replace(/[^\w.-]+/g, "_").slice(0, 150);
        await Promise.all(
          [...pages, ...lastingPages].map((page, index) =>
            page
              .screenshot({ path: path.join(resultsDir, `${name}${index ? `-${index}` : ""}.png`), fullPage: true })
              .catch(() => undefined),
          ),
        );
      }
    } finally {
      await Promise.all(contexts.map((browserContext) => browserContext.close().catch(() => undefined)));
      contexts = [];
      pages = [];
      foreign = [];
    }
    if (violations.length) throw new Error(`Content Security Policy violations:\n${violations.join("\n")}`);
    if (missing.length) throw new Error(`Messages missing from the catalog:\n${missing.join("\n")}`);
  });

  afterAll(async () => {
    await Promise.all(lastingContexts.map((browserContext) => browserContext.close().catch(() => undefined)));
    await browser?.close();
  });

  const openPage = async (options: PageOptions, lasting: boolean) => {
    if (!browser) throw new Error("The browser is not running (useBrowser registers it in beforeAll)");
    const origin = new URL(baseUrl()).origin;
    const context = await browser.newContext({
      baseURL: origin,
      viewport: options.viewport ?? DESKTOP,
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    await context.route(
      (url) =>
        url.origin !== origin &&
        (url.protocol === "http:" || url.protocol === "https:" || url.protocol === "ws:" || url.protocol === "wss:"),
      (route) => {
        foreign.push(route.request().url());
        return route.abort("internetdisconnected");
      },
    );
    (lasting ? lastingContexts : contexts).push(context);
    const page = await context.newPage();
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
      if (message.type() === "error" && message.text().includes("MISSING_TRANSLATION")) {
        missingMessages.push(message.text());
      }
    });
    (lasting ? lastingPages : pages).push(page);
    return page;
  };

  return {
    newPage: (options = {}) => openPage(options, false),
    newLastingPage: (options = {}) => openPage(options, true),
    foreignRequests: () => [...foreign],
  };
}
