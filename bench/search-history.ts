// npm run bench:search-history [-- --revisions d8e0983,HEAD --providers 10000 --requests 1500
//                                  --concurrency 8 --first 20 --load-rounds 3 --reuse]
//
// The home search as each of several commits of this repository serves it, on one machine,
// one database and one set of data, beside the bare baseline of bench:search measured in
// the same interleaved rounds: what each step of a piece of work changed, with nothing but
// the code differing between the rows. By default the steps of the search's performance work.
//
// Each commit is checked out once into a worktree of its own (support/checkouts.ts) and
// served by its own code in its own process (support/search-history-server.ts), as is the
// baseline (the current one's, support/search-baseline.ts); the load comes from a worker
// thread of this process (support/search-load.ts). Each commit is asked:
//   SPA     the search its own SPA sent for "Load More": the document's text until the SPA
//           sent trusted documents, their id after
//   full    the bench's full document, as partners send it (the same text for every commit)
//   cached  the full document from an app whose cache of public answers is on, where the
//           commit has one
// Answers are checked first: every commit's page must be the baseline's page.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkOut, type Checkout } from "./support/checkouts.ts";
import {
  BENCH_DATABASE_URL,
  fetchIds,
  graphqlTarget,
  HOME_SEARCH,
  HOME_SEARCH_QUERY,
  type SearchAnswer,
} from "./support/home-search.ts";
import { prepareSearchDatabase } from "./support/search-database.ts";
import { loadInRounds, type LoadFigures, type Target } from "./support/search-load.ts";

/** The performance work's steps: before it, then each change to the search's path, to the last commit. */
const SEARCH_PERFORMANCE_STEPS = [
  "d8e0983", // before the performance work
  "2616b23", // a category's search entries, one statement for the page's cards
  "19d40a1", // trusted documents run compiled; the public cache
  "18b59a2", // the count capped at 1,000 and the page from circles, in one statement
  "b4ed749", // HTTP: no web streams a request's body and answer need not be
  "371a674", // statements to the driver directly, prepared; cards carry their selection
  "a5454c3", // the memoised selection lookups
  "8529b8c", // read rules once per object, not on every field
  "HEAD", // full documents compiled from their third use
];

const { values } = parseArgs({
  options: {
    revisions: { type: "string", default: SEARCH_PERFORMANCE_STEPS.join(",") },
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "1500" },
    concurrency: { type: "string", default: "8" },
    first: { type: "string", default: "20" },
    "load-rounds": { type: "string", default: "3" },
    reuse: { type: "boolean", default: false },
  },
});
const first = Number(values.first);
const SERVER = fileURLToPath(new URL("./support/search-history-server.ts", import.meta.url));
const TSX = import.meta.resolve("tsx");
const ARTIFACT = "web/src/components/ProviderResults/__generated__/ProviderResultsPaginationQuery.graphql.ts";

interface Served {
  checkout: Checkout;
  spa: Target;
  full: Target;
  cached?: Target;
}

