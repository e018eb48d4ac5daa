// npm run bench:routes -- --before <checkout> [--after <checkout>] [--runs 9] [--latency 150] [--routes /admin,/bookings]
//
// Each data route's time to its first real content in Chromium, for two builds measured in
// the same run: an older checkout (--before, already built with `npm run build`, with
// node_modules) and this one (--after, the current tree unless given; built too). Nothing is
// built here. Each checkout is served by its own `npm start` through its own copy of
// e2e/support/server.ts (startServer: NODE_ENV=test, a fresh temporary PGlite seeded with the
// e2e's providers and the demo accounts), so each build talks to the server (and trusted
// documents) it was made with. For example:
//   git worktree add --detach /tmp/routes-before <commit> && ln -s "$PWD/node_modules" /tmp/routes-before/
//   (cd /tmp/routes-before && npm run build) && npm run build
//   nice npm run bench:routes -- --before /tmp/routes-before
//
// A run is one page load in a new browser context (no cache, no cookies but the account's
// session), signed in as the route's demo account through the API, with --latency ms added
// to every response (Chromium's network emulation; no bandwidth limit): on this machine's
// loopback a request costs next to nothing, so without it one more request in a row would
// hardly show, where a real connection pays its round trip each time. 150 ms is the round
// trip of Lighthouse's mobile profile; --latency 0 measures the loopback as it is. "First real content" is
// the first moment (performance.now(), from the navigation's start) when the route's ready
// selector matches inside <main> and no loading state is left there (LoadingState's
// data-loading-variant, a skeleton's role="status" with hidden placeholders), watched from the
// document's start by a MutationObserver. Runs alternate between the builds, which goes first
// alternating too; the table gives each build's median and the change.
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import type * as ServerSupport from "../e2e/support/server.ts";
import { describeCheckout, type Checkout } from "./support/lighthouse-checkout.ts";

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string", default: "." },
    runs: { type: "string", default: "9" },
    latency: { type: "string", default: "150" },
    routes: { type: "string" },
  },
});
if (!values.before) throw new Error("--before <checkout> is required: an older checkout, built, with node_modules");
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number of at least 1");
const latency = Number(values.latency);
if (!Number.isFinite(latency) || latency < 0) throw new Error("--latency must be a number of milliseconds, 0 or more");

type Account = "customer" | "provider" | "admin";

interface RouteCase {
  path: string;
  /** Signed in as this demo account; a visitor without. */
  as?: Account;
  /** A CSS selector inside <main> that only the loaded page has. */
  ready: string;
}

const FINDER = new URLSearchParams({
  location: "Toronto, Ontario",
  propertyType: "house",
  cleaningType: "regular",
  budget: "standard",
});

// The spec's data routes. A page's heading may show before its data (inside RequireRole,
// beside a Suspense boundary): the loading check keeps those waiting until it has come.
const ROUTES: RouteCase[] = [
  { path: "/", ready: "h1" },
  { path: "/cities", ready: "h1" },
  { path: "/city/toronto-ontario", ready: "h1" },
  { path: `/cleaning-finder?${FINDER}`, ready: "#finder-results-title ~ *" },
  { path: "/register-business", ready: "form" },
  { path: "/contact", ready: "form" },
  { path: "/simple-test", ready: "ul[role=list] li" },
  { path: "/sign-in", ready: "form" },
  { path: "/saved", as: "customer", ready: "h1" },
  { path: "/bookings", as: "customer", ready: "header ~ *" },
  { path: "/recurring-bookings", as: "customer", ready: "header ~ *" },
  { path: "/account/data", as: "customer", ready: "#my-data-download" },
  { path: "/checkout", as: "customer", ready: "a[href='/bookings']" },
  { path: "/payment-success?bookingId=1", as: "customer", ready: "[aria-live=polite] a[href='/']" },
  { path: "/provider-dashboard", as: "provider", ready: "[role=tablist]" },
  { path: "/availability-test", as: "provider", ready: "h2" },
  { path: "/payouts/test-onboarding", as: "provider", ready: "header ~ section" },
  { path: "/admin", as: "admin", ready: "nav ~ * :is(h2, table, ul)" },
  { path: "/admin/approvals", as: "admin", ready: "nav ~ * ~ *" },
  { path: "/admin/partners", as: "admin", ready: "#partner-tokens" },
  { path: "/admin/messages", as: "admin", ready: "[role=group] ~ *:not([data-loading-variant])" },
  { path: "/platform-earnings", as: "admin", ready: "[role=tablist]" },
];
const routes = values.routes ? ROUTES.filter((route) => values.routes!.split(",").includes(route.path)) : ROUTES;
if (routes.length === 0) throw new Error(`--routes matched none of: ${ROUTES.map((route) => route.path).join(", ")}`);

/** One checkout's `npm start`, through that checkout's own e2e support. */
interface Served extends Checkout {
  url: string;
  cookies: Map<Account, string>;
  stop(): Promise<unknown>;
}

