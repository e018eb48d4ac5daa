// `npm start`: builds whatever is missing or stale (Prisma client, web bundle), then
// serves the marketplace. Everything runs offline on the embedded database.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const run = (script: string, args: string[] = []) =>
  execFileSync(process.execPath, [script, ...args], { stdio: "inherit" });

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const bundle = "dist/web/index.html";
const webSources = ["web", "vite.config.ts", "schema.graphql"].filter(existsSync);

run("node_modules/tsx/dist/cli.mjs", ["scripts/generate.ts"]);
if (!existsSync(bundle) || Math.max(...webSources.map(newestMtime)) > statSync(bundle).mtimeMs) {
  console.log("[marketplace] Building the web app...");
  run("node_modules/vite/bin/vite.js", ["build", "--logLevel", "warn"]);
}

const { defaultStaticDir, startServer } = await import("../graph/src/server.ts");
const { prepareDatabase } = await import("./prepare-database.ts");
await startServer({
  port: Number(process.env.PORT ?? 3000),
  staticDir: defaultStaticDir(),
  prepareDatabase: prepareDatabase({ providers: Number(process.env.SEED_PROVIDERS ?? 2000) }),
});
