// What bounds a GraphQL request before any resolver runs: its size and shape (GraphQL
// Armor), how often a costly mutation may appear in it, the parameters of a GET, and the
// header a non-JSON POST must carry. Every refusal is a 4xx GraphQL error answered
// without touching the database.
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import {
  type ASTVisitor,
  type FieldNode,
  GraphQLError,
  getNamedType,
  isObjectType,
  type ValidationContext,
} from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { withoutEchoedValues } from "./errors.ts";
import { queryCostRule } from "./query-cost.ts";
import { fieldName, unstorableTextMessage, unstorableTextPath } from "./storable-input.ts";

/** The limits, in one place: the README's "Limits" table quotes them. */
export const GRAPHQL_LIMITS = {
  /** Tokens in a document: stops deep nesting in the parser, before it can recurse. */
  maxTokens: 2_000,
  /** Characters in a document. */
  maxCharacters: 20_000,
  /**
   * Brackets open at once ({, [, ( together), counted before parsing: the parser recurses
   * once per level, and a few thousand levels of `[[[` overflow its stack within the token limit.
   */
  maxNesting: 64,
  /** Selection depth, fragments flattened: the app's deepest operation nests 6; introspection is exempt. */
  maxDepth: 12,
  /** Aliases: each may repeat a page of 100 providers. */
  maxAliases: 15,
  /** Directives in a document. */
  maxDirectives: 20,
  /** Values a query could produce, pages counted in full (query-cost.ts); the app's largest is 3,000. */
  maxCost: 10_000,
  /** The connections' largest page, which a variable page size is assumed to be. */
  maxPageSize: 100,
} as const;

/**
 * Marks a root field that may run at most once in a request: signing in hashes a
 * password, so one request with 1,000 aliased signIns would be password spraying.
 */
export const ONCE_PER_REQUEST = { oncePerRequest: true } as const;

export interface GuardOptions {
  /** Production hides "Did you mean ...?" suggestions, which map the schema for a stranger. */
  production: boolean;
}

export function graphqlGuards(options: GuardOptions): Plugin[] {
  // Armor throws its refusals as "Syntax Error: ..."; reported instead, they keep our words
  // and sit beside the other validation errors.
  const limit = (message: string) => ({
    exposeLimits: false,
    errorMessage: message,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => context?.reportError(plainLimitError(error)),
    ],
  });
  return [
    rejectUnparsableParameters(),
    csrfPreventionForNonJsonPosts(),
    EnvelopArmorPlugin({
      // Counted while parsing, so it must stop the parser: thrown, and reworded in onParse below.
      maxTokens: {
        n: GRAPHQL_LIMITS.maxTokens,
        exposeLimits: false,
        errorMessage: `Query is too large: at most ${GRAPHQL_LIMITS.maxTokens} tokens.`,
      },
      maxDepth: {
        n: GRAPHQL_LIMITS.maxDepth,
        ...limit(`Query is nested too deeply: at most ${GRAPHQL_LIMITS.maxDepth} levels.`),
        ignoreIntrospection: true,
        // Depth is the answer's nesting: a fragment (spread or inline) adds no level of data,
        // so colocated fragments within fragments (Relay's way) cost nothing here.
        flattenFragments: true,
      },
      maxAliases: {
        n: GRAPHQL_LIMITS.maxAliases,
        ...limit(`Query has too many aliases: at most ${GRAPHQL_LIMITS.maxAliases}.`),
      },
      maxDirectives: {
        n: GRAPHQL_LIMITS.maxDirectives,
        ...limit(`Query has too many directives: at most ${GRAPHQL_LIMITS.maxDirectives}.`),
      },
      // Armor's cost weighs depth, not pages: query-cost.ts counts what a query can produce.
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: options.production },
    }) as Plugin,
    documentShapeLimits(),
    storableVariables(),
    plainLimitMessages(),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(oncePerRequestRule);
        addValidationRule(queryCostRule(GRAPHQL_LIMITS));
        // graphql-js quotes a refused literal ("Int cannot represent non-integer value: ...").
        return ({ valid, result, setResult }) => {
          if (!valid)
            setResult(result.map((error) => (error instanceof GraphQLError ? withoutQuotedValues(error) : error)));
        };
      },
    },
  ];
}

/** The error as it was, less any value of the request it quoted (http/errors.ts). */
function withoutQuotedValues(error: GraphQLError): GraphQLError {
  const message = withoutEchoedValues(error.message);
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}

/** Armor words its refusals as syntax errors; ours are limits, so drop its "Syntax Error: ". */
function plainLimitError(error: GraphQLError): GraphQLError {
  if (!error.message.startsWith("Syntax Error: Query ")) return error;
  return new GraphQLError(error.message.slice("Syntax Error: ".length), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code: "REQUEST_LIMIT", http: { status: 400 } },
  });
}

