// What the repository does not commit: the Prisma client and its Pothos types. npm does not
// run dependencies' install scripts here, so every entry point (start, test, build) makes sure
// of them first: `npm run generate` and the scripts that start a server in this process.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";

const schemaPath = "prisma/schema.prisma";
const generatedClient = "graph/src/generated/prisma/client.ts";

function isFresh(): boolean {
  if (!existsSync(generatedClient)) return false;
  // The generated client embeds the schema; regenerate whenever the schema is newer.
  return statSync(generatedClient).mtimeMs >= statSync(schemaPath).mtimeMs;
}

/** Runs `prisma generate` when the client is missing or older than the schema (or when forced); quick otherwise. */
export function ensureGeneratedClient({ force = false }: { force?: boolean } = {}): void {
  if (isFresh() && !force) return;
  const require = createRequire(import.meta.url);
  const prismaCli = require.resolve("prisma/build/index.js");
  execFileSync(process.execPath, [prismaCli, "generate"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      // `prisma generate` only checks that a schema engine exists before it runs its
      // WebAssembly generator; it never executes it. Offline it cannot be downloaded,
      // so point the check at a file that is always there.
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
    },
  });
}
