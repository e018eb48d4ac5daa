import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { messageCatalogParts } from "./scripts/vite/messageCatalogParts.ts";

// graphql ships CommonJS and ESM builds. Node (and so Pothos and Yoga) loads the CommonJS
// one; Vite would hand our code the ESM one, and two copies of graphql break
// `instanceof GraphQLError`. Point Vite at the copy Node uses.
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

// Four projects: `unit` (pure code, beside it), `db` (code beside it that opens a database),
// `api` (the real server on a real database) and `e2e` (Chromium). `db` and `api` use PGlite,
// or PostgreSQL when TEST_DATABASE_URL is set.
const DATABASE_UNIT_FILES = ["graph/src/db/**/*.test.ts", "prisma/seed/**/*.test.ts"];
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    reporters: ["default", "./scripts/slowest-files-reporter.ts", "./scripts/summary-reporter.ts"],
    env: { TZ: "UTC" },
    // Every core (Vitest's default leaves one out: on two cores, one file at a time), and the
    // unit and API files share a worker's modules (isolate: false): the server is imported
    // once per worker, not once per file. docs/decisions/test-workers-share-modules.md.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), messageCatalogParts({ sourceRoot: "web/src" })],
        test: {
          name: "unit",
          environment: "node",
          isolate: false,
          include: [
            "graph/src/**/*.test.ts",
            "prisma/**/*.test.ts",
            "shared/**/*.test.ts",
            "web/src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          exclude: [...DATABASE_UNIT_FILES, "**/node_modules/**"],
          env: { TZ: "UTC" },
        },
      },
      {
        // The files beside the code that open a database: they run again on PostgreSQL with
        // the API suites (`npm run test:pg`), where the rest of `unit` would only repeat itself.
        extends: true,
        test: {
          name: "db",
          environment: "node",
          isolate: false,
          include: DATABASE_UNIT_FILES,
          env: { TZ: "UTC" },
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["graph/test/**/*.test.ts"],
          isolate: false,
          env: { TZ: "UTC" },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          env: { TZ: "UTC" },
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // One `npm start` prepares the database most journeys copy (e2e/support/global-setup.ts).
          globalSetup: ["e2e/support/global-setup.ts"],
          // One server and one browser; the journeys share them in sequence.
          fileParallelism: false,
          // In one worker that keeps its modules (Playwright, the support files) from file to
          // file, as the unit and API projects do: a fresh process importing them again for each
          // of some fifty files was a second of the machine each. Every file still starts its
          // own server and browser (useServer, useBrowser).
          isolate: false,
        },
      },
    ],
  },
});
