// npm run bench:web [-- --before <checkout> --runs 3 --providers 2000 --no-build --dir <checkout> --cpu-time]
//
// A first visit in Chromium as Lighthouse 13 scores it: builds the checkout (`npm run build`,
// unless --no-build), serves it with its own scripts/start.ts (what `npm start` runs) on a fresh
// temporary PGlite with --providers seeded providers, and runs Lighthouse (Debian's Chromium,
// headless, a new browser per run so the cache is cold; the default simulated throttling) on
// the pages a first visit lands on (FIRST_VIEW_ROUTES) with the mobile and desktop presets.
// Each figure is the median of --runs navigations: performance score, FCP, LCP, CLS, TBT, and
// the scripts' bytes on the wire (as served, compressed or not) and decoded.
//
// With --before, an older checkout (already `npm install`ed) is built and served the same way and
// measured in the same run, alternating with this one navigation by navigation, and the table
// gives both with the change. With --cpu-time each navigation is scored again with its page's
// main-thread tasks cut to their CPU time (support/lighthouse-cpu-time.ts), and the table gives
// those figures: on a machine other work keeps busy, Lighthouse's simulation otherwise multiplies
// the time the page waited for the CPU as if it were the page's own work. For example:
//   git worktree add /tmp/web-before <commit> && (cd /tmp/web-before && npm install)
//   npm run bench:web -- --before /tmp/web-before
import path from "node:path";
import { parseArgs } from "node:util";
import {
  buildCheckout,
  type Checkout,
  describeCheckout,
  type ServedCheckout,
  serveCheckout,
} from "./support/lighthouse-checkout.ts";
import { type Measure, measurePage, type Preset } from "./support/lighthouse-measure.ts";
import { type Cell, reportTable, runsLine } from "./support/lighthouse-table.ts";

/**
 * `/`, `/cities`, `/city/toronto-ontario`, the demo provider's profile, and the cleaning
 * finder's results as a shared link gives them (the URL e2e/finder-budget.test.ts visits):
 * Toronto's seeded providers include cleaners, so it shows a list. Its comma is encoded, so
 * the list below splits on commas.
 */
const FIRST_VIEW_ROUTES = [
  "/",
  "/cities",
  "/city/toronto-ontario",
  "/providers/1-maple-leaf-cleaning-co",
  `/cleaning-finder?${new URLSearchParams({
    location: "Toronto, Ontario",
    propertyType: "apartment",
    cleaningType: "regular",
    budget: "standard",
  })}`,
];

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "." },
    before: { type: "string" },
    runs: { type: "string", default: "3" },
    providers: { type: "string", default: "2000" },
    "no-build": { type: "boolean", default: false },
    "cpu-time": { type: "boolean", default: false },
    routes: { type: "string", default: FIRST_VIEW_ROUTES.join(",") },
    presets: { type: "string", default: "mobile,desktop" },
  },
});
const runs = Number(values.runs);
const cpuTime = values["cpu-time"]!;
const providers = Number(values.providers);
const routes = values.routes!.split(",");
const presets = values.presets!.split(",") as Preset[];
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number of at least 1");
if (presets.some((preset) => preset !== "mobile" && preset !== "desktop"))
  throw new Error("--presets takes mobile and/or desktop");

async function main() {
  const started = performance.now();
  const checkouts: Checkout[] = [];
  if (values.before) checkouts.push(describeCheckout("before", path.resolve(values.before)));
  checkouts.push(describeCheckout(values.before ? "after" : "this checkout", path.resolve(values.dir!)));
  if (!values["no-build"]) for (const checkout of checkouts) buildCheckout(checkout);

  const served: ServedCheckout[] = [];
  try {
    for (const checkout of checkouts) served.push(await serveCheckout(checkout, providers));
    // One navigation each, not counted: the servers' first queries and the disk cache of the
    // assets are warm for every measured run alike.
    for (const server of served) await measurePage(`${server.url}/`, "mobile", { cpuTime });

    const cells: Cell[] = [];
    const failures: string[] = [];
    const total = routes.length * presets.length * runs * served.length;
    let done = 0;
    for (const route of routes) {
      for (const preset of presets) {
        const cell: Cell = { route, preset, runs: new Map(served.map((server) => [server.label, [] as Measure[]])) };
        cells.push(cell);
        for (let run = 0; run < runs; run += 1) {
          // Alternating which goes first, so neither always follows the other's load.
          const order = run % 2 === 0 ? served : [...served].reverse();
          for (const server of order) {
            const measure = await measurePage(`${server.url}${route}`, preset, { cpuTime });
            cell.runs.get(server.label)!.push(measure);
            for (const failed of measure.failedRequests) failures.push(`${server.label} ${route} ${preset}: ${failed}`);
            done += 1;
            console.log(
              `  [${done}/${total}] ${server.label} ${route} ${preset}: ${measure.score}, ` +
                `LCP ${(measure.lcpMs / 1000).toFixed(1)} s, CLS ${measure.cls.toFixed(3)}, ` +
                `JS ${(measure.jsBytes / 1000).toFixed(0)} KB`,
            );
          }
        }
      }
    }

    const labels = served.map((server) => server.label);
    const timing = cpuTime ? ", tasks cut to their CPU time" : "";
    console.log(`\n=== bench:web: Lighthouse 13, simulated throttling${timing}, median of ${runs} ===`);
    for (const server of served) console.log(`${server.label}: ${server.dir} (${server.revision})`);
    console.log(`Providers seeded: ${providers}. Cells read ${labels.join(" → ")} (change).\n`);
    console.log(reportTable(cells, labels));
    console.log("\nEach run (performance score and metrics):");
    for (const cell of cells)
      for (const label of labels)
        console.log(`  ${cell.route} ${cell.preset} ${label}: ${runsLine(cell.runs.get(label)!)}`);
    if (failures.length) {
      console.log(`\nRequests to the app that failed during the runs (their figures are suspect):`);
      for (const failure of new Set(failures)) console.log(`  ${failure}`);
      process.exitCode = 1;
    }
    console.log(`\nTook ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
  } finally {
    await Promise.all(served.map((server) => server.stop()));
  }
}

await main();
