// The description's own doors (rest/reference.ts): the document and the page made from it.
import { z } from "zod";
import type { ApiOperation } from "./operation.ts";

const openApiJson = z
  .looseObject({ openapi: z.literal("3.1.0"), info: z.looseObject({}), paths: z.looseObject({}) })
  .meta({ description: "An OpenAPI 3.1 document." });

export const REFERENCE_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/openapi.json",
    operationId: "readOpenApiDocument",
    tag: "Reference",
    summary: "This description, as an OpenAPI 3.1 document",
    description: "The same bytes until the server is deployed again: an ETag revalidates it.",
    callers: "anyone",
    responses: { 200: { description: "The document.", json: openApiJson } },
    errors: [],
  },
  {
    method: "get",
    path: "/api/docs",
    operationId: "readApiReference",
    tag: "Reference",
    summary: "This description, as a page to read",
    callers: "anyone",
    responses: { 200: { description: "The reference page.", media: [{ type: "text/html" }] } },
    errors: [],
  },
];
