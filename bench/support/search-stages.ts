// Where one home search's time goes, stage by stage. Each stage runs
// the same search one request at a time, in this process, adding one layer over the
// previous: the difference between two lines is what that layer costs.
//
//   SQL            the statements one search issues, sent through `pg` as the app sends
//                  them (db/rows.ts: prepared once per connection)
//   service        searchProviders() with the page's Prisma selection
//   execution      graphql's execute() on a parsed, validated document (+ resolvers, Pothos)
//   Yoga in process  app.fetch(Request): Hono's middleware, Yoga's plugins, context, JSON
//   HTTP           the same over a loopback socket (Node's HTTP server and client)
//
// Medians of `rounds` requests after a warm-up; one at a time, so queueing adds nothing.
import { execute, parse, validate } from "graphql";
import pg from "pg";
import type { createApp } from "../../graph/src/app.ts";
import { requestContext, systemClock } from "../../graph/src/context.ts";
import { postgresRowsDriver } from "../../graph/src/db/rows.ts";
import type { PrismaClient } from "../../graph/src/generated/prisma/client.ts";
import { schema } from "../../graph/src/schema/index.ts";
import { searchProviders } from "../../graph/src/services/providers/search.ts";
import { median } from "./bench-timing.ts";

export interface StageInput {
  app: ReturnType<typeof createApp>;
  db: PrismaClient;
  databaseUrl: string;
  httpUrl: string;
  query: string;
  variables: { search: Record<string, unknown>; first: number };
  /** The statements (text and JSON parameters) one search issues, as Prisma's query event gave them. */
  statements: { query: string; params: string }[];
  /** Prisma's selection for the page's providers, as Pothos builds it for `query`. */
  providerQuery: unknown;
  rounds: number;
}

export async function measureStages(input: StageInput): Promise<Record<string, { p50ms: number; layerMs: number }>> {
  const pool = new pg.Pool({ connectionString: input.databaseUrl, max: 1 });
  const rows = postgresRowsDriver(pool);
  const document = parse(input.query);
  if (validate(schema, document).length) throw new Error("The bench's query does not validate");
  const context = () => ({ ...requestContext({ db: input.db, clock: systemClock, viewer: null }), http: undefined });
  const body = JSON.stringify({ query: input.query, variables: input.variables });
  const headers = { "content-type": "application/json", accept: "application/json", "accept-encoding": "identity" };

  const stages: [string, () => Promise<unknown>][] = [
    [
      "SQL (pg, the app's statements)",
      async () => {
        for (const statement of input.statements) await rows(statement.query, JSON.parse(statement.params));
      },
    ],
    [
      "service: searchProviders",
      async () => {
        const result = await searchProviders(
          context() as never,
          input.variables.search as never,
          { first: input.variables.first },
          { query: input.providerQuery as never, count: "exact" },
        );
        await result.totalCount();
      },
    ],
    [
      "execution: graphql execute()",
      async () => {
        const result = await execute({ schema, document, variableValues: input.variables, contextValue: context() });
        if (result.errors) throw result.errors[0];
      },
    ],
    [
      "Yoga in process: app.fetch()",
      async () => {
        const response = await input.app.fetch(
          new Request("http://127.0.0.1/graphql", { method: "POST", headers, body }),
        );
        await response.text();
      },
    ],
    [
      "over HTTP (loopback)",
      async () => {
        const response = await fetch(input.httpUrl, { method: "POST", headers, body });
        await response.text();
      },
    ],
  ];

  // Rounds interleave the stages, so a busy moment of a shared machine lands on all of them.
  for (let i = 0; i < 50; i++) for (const [, run] of stages) await run();
  const times = stages.map((): number[] => []);
  for (let i = 0; i < input.rounds; i++) {
    for (const [index, [, run]] of stages.entries()) {
      const t0 = performance.now();
      await run();
      times[index]!.push(performance.now() - t0);
    }
  }
  const results: Record<string, { p50ms: number; layerMs: number }> = {};
  let previous = 0;
  for (const [index, [name]] of stages.entries()) {
    const p50 = median(times[index]!);
    results[name] = { p50ms: round(p50), layerMs: round(p50 - previous) };
    previous = p50;
  }
  await pool.end();
  return results;
}

const round = (ms: number) => Number(ms.toFixed(3));
