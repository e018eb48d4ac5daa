// Trusted documents: the SPA sends the id relay-compiler gave each of its operations, and
// the server runs the document it already knows, neither parsed nor validated per request
// (relay-compiler checked it against schema.graphql at build time, and a test checks it
// against the served schema). An id the manifest lacks is refused; a request with a full
// `query` (partners, GraphiQL, tests) goes through parsing, validation and every limit in
// graphql-guards.ts as before.
//
// Trusted documents run compiled (graphql-jit) from their first use (compiled-execution.ts).
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { type DocumentNode, parse } from "graphql";
import { createGraphQLError, type GraphQLParams, type Plugin } from "graphql-yoga";
import manifest from "../../../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { type CompiledExecutionOptions, compiledExecution } from "./compiled-execution.ts";

/** relay-compiler's `persistConfig` algorithm: SHA-256 of the operation's text, in hex. */
const DOCUMENT_ID = /^[0-9a-f]{64}$/;

export const STALE_APP_MESSAGE = "This version of the app is out of date: reload the page.";

/** id → operation text, as relay-compiler writes it (relay.config.js). */
export type PersistedOperations = Readonly<Record<string, string>>;

export function persistedOperations(
  documents: PersistedOperations = manifest,
  compiling: Omit<CompiledExecutionOptions, "isTrusted"> = {},
): Plugin[] {
  // Parsed on first use, then kept: the manifest is small and fixed for the process's life.
  const parsed = new Map<string, DocumentNode>();
  const trusted = new WeakSet<DocumentNode>();
  const refuse = (message: string, code: string) =>
    createGraphQLError(message, { extensions: { http: { status: 400 }, code } });
  return [
    {
      // Yoga would let a documentId beside a query pass unread, or answer a bad one with
      // the plugin's bare codes: the caller hears plainly what is wrong instead.
      onParams({ params }) {
        const documentId = (params as GraphQLParams & { documentId?: unknown }).documentId;
        if (documentId == null) return;
        if (params.query != null) {
          throw refuse('Send either "query" or "documentId", not both.', "BAD_REQUEST");
        }
        if (typeof documentId !== "string" || !DOCUMENT_ID.test(documentId)) {
          throw refuse('"documentId" must be the 64-character hex id of one of the app\'s operations.', "BAD_REQUEST");
        }
      },
    },
    usePersistedOperations({
      allowArbitraryOperations: true,
      skipDocumentValidation: true,
      // The body's `documentId` (the GraphQL-over-HTTP spelling), not the APQ extension.
      extractPersistedOperationId: (params) => {
        const documentId = (params as GraphQLParams & { documentId?: unknown }).documentId;
        return typeof documentId === "string" ? documentId : null;
      },
      getPersistedOperation(id) {
        if (!Object.hasOwn(documents, id)) return null;
        let document = parsed.get(id);
        if (!document) {
          document = parse(documents[id]!);
          parsed.set(id, document);
          trusted.add(document);
        }
        return document;
      },
      customErrors: {
        notFound: {
          message: STALE_APP_MESSAGE,
          extensions: { http: { status: 400 }, code: "PERSISTED_QUERY_NOT_FOUND" },
        },
        keyNotFound: {
          message: 'Send a GraphQL document in "query" (or, from the app, a "documentId" in a JSON POST body).',
          extensions: { http: { status: 400 }, code: "BAD_REQUEST" },
        },
      },
    }) as Plugin,
    compiledExecution({ ...compiling, isTrusted: (document) => trusted.has(document) }),
  ];
}