async function main() {
  const log = (line: string) => console.log(line);
  await prepareSearchDatabase(BENCH_DATABASE_URL, Number(values.providers), values.reuse);
  const checkouts = values.revisions.split(",").map((revision) => checkOut(revision.trim(), log));

  const children: ChildProcess[] = [];
  const start = async (args: string[], cwd: string) => {
    const child = spawn(process.execPath, ["--import", TSX, SERVER, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    const line = await new Promise<string>((resolve, reject) => {
      // Read to the end, so whatever the server prints later never fills the pipe.
      createInterface({ input: child.stdout! }).once("line", resolve);
      child.once("exit", (code) => reject(new Error(`A server exited (${code}) before listening: ${args.join(" ")}`)));
    });
    return `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
  };

  try {
    const baseline = await start(["baseline", String(first)], process.cwd());
    const exact: Target = { url: `${baseline}/`, method: "GET", headers: { "accept-encoding": "identity" } };
    const capped: Target = { ...exact, url: `${baseline}/capped` };
    const served: Served[] = [];
    for (const checkout of checkouts) {
      const url = `${await start(["app", checkout.directory, "off"], checkout.directory)}/graphql`;
      const hasCache = readFileSync(path.join(checkout.directory, "graph/src/app.ts"), "utf8").includes(
        "publicResponseCache",
      );
      const cachedUrl = hasCache
        ? `${await start(["app", checkout.directory, "on"], checkout.directory)}/graphql`
        : undefined;
      const full = { query: HOME_SEARCH_QUERY, variables: { search: HOME_SEARCH, first } };
      served.push({
        checkout,
        spa: graphqlTarget(url, spaSearch(checkout.directory)),
        full: graphqlTarget(url, full),
        cached: cachedUrl ? graphqlTarget(cachedUrl, full) : undefined,
      });
    }
    await checkAnswers(served, exact);

    const targets: Record<string, Target> = {
      "baseline: node:http + one SQL": exact,
      "baseline, counting and answering as the SPA does": capped,
    };
    for (const { checkout, spa, full, cached } of served) {
      const name = short(checkout);
      targets[`${name} SPA`] = spa;
      targets[`${name} full`] = full;
      if (cached) targets[`${name} cached`] = cached;
    }
    const figures = await loadInRounds(targets, {
      requests: Number(values.requests),
      concurrency: Number(values.concurrency),
      rounds: Number(values["load-rounds"]),
      warmUp: 1000,
      // Up to 30 servers take turns here: each would otherwise start its turn cold.
      warmUpEachRound: 300,
    });
    report(served, figures);
  } finally {
    for (const child of children) child.kill("SIGTERM");
  }
}

/** The "Load More" search as the commit's SPA sent it: by id once it had trusted documents. */
function spaSearch(directory: string) {
  const artifact = readFileSync(path.join(directory, ARTIFACT), "utf8");
  const params = /"id": (null|"[0-9a-f]+"),[\s\S]*?"text": (null|"(?:[^"\\]|\\.)*")/.exec(artifact);
  if (!params) throw new Error(`No operation in ${ARTIFACT} of ${directory}`);
  const [id, text] = [JSON.parse(params[1]!) as string | null, JSON.parse(params[2]!) as string | null];
  const variables = { search: HOME_SEARCH, count: first };
  const operationName = "ProviderResultsPaginationQuery";
  return id ? { documentId: id, operationName, variables } : { query: text, operationName, variables };
}

/** Every commit's page is the baseline's: the same providers, in the same order. */
async function checkAnswers(served: Served[], exact: Target) {
  const expected = await fetchIds(exact, (body) => body as SearchAnswer);
  const providersOf = (body: unknown) => (body as { data: { providers: SearchAnswer } }).data.providers;
  for (const { checkout, spa, full } of served) {
    const answers = { full: await fetchIds(full, providersOf), SPA: await fetchIds(spa, providersOf) };
    for (const [asked, answer] of Object.entries(answers)) {
      const same = JSON.stringify(answer.ids) === JSON.stringify(expected.ids);
      if (!same || (answer.totalIsExact && answer.total !== expected.total))
        throw new Error(`${short(checkout)} ${asked} disagrees with the baseline: ${JSON.stringify(answer)}`);
    }
  }
}

function report(served: Served[], figures: Record<string, LoadFigures>) {
  const exact = figures["baseline: node:http + one SQL"]!;
  const capped = figures["baseline, counting and answering as the SPA does"]!;
  const ratio = (ours: LoadFigures, theirs: LoadFigures) =>
    `${((ours.requestsPerSecond / theirs.requestsPerSecond) * 100).toFixed(0)}%`;
  const rows: Record<string, unknown>[] = [
    { commit: "baseline", asked: "exact", ...exact },
    { commit: "baseline", asked: "as the SPA", ...capped },
  ];
  for (const { checkout, cached } of served) {
    for (const asked of cached ? ["SPA", "full", "cached"] : ["SPA", "full"]) {
      const ours = figures[`${short(checkout)} ${asked}`]!;
      rows.push({
        commit: short(checkout),
        asked,
        ...ours,
        "vs exact": ratio(ours, exact),
        "vs as the SPA": ratio(ours, capped),
        "p99 vs exact": `${(ours.p99ms / exact.p99ms).toFixed(2)}×`,
      });
    }
  }
  console.log(
    `\nhome search: ${values.providers} providers on PostgreSQL, page ${first}, ${values.requests} requests ` +
      `per row in ${values["load-rounds"]} interleaved rounds, concurrency ${values.concurrency}; ` +
      `every commit answered the baseline's page`,
  );
  console.table(rows);
  console.log("\nThe commits:");
  for (const { checkout } of served) console.log(`  ${short(checkout)}  ${checkout.subject}`);
}

const short = (checkout: Checkout) => checkout.commit.slice(0, 7);

await main();
