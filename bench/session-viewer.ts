// npm run bench:session-viewer [-- --providers 2000 --requests 400]
//
// What knowing the viewer costs a signed-in request, beside baselines measured in the same run:
// - the session read alone: as it was (Prisma's findUnique of the session with its user) and
//   as it is (one hand-written join, services/accounts/sessions.ts), statements and ms a call;
// - through the real app, the SPA's search paging (a trusted public document, by its id) for a
//   visitor and for a signed-in customer, who now reads no session and shares the visitor's
//   answer from memory; beside it the same document sent as text by that customer, which reads
//   the session and executes, as every signed-in request did before;
// - the home query (it shows the viewer, so the session is read) for the customer.
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL (schema
// bench_session_viewer). The app's raw statements go through Prisma here (the counting
// client is not the one openDatabase registers with db/rows.ts), a little slower than in
// production: the statement counts are exact, the milliseconds indicative.
import { createHash, randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import manifest from "../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { createApp } from "../graph/src/app.ts";
import { viewerForSessionToken } from "../graph/src/services/accounts/sessions.ts";
import { openBenchDatabase } from "./support/bench-database.ts";
import { measure } from "./support/bench-timing.ts";

const { values } = parseArgs({
  options: { providers: { type: "string", default: "2000" }, requests: { type: "string", default: "400" } },
});
const requests = Number(values.requests);
const documents: Record<string, string> = manifest;
const idOf = (name: string) =>
  Object.keys(documents).find((id) => new RegExp(`^query ${name}\\b`).test(documents[id]!))!;
const PAGING = "ProviderResultsPaginationQuery";
const SEARCH = { search: { location: "Toronto, Ontario" }, count: 12 };

async function main() {
  const database = await openBenchDatabase({ name: "session_viewer", providers: Number(values.providers) });
  const { prisma } = database;
  let statements = 0;
  prisma.$on("query", () => {
    statements += 1;
  });
  // A session of the seed's demo customer, stored as signing in stores one.
  const token = randomBytes(32).toString("base64url");
  const sessionId = createHash("sha256").update(token).digest("hex");
  const customer = await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } });
  await prisma.session.create({
    data: { id: sessionId, userId: customer.id, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  await database.analyze();
  const cookie = `sid=${token}`;

  const app = createApp({ db: prisma, logError: (message, error) => console.error(message, error) });
  const post = async (body: object, withCookie: boolean) => {
    const response = await app.fetch(
      new Request("http://bench/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...(withCookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
    );
    const answer = (await response.json()) as { errors?: unknown };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  };
  const byId = (name: string, variables: object) => ({ documentId: idOf(name), operationName: name, variables });

  const rows: [string, () => Promise<unknown>][] = [
    [
      "session read, as it was (Prisma: session with its user)",
      () =>
        prisma.session.findUnique({
          where: { id: sessionId },
          select: {
            expiresAt: true,
            user: { select: { id: true, email: true, name: true, role: true, providerId: true } },
          },
        }),
    ],
    ["session read, as it is (one join)", () => viewerForSessionToken(prisma, token, new Date())],
    ["search paging by id, visitor", () => post(byId(PAGING, SEARCH), false)],
    ["search paging by id, signed in (no session read)", () => post(byId(PAGING, SEARCH), true)],
    [
      "search paging as text, signed in (reads the session)",
      () => post({ query: documents[idOf(PAGING)], variables: SEARCH }, true),
    ],
    [
      "home query by id, signed in (reads the session)",
      () => post(byId("HomePageQuery", { search: SEARCH.search }), true),
    ],
  ];

  console.log(`${database.kind}, ${values.providers} providers, ${requests} calls a row, one at a time.`);
  console.log("Indicative only: other work on the machine moves the milliseconds; the statements are exact.\n");
  console.log("| what | statements a call | mean ms | p50 ms | p95 ms |\n|---|---:|---:|---:|---:|");
  for (const [label, run] of rows) {
    for (let i = 0; i < 20; i += 1) await run();
    const before = statements;
    const timing = await measure(Array.from({ length: requests }), 1, run);
    const perCall = (statements - before) / requests;
    console.log(
      `| ${label} | ${perCall.toFixed(2)} | ${timing.meanMs.toFixed(2)} | ${timing.p50ms.toFixed(2)} | ${timing.p95ms.toFixed(2)} |`,
    );
  }
  await database.close();
}

await main();
