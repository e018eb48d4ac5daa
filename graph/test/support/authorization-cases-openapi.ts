// The authorization matrix's rows for the description of /api (graph/src/rest/reference.ts):
// the OpenAPI document and its reference page are public reads, the same for every caller.
import { EVERYONE, type MatrixCase, rest } from "./authorization-calls.ts";

export const OPENAPI_CASES: MatrixCase[] = [
  {
    operation: "GET /api/openapi.json",
    access: "public",
    note: "the API's own description: no records in it",
    allow: EVERYONE,
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/openapi.json"),
  },
  {
    operation: "GET /api/docs",
    access: "public",
    note: "the same description as a page to read",
    allow: EVERYONE,
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/docs"),
  },
];