async function serve(checkout: Checkout): Promise<Served> {
  const support = (await import(
    pathToFileURL(path.join(checkout.dir, "e2e/support/server.ts")).href
  )) as typeof ServerSupport;
  console.log(`Starting ${checkout.label} (${checkout.dir}, ${checkout.revision})...`);
  const started = performance.now();
  const server = await support.startServer();
  console.log(`  ready on ${server.url} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const cookies = new Map<Account, string>();
  for (const account of ["customer", "provider", "admin"] as const) {
    const { response, errors } = await support.graphql(
      server.url,
      `mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }`,
      { input: { email: `${account}@demo.test`, password: "demo-password" } },
    );
    const cookie = response.headers.get("set-cookie")?.split(";")[0];
    if (errors || !cookie) throw new Error(`${checkout.label}: signing in as ${account}@demo.test failed`);
    cookies.set(account, cookie);
  }
  return {
    ...checkout,
    url: server.url,
    cookies,
    stop: async () => {
      await server.stop();
      await support.removeDataDir(server.dataDir);
    },
  };
}

// Runs in the page from the document's start: records when the route's content first shows.
// A string, not a function: tsx's compiled functions call a helper (__name) the page lacks.
const LOADING = "[data-loading-variant], [role=status][aria-live=polite]:has([aria-hidden=true])";
const watchFirstContent = (ready: string) => `
  (() => {
    const check = () => {
      const main = document.querySelector("main");
      if (!main || !main.querySelector(${JSON.stringify(ready)}) || main.querySelector(${JSON.stringify(LOADING)})) return false;
      window.__firstContent = performance.now();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  })();
`;

async function measure(browser: Browser, server: Served, route: RouteCase): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (route.as) {
      const [name, value] = server.cookies.get(route.as)!.split(/=(.*)/s) as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
    }
    const page = await context.newPage();
    if (latency > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.addInitScript(watchFirstContent(route.ready));
    await page.goto(`${server.url}${route.path}`, { waitUntil: "commit", timeout: 30_000 });
    // An inline arrow, which tsx leaves as it is (a string would need eval, which the CSP refuses).
    const handle = await page.waitForFunction(
      () => (window as unknown as { __firstContent?: number }).__firstContent,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  } catch (error) {
    throw new Error(`${server.label} ${route.path}: no content (${route.ready}) in time: ${(error as Error).message}`);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const checkouts = [
    describeCheckout("before", path.resolve(values.before!)),
    describeCheckout("after", path.resolve(values.after!)),
  ];
  const { launchBrowser, chromiumPath } = await import("../e2e/support/browser.ts");
  const served: Served[] = [];
  let browser: Browser | undefined;
  try {
    for (const checkout of checkouts) served.push(await serve(checkout));
    browser = await launchBrowser();
    console.log(
      `Chromium: ${chromiumPath()}; ${runs} runs of ${routes.length} routes on each build, ${latency} ms added to each response`,
    );
    // One load each, not counted: the servers' first queries and the disk cache of the assets.
    for (const server of served) await measure(browser, server, ROUTES[0]!);

    const rows: Array<{ route: RouteCase; times: Map<string, number[]> }> = [];
    for (const route of routes) {
      const times = new Map(served.map((server) => [server.label, [] as number[]]));
      for (let run = 0; run < runs; run += 1) {
        const order = run % 2 === 0 ? served : [...served].reverse();
        for (const server of order) times.get(server.label)!.push(await measure(browser, server, route));
      }
      rows.push({ route, times });
      const [before, after] = served.map((server) => median(times.get(server.label)!));
      console.log(`  ${route.path}: before ${before!.toFixed(0)} ms, after ${after!.toFixed(0)} ms`);
    }

    console.log("");
    console.log(
      `Before: ${served[0]!.revision} (${served[0]!.dir}); after: ${served[1]!.revision} (${served[1]!.dir})`,
    );
    console.log(`Median time to first real content, ms, ${runs} runs each, alternating, ${latency} ms latency`);
    console.log("");
    console.log("| Route | Signed in as | Before | After | Change |");
    console.log("| --- | --- | ---: | ---: | ---: |");
    const later: string[] = [];
    for (const { route, times } of rows) {
      const before = median(times.get("before")!);
      const after = median(times.get("after")!);
      const change = ((after - before) / before) * 100;
      const shown = route.path.length > 40 ? `${route.path.slice(0, 37)}...` : route.path;
      console.log(
        `| \`${shown}\` | ${route.as ?? "visitor"} | ${before.toFixed(0)} | ${after.toFixed(0)} | ${change >= 0 ? "+" : ""}${change.toFixed(0)}% |`,
      );
      if (after > before) later.push(route.path);
    }
    console.log("");
    console.log(
      later.length ? `Later after than before: ${later.join(", ")}` : "After is no later than before on every route.",
    );
  } finally {
    await browser?.close();
    await Promise.all(served.map((server) => server.stop()));
  }
}

await main();
