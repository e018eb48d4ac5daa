// `npm run test:pg`: the suites of `npm test` that open a database (projects `db` and `api`),
// on PostgreSQL instead of the embedded PGlite: every test that opens a database gets a fresh schema of the server
// at TEST_DATABASE_URL. Without it this would quietly test PGlite again, so it refuses.
// It also has the test app run every GraphQL document compiled (graphql-jit) from its first
// use, where `npm test` runs most of them through graphql-js (a document is compiled from
// its third use, http/compiled-execution.ts): between the two, both executors answer the
// whole API suite.
import { spawnSync } from "node:child_process";

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error(
    "npm run test:pg runs the suites on PostgreSQL: set TEST_DATABASE_URL, e.g.\n" +
      "  TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run test:pg",
  );
  process.exit(2);
}
const where = new URL(url);
console.log(
  `Database and API suites on PostgreSQL at ${where.host}${where.pathname} (a fresh schema per test file), ` +
    "every GraphQL document compiled",
);
const result = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "db", "--project", "api", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    // The fuzz suites send a quarter of npm test's requests here: every root field and REST
    // path is still reached on PostgreSQL, compiled; the breadth stays with npm test (and
    // `npm run fuzz -- --runs N`). In CI this suite shares the cores with the journeys.
    env: { ...process.env, TEST_COMPILE_EVERY_DOCUMENT: "1", FUZZ_RUNS: process.env.FUZZ_RUNS ?? "25" },
  },
);
process.exit(result.status ?? 1);
