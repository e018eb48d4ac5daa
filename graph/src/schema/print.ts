import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./index.ts";

const HEADER = "# Generated from the Pothos schema in graph/src/schema by `npm run schema:print`. Do not edit.\n\n";

export function printedSchema(): string {
  return `${HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
}
