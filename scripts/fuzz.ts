// `npm run fuzz [-- --runs 2000 --seed 7]`: the fuzz properties of graph/test/fuzz, run
// longer than `npm test` runs them (100 cases per property) and with any seed. On
// PostgreSQL when TEST_DATABASE_URL is set, as `npm run test:pg`. Other arguments go to Vitest.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  options: { runs: { type: "string" }, seed: { type: "string" } },
  allowPositionals: true,
});

const wholeNumber = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < (name === "runs" ? 1 : 0)) {
    console.error(
      `--${name} takes a whole number${name === "runs" ? " of 1 or more" : ""}, not ${JSON.stringify(text)}`,
    );
    process.exit(2);
  }
  return String(value);
};
const runs = wholeNumber("runs", values.runs) ?? process.env.FUZZ_RUNS ?? "100";
const seed = wholeNumber("seed", values.seed) ?? process.env.FUZZ_SEED ?? "20261120";

const url = process.env.TEST_DATABASE_URL;
const database = url ? `PostgreSQL at ${new URL(url).host}${new URL(url).pathname}` : "PGlite (in memory)";
console.log(`Fuzzing with ${runs} cases per property, seed ${seed}, on ${database}`);

const result = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "api", "graph/test/fuzz", ...positionals],
  { stdio: "inherit", env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
if (result.status !== 0) console.log(`\nReplay a failure with: npm run fuzz -- --runs ${runs} --seed ${seed}`);
process.exit(result.status ?? 1);
