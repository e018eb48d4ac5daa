// `npm start`: builds whatever is missing or stale (Prisma client, web bundle), then
// serves the marketplace. Everything runs offline on the embedded database.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ensureGeneratedClient } from "./generated-client.ts";

const run = (script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(process.execPath, [script, ...args], { stdio: "inherit", env });

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const bundle = "dist/web/index.html";
const webSources = ["web", "vite.config.ts", "schema.graphql"].filter(existsSync);

// In this process: each start (a test suite makes dozens) would otherwise pay for two more
// Node processes to learn that nothing changed.
ensureGeneratedClient();
if (!existsSync(bundle) || Math.max(...webSources.map(newestMtime)) > statSync(bundle).mtimeMs) {
  console.log("[marketplace] Building the web app...");
  // Always the production bundle: a start under NODE_ENV=test (the browser tests) or
  // development would otherwise ship React's and Relay's development builds, twice the size.
  run("node_modules/vite/bin/vite.js", ["build", "--logLevel", "warn"], { ...process.env, NODE_ENV: "production" });
}

const { defaultStaticDir, startServer } = await import("../graph/src/server.ts");
const { prepareDatabase } = await import("./prepare-database.ts");
await startServer({
  port: Number(process.env.PORT ?? 3000),
  staticDir: defaultStaticDir(),
  prepareDatabase: prepareDatabase({ providers: Number(process.env.SEED_PROVIDERS ?? 2000) }),
});
