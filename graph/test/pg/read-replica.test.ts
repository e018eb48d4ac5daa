// Visitors' public reads on a streaming replica (DATABASE_REPLICA_URL), on a real primary and
// standby made for this file (support/replica-cluster.ts). The standby's replay is paused to
// make it lag on purpose, and the primary is changed in two ways: with its triggers off, so
// that the public data version does not move (a read that finds the old value was served by
// the replica), and normally, raising the version (the replica is then behind, and a visitor
// must get the new value from the primary). Runs with `npm run test:pg`, beside the suites
// that need PostgreSQL, though it makes its own clusters from the installed server binaries.
import { encodeGlobalID } from "@pothos/plugin-relay";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { createApp } from "../../src/app.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import { SESSION_COOKIE } from "../../src/http/session-cookie.ts";
import { createMetrics, type Metrics } from "../../src/observability/metrics.ts";
import { createLogger } from "../../src/observability/logger.ts";
import { fixedClock, TEST_NOW, withoutRequestId } from "../support/app.ts";
import { parseScrape, valueOf } from "../support/prometheus-text.ts";
import { type ReplicaCluster, startReplicaCluster } from "../support/replica-cluster.ts";
import { readSignInAnswer, signInRequestInit } from "../support/sign-in.ts";

const PROVIDER_QUERY = `query ($id: ID!) { node(id: $id) { ... on Provider { name } } }`;

