// The container's start (the Dockerfile's CMD): serves the web bundle built into the image
// and the API, with production dependencies only. Unlike `npm start` it never builds: the
// image has no Vite (a devDependency), and a bundle that looked stale would otherwise be
// rebuilt by every instance at every start. The server applies pending migrations itself
// before it reports ready; prepare-database.ts then seeds an empty database with the
// built-in lists only (NODE_ENV=production never adds demo data).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Secrets may come as files, as Docker and compose secrets mount them (/run/secrets/...):
 * NAME_FILE names a file whose contents become NAME. An empty file counts as unset, so a
 * deployment can mount the optional ones (Stripe, SMTP, Firebase) before it uses them.
 */
const SECRET_VARIABLES = [
  "DATABASE_URL",
  "GUEST_LINK_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SMTP_URL",
  "FIREBASE_SERVICE_ACCOUNT",
] as const;

function readSecretFiles(env: NodeJS.ProcessEnv): void {
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) throw new Error(`${name} and ${name}_FILE are both set: keep one of them.`);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
      // The path is not secret; the contents are, and are never quoted.
      throw new Error(`${name}_FILE names ${file}, which cannot be read (${code}).`);
    }
    const value = text.trim();
    if (value) env[name] = value;
    else delete env[name];
  }
}

/** PORT, checked here so a typo stops the start with its name rather than a listen error. */
function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535, not "${value}".`);
  }
  return port;
}

readSecretFiles(process.env);
// Imported only now: a module may read its settings from the environment as it loads.
const { defaultStaticDir, startServer } = await import("../graph/src/server.ts");
const { prepareDatabase } = await import("./prepare-database.ts");

const staticDir = defaultStaticDir();
if (!existsSync(path.join(staticDir, "index.html"))) {
  console.error(`[marketplace] No web bundle at ${staticDir}: build it first (npm run build).`);
  process.exit(1);
}

await startServer({
  port: portFromEnv(process.env.PORT),
  staticDir,
  prepareDatabase: prepareDatabase({ providers: Number(process.env.SEED_PROVIDERS ?? 2000) }),
});
