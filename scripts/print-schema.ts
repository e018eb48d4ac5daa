// Prints the Pothos schema to schema.graphql, which relay-compiler and partners read.
// `--check` fails instead of writing when the file is stale (used by the tests).
import { readFileSync, writeFileSync } from "node:fs";
import { printedSchema } from "../graph/src/schema/print.ts";

const current = readFileSync("schema.graphql", "utf8");
const next = printedSchema();
if (process.argv.includes("--check")) {
  if (current !== next) {
    console.error("schema.graphql is stale: run npm run schema:print");
    process.exit(1);
  }
} else if (current !== next) {
  writeFileSync("schema.graphql", next);
  console.log("schema.graphql updated");
}