describe.skipIf(!process.env.TEST_DATABASE_URL)("visitors' public reads on a streaming replica", () => {
  let cluster: ReplicaCluster;
  let primary: Database;
  let replica: Database;
  let metrics: Metrics;
  let app: ReturnType<typeof createApp>;
  /** The same, with the cache of public answers on, as production runs. */
  let cachingApp!: ReturnType<typeof createApp>;
  let providerId: number;
  const warnings: string[] = [];

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    primary = await openDatabase({ databaseUrl: cluster.primaryUrl });
    await applyPendingMigrations(primary);
    await seedDatabase(primary.prisma, { providers: 20, seed: 7, now: TEST_NOW });
    replica = await openDatabase({ databaseUrl: cluster.replicaUrl });
    metrics = createMetrics({ db: primary.prisma, clock: fixedClock });
    const logger = createLogger({ level: "warn", destination: { write: (line: string) => void warnings.push(line) } });
    app = createApp({
      db: primary.prisma,
      replicaDb: replica.prisma,
      clock: fixedClock,
      metrics,
      logger,
      logError: () => {},
      // Every read executes: a kept answer would hide which database served it.
      publicResponseCache: false,
    });
    providerId = (
      await primary.prisma.provider.findFirstOrThrow({ where: { status: "ACTIVE" }, orderBy: { id: "asc" } })
    ).id;
    await cluster.caughtUp();
  }, 180_000);

  afterAll(async () => {
    await replica?.close();
    await primary?.close();
    await cluster?.stop();
  }, 60_000);

  const send = async (path: string, init: RequestInit = {}, through = app) =>
    withoutRequestId(await through.fetch(new Request(`http://marketplace.test${path}`, init)));

  async function graphql(query: string, variables: Record<string, unknown>, cookie?: string, through = app) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cookie) headers.cookie = cookie;
    const init = { method: "POST", headers, body: JSON.stringify({ query, variables }) };
    const response = await send("/graphql", init, through);
    const body = (await response.json()) as { data?: any; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  /** The provider's name as a visitor reads it, through GraphQL and through REST. */
  async function namesSeenByAVisitor(through = app): Promise<string[]> {
    const data = await graphql(PROVIDER_QUERY, { id: encodeGlobalID("Provider", providerId) }, undefined, through);
    const rest = (await (await send(`/api/providers/${providerId}`, {}, through)).json()) as { name: string };
    return [data.node.name as string, rest.name];
  }

  async function servedBy(): Promise<{ replica: number; primary: number }> {
    const scrape = parseScrape((await metrics.scrape()).text);
    return {
      replica: valueOf(scrape, "public_reads_total", { database: "replica" }) ?? 0,
      primary: valueOf(scrape, "public_reads_total", { database: "primary" }) ?? 0,
    };
  }

  async function onPrimary(sql: string, triggers: "on" | "off") {
    const client = new pg.Client({ connectionString: cluster.primaryUrl });
    await client.connect();
    try {
      await client.query("BEGIN");
      // As a logical replica applies rows: ordinary triggers do not fire, so the version stays.
      if (triggers === "off") await client.query("SET LOCAL session_replication_role = replica");
      await client.query(sql);
      await client.query("COMMIT");
    } finally {
      await client.end();
    }
  }

  it("answers a visitor from the replica while it holds the primary's public data version", async () => {
    const before = await servedBy();
    const [original] = await namesSeenByAVisitor();
    await cluster.pauseReplay();
    try {
      await onPrimary(`UPDATE "Provider" SET "name" = 'Only on the primary' WHERE "id" = ${providerId}`, "off");
      expect(await namesSeenByAVisitor()).toEqual([original, original]);
      const after = await servedBy();
      expect(after.replica - before.replica).toBe(4);
      expect(after.primary).toBe(before.primary);
    } finally {
      await cluster.resumeReplay();
    }
  });

  it("answers from the primary while the replica lags behind it, and from the replica once caught up", async () => {
    await cluster.caughtUp();
    await cluster.pauseReplay();
    let before = await servedBy();
    try {
      await onPrimary(`UPDATE "Provider" SET "name" = 'Renamed on the primary' WHERE "id" = ${providerId}`, "on");
      expect(await namesSeenByAVisitor()).toEqual(["Renamed on the primary", "Renamed on the primary"]);
      const lagging = await servedBy();
      expect(lagging.primary - before.primary).toBe(2);
      expect(lagging.replica).toBe(before.replica);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    before = await servedBy();
    expect(await namesSeenByAVisitor()).toEqual(["Renamed on the primary", "Renamed on the primary"]);
    expect((await servedBy()).replica - before.replica).toBe(2);
  });

  it("never answers a visitor with a kept answer older than the primary's version", async () => {
    await cluster.caughtUp();
    const [kept] = await namesSeenByAVisitor(cachingApp);
    await cluster.pauseReplay();
    try {
      await onPrimary(`UPDATE "Provider" SET "name" = 'Renamed while cached' WHERE "id" = ${providerId}`, "on");
      expect(await namesSeenByAVisitor(cachingApp)).toEqual(["Renamed while cached", "Renamed while cached"]);
      expect(kept).not.toBe("Renamed while cached");
    } finally {
      await cluster.resumeReplay();
    }
  });

  it("keeps a signed-in customer's writes and reads on the primary: they read their own writes", async () => {
    const signIn = await readSignInAnswer(
      await send("/graphql", signInRequestInit({ email: "customer@demo.test", password: "demo-password" })),
    );
    const cookie = `${SESSION_COOKIE}=${signIn.sessionToken!}`;
    await cluster.caughtUp();
    await cluster.pauseReplay();
    const before = await servedBy();
    try {
      const id = encodeGlobalID("Provider", providerId);
      const saved = await graphql(
        `
          mutation ($input: SavedProviderInput!) {
            saveProvider(input: $input) {
              __typename
              ... on SaveProviderPayload {
                added
              }
            }
          }
        `,
        { input: { providerId: id } },
        cookie,
      );
      expect(saved.saveProvider).toEqual({ __typename: "SaveProviderPayload", added: true });
      const read = await graphql(
        `
          {
            viewer {
              savedProviderIds
            }
          }
        `,
        {},
        cookie,
      );
      expect(read.viewer.savedProviderIds).toContain(id);
      expect(await servedBy()).toEqual(before);
    } finally {
      await cluster.resumeReplay();
    }
  });

  it("answers from the primary when the replica does not answer, and says so once", async () => {
    await cluster.stopStandby();
    const before = await servedBy();
    expect(await namesSeenByAVisitor()).toEqual(["Renamed while cached", "Renamed while cached"]);
    expect((await servedBy()).primary - before.primary).toBe(2);
    const told = warnings.filter((line) => line.includes("The read replica did not answer"));
    expect(told).toHaveLength(1);
  });
});