function plainLimitMessages(): Plugin {
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof GraphQLError) {
          // The lexer quotes the token it stopped at, which may be a password in the wrong place.
          const plain = withoutQuotedValues(plainLimitError(result));
          if (plain !== result) replaceParseResult(plain);
        }
      };
    },
  };
}

/** Refuses, before parsing, a document too long or nested too deeply for the parser. */
function documentShapeLimits(): Plugin {
  const refuse = (message: string) =>
    createGraphQLError(message, { extensions: { http: { status: 400 }, code: "REQUEST_LIMIT" } });
  return {
    onParams({ params }) {
      if (typeof params.query !== "string") return;
      if (params.query.length > GRAPHQL_LIMITS.maxCharacters) {
        throw refuse(`Query is too large: at most ${GRAPHQL_LIMITS.maxCharacters} characters.`);
      }
      if (bracketDepth(params.query) > GRAPHQL_LIMITS.maxNesting) {
        throw refuse(`Query is nested too deeply: at most ${GRAPHQL_LIMITS.maxNesting} levels of brackets.`);
      }
    },
  };
}

/**
 * Refuses variables holding text no column can store (http/storable-input.ts), naming the
 * variable and where in it. A document's own string literals need no check: the GraphQL
 * lexer refuses a lone surrogate's escape as a syntax error.
 */
function storableVariables(): Plugin {
  return {
    onParams({ params }) {
      const path = unstorableTextPath(params.variables);
      if (!path) return;
      const [variable, ...within] = path;
      const field = fieldName(within, `$${String(variable)}`);
      throw createGraphQLError(unstorableTextMessage(field), {
        extensions: { http: { status: 400 }, code: "BAD_USER_INPUT", field },
      });
    },
  };
}

/** The deepest nesting of {, [ and ( in a GraphQL document, outside strings and comments. */
export function bracketDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "#") {
      while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
    } else if (char === '"') {
      if (text.startsWith('"""', i)) {
        const end = text.indexOf('"""', i + 3);
        i = end === -1 ? text.length : end + 2;
      } else {
        for (i++; i < text.length && text[i] !== '"' && text[i] !== "\n"; i++) if (text[i] === "\\") i++;
      }
    } else if (char === "{" || char === "[" || char === "(") {
      deepest = Math.max(deepest, ++depth);
    } else if (char === "}" || char === "]" || char === ")") {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/**
 * Yoga JSON-parses `variables` and `extensions` from a GET's query string (and a form
 * POST's body) and lets a SyntaxError escape as a 500. Check them first.
 */
function rejectUnparsableParameters(): Plugin {
  return {
    async onRequestParse({ request, url }) {
      const params = request.method === "GET" ? url.searchParams : await formParameters(request);
      if (!params) return;
      for (const name of ["variables", "extensions"]) {
        const text = params.get(name);
        if (!text) continue;
        if (!isJsonObject(text)) {
          throw createGraphQLError(`"${name}" must be a JSON object.`, {
            extensions: { http: { status: 400 }, code: "BAD_REQUEST" },
          });
        }
      }
    },
  };
}

async function formParameters(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  return new URLSearchParams(await request.clone().text());
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Yoga's CSRF prevention, for writes: a POST that is not JSON (a form, text/plain:
 * what a cross-site page can send without a preflight) must carry a custom header a
 * browser only sends after CORS has allowed it. A GET runs queries only (Yoga refuses
 * mutations over GET), so it needs none.
 */
function csrfPreventionForNonJsonPosts(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf", "graphql-require-preflight"] });
  return {
    onRequestParse(payload) {
      if (payload.request.method !== "GET") return csrf.onRequestParse?.(payload);
    },
  };
}

/**
 * Refuses an operation that selects a root field marked ONCE_PER_REQUEST more than once,
 * through aliases or fragments alike.
 */
function oncePerRequestRule(context: ValidationContext): ASTVisitor {
  const seen = new Map<string, number>();
  return {
    Field(node: FieldNode) {
      const parent = context.getParentType();
      const field = context.getFieldDef();
      if (!parent || !field || !isObjectType(getNamedType(parent))) return;
      if (!field.extensions?.oncePerRequest) return;
      const count = (seen.get(field.name) ?? 0) + 1;
      seen.set(field.name, count);
      if (count === 2) {
        context.reportError(
          new GraphQLError(`Only one ${field.name} is allowed per request.`, {
            nodes: node,
            extensions: { code: "REQUEST_LIMIT" },
          }),
        );
      }
    },
  };
}
