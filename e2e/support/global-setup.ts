// Runs once before the browser files: the real `npm start` prepares an empty PGlite folder
// (migrations, the built-in lists, DEFAULT_SEED_PROVIDERS providers and the demo data) and
// stops. Each journey then starts `npm start` on a copy of that folder: a restart onto the
// same state, instead of migrating and seeding again in every file; a pool keeps the next
// file's start under way while a file runs (server-pool.ts). The first start itself
// stays covered by restart.test.ts, which always starts on an empty folder.
import type { TestProject } from "vitest/node";
import { DEFAULT_SEED_PROVIDERS, makeTempDataDir, removeDataDir, startServer } from "./server.ts";
import { startServerPool } from "./server-pool.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite folder a stopped `npm start` left after its first start; copy it, never use it. */
    seededDataDir: string;
    /** Where a file takes a server already started on a copy of that folder (server-pool.ts). */
    serverPoolUrl: string;
  }
}

export default async function prepareSeededDataDir(project: TestProject) {
  const dataDir = await makeTempDataDir();
  const started = performance.now();
  const server = await startServer({ dataDir, seedProviders: DEFAULT_SEED_PROVIDERS });
  const exit = await server.stop();
  if (exit.code !== 0) {
    throw new Error(`npm start did not stop cleanly (${exit.code ?? exit.signal})\n${server.log()}`);
  }
  console.log(
    `Browser journeys start from a copy of one prepared database (${DEFAULT_SEED_PROVIDERS} providers, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s to prepare)`,
  );
  project.provide("seededDataDir", dataDir);
  const pool = await startServerPool(dataDir);
  project.provide("serverPoolUrl", pool.url);
  return async () => {
    await pool.close();
    await removeDataDir(dataDir);
  };
}
