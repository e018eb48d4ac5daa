// npm run bench:replica [-- --providers 10000 --requests 2000 --concurrency 8 --load-rounds 4]
//
// The home search's throughput on the primary alone against the primary plus a streaming
// replica (DATABASE_REPLICA_URL, http/replica-reads.ts), in the same run: two app processes
// (support/measured-server.ts) on one primary, one of them also given the replica, taking
// turns in interleaved rounds. Both execute every search (the cache of public answers off):
// a cached answer reads no database, which would hide where the reads go.
//
// The primary and its standby are made for the run (graph/test/support/replica-cluster.ts:
// initdb, pg_basebackup, the standby on another port) and removed at the end. On one machine
// they share its cores: the figures say what routing to a replica costs or saves a request
// here, not what a replica on a machine of its own adds. The replica's share of the work is
// read from its own statistics (pg_stat_database's transactions), and "postgresCpuMs" counts
// the primary's backends only.
import { loadavg, availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { startReplicaCluster } from "../graph/test/support/replica-cluster.ts";
import { fetchIds, graphqlTarget, HOME_SEARCH, HOME_SEARCH_QUERY, type SearchAnswer } from "./support/home-search.ts";
import { measureInRounds, type MeasuredTarget } from "./support/measured-load.ts";
import { type MeasuredServer, startMeasuredServer } from "./support/measured-servers.ts";
import { prepareSearchDatabase } from "./support/search-database.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "8" },
    first: { type: "string", default: "20" },
    "load-rounds": { type: "string", default: "4" },
    "warm-up": { type: "string", default: "300" },
  },
});
const DATABASE = "bench_replica";

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function transactionsOn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT (xact_commit + xact_rollback)::text AS count FROM pg_stat_database WHERE datname = $1`,
      [DATABASE],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function main() {
  const loadBefore = load();
  const cluster = await startReplicaCluster();
  const servers: MeasuredServer[] = [];
  let admin: pg.Client | undefined;
  try {
    const primaryUrl = cluster.primaryUrl.replace(/\/postgres$/, `/${DATABASE}`);
    const replicaUrl = cluster.replicaUrl.replace(/\/postgres$/, `/${DATABASE}`);
    await prepareSearchDatabase(primaryUrl, Number(values.providers), false);
    await cluster.caughtUp(300_000);
    admin = new pg.Client({ connectionString: primaryUrl });
    await admin.connect();
    const executed = { BENCH_SERVER_PUBLIC_CACHE: "off" };
    const alone = await startMeasuredServer("app", primaryUrl, executed, "primary-only");
    servers.push(alone);
    const withReplica = await startMeasuredServer(
      "app",
      primaryUrl,
      { ...executed, BENCH_SERVER_REPLICA_URL: replicaUrl },
      "with-replica",
    );
    servers.push(withReplica);

    const search = { query: HOME_SEARCH_QUERY, variables: { search: HOME_SEARCH, first: Number(values.first) } };
    const targetOf = (server: MeasuredServer): MeasuredTarget => {
      const { method, headers, body } = graphqlTarget(`${server.url}/graphql`, search);
      return { server, path: "/graphql", method, headers: headers!, body };
    };
    const answers = await Promise.all(
      [alone, withReplica].map((server) =>
        fetchIds(
          graphqlTarget(`${server.url}/graphql`, search),
          (answer) => (answer as { data: { providers: SearchAnswer } }).data.providers,
        ),
      ),
    );
    if (JSON.stringify(answers[0]) !== JSON.stringify(answers[1]))
      throw new Error(`The apps disagree:\n${answers.map((answer) => JSON.stringify(answer)).join("\n")}`);

    const replicaBefore = await transactionsOn(cluster.replicaUrl);
    const rounds = Number(values["load-rounds"]);
    const requests = Number(values.requests);
    const warmUp = Number(values["warm-up"]);
    const figures = await measureInRounds(
      admin,
      { "primary only": targetOf(alone), "primary + replica": targetOf(withReplica) },
      { requests, concurrency: Number(values.concurrency), rounds, warmUp },
    );
    const replicaTransactions = (await transactionsOn(cluster.replicaUrl)) - replicaBefore;
    const searchesWithReplica = warmUp + Math.ceil(requests / rounds) * rounds;

    console.log(
      `\nhome search (a full document, page ${values.first}, every search executed): ${values.providers} providers, ` +
        `${answers[0]!.total} match, the same providers from both apps; a primary and a streaming standby made ` +
        `for the run on this machine; concurrency ${values.concurrency}, ${rounds} interleaved rounds; load ` +
        `average ${loadBefore} before, ${load()} after, on ${availableParallelism()} cores. ` +
        `CPU ms and statements are per request; postgresCpuMs counts the primary's backends only.`,
    );
    console.table(figures);
    const [primaryOnly, replicated] = [figures["primary only"], figures["primary + replica"]];
    console.log(
      `With the replica: ${Math.round((100 * replicated.requestsPerSecond) / primaryOnly.requestsPerSecond)}% of ` +
        `the throughput on the primary alone, p50 ${(replicated.p50ms / primaryOnly.p50ms).toFixed(2)}×, ` +
        `p99 ${(replicated.p99ms / primaryOnly.p99ms).toFixed(2)}×; the primary's backends spent ` +
        `${replicated.postgresCpuMs} against ${primaryOnly.postgresCpuMs} CPU ms a search.`,
    );
    console.log(
      `The replica ran ${replicaTransactions} transactions for the ${searchesWithReplica} searches sent to the app ` +
        `given it (warm-up included): ${(replicaTransactions / searchesWithReplica).toFixed(2)} a search.`,
    );
    if (replicaTransactions < searchesWithReplica) {
      console.log("Fewer than one a search: some searches were not served by the replica.");
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers) server.stop();
    await admin?.end();
    await cluster.stop();
  }
}

await main();
