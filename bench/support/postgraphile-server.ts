// bench:search's PostGraphile server, in a process of its own: PostGraphile 4 brings graphql 15
// and its own pg, which stay in bench/postgraphile/node_modules instead of meeting the app's.
// Started by postgraphile-target.ts with `node --import tsx`; serves the schema
// bench_postgraphile (the search function alone) at /graphql, and tells the parent its port
// over IPC. Options are PostGraphile's production ones: no query log, no GraphiQL, no watching.
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";

/** The library mode's entry, as far as this server uses it. */
type PostGraphile = (
  databaseUrl: string,
  schema: string,
  options: Record<string, unknown>,
) => RequestListener & { release(): Promise<void> };

const requireFromPackage = createRequire(path.resolve(import.meta.dirname, "../postgraphile/package.json"));
const { postgraphile } = requireFromPackage("postgraphile") as { postgraphile: PostGraphile };

const [databaseUrl, schema] = process.argv.slice(2) as [string, string];
const handler = postgraphile(databaseUrl, schema, {
  graphqlRoute: "/graphql",
  graphiql: false,
  watchPg: false,
  disableQueryLog: true,
  retryOnInitFail: false,
  ignoreRBAC: false,
  setofFunctionsContainNulls: false,
  disableDefaultMutations: true,
});
const server = createServer(handler);
server.listen(0, "127.0.0.1", () => process.send!({ port: (server.address() as AddressInfo).port }));
// The bench gone (finished or failed), nothing is left listening.
process.on("disconnect", () => {
  server.close();
  void handler.release().finally(() => process.exit(0));
});
