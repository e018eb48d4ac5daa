import { RequestError } from "@hono/node-server";
import { GraphQLError } from "graphql";
import { PothosValidationError } from "@pothos/core";
import { dataExceptionState } from "../db/data-exception.ts";
import { AppError, RateLimitedError, UnstorableValueError, ValidationError } from "../services/errors.ts";

export type ErrorLog = (message: string, error: unknown) => void;

/** A 429's Retry-After (RFC 9110), whichever door refused: the seconds until the window ends. */
export function retryAfterHeader(error: unknown): string | null {
  return error instanceof RateLimitedError ? String(error.retryAfterSeconds) : null;
}

/**
 * What a caller should hear about an error, for both doors: an AppError as itself; a
 * connection argument Pothos refused (a bad cursor, a negative `first`) as a
 * ValidationError; a value the database refused as UnstorableValueError, reported once as
 * a missed edge check. Null means a bug: the door masks it as a 500 and logs it.
 */
export function clientErrorFor(error: unknown, log: ErrorLog): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof PothosValidationError) return new ValidationError(pothosMessage(error.message));
  if (isInvalidRequestAddress(error)) return new ValidationError(INVALID_ADDRESS);
  const state = dataExceptionState(error);
  if (state) {
    log(`An input reached the database unchecked (SQLSTATE ${state}); validate it at its edge`, summarize(error));
    return new UnstorableValueError();
  }
  return null;
}

const INVALID_ADDRESS = "The request's address is not valid: check its Host header and path.";

/**
 * Node's HTTP server lets through a Host such as 999.999.999.999; the request's URL is
 * built from it only when first read, and that throws (the Node adapter's RequestError,
 * or the URL parser's ERR_INVALID_URL).
 */
function isInvalidRequestAddress(error: unknown): boolean {
  if (error instanceof RequestError) return true;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return error instanceof TypeError && cause?.code === "ERR_INVALID_URL";
}

function pothosMessage(message: string): string {
  return /cursor/i.test(message) ? "That page cursor is not valid: start again from the first page." : message;
}

/**
 * An unexpected error as the log should keep it: its kind, code and stack, never its
 * message's echo of the request (Prisma quotes the query's arguments, which hold what
 * users typed).
 */
export function summarize(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const frames = error.stack?.split("\n").slice(1).join("\n") ?? "";
  const prisma = error.constructor.name.startsWith("PrismaClient");
  return `${error.name}${code ? ` [${String(code)}]` : ""}: ${prisma ? "(arguments withheld)" : error.message}\n${frames}`;
}

/**
 * An error of the caller's own document or variables (a syntax error, a failed validation,
 * a variable of the wrong type), as graphql-js, graphql-jit and Yoga raise it: a GraphQLError
 * that wraps nothing but GraphQLErrors. Not a failure of ours, so never logged.
 */
export function isCallersGraphQLError(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isCallersGraphQLError(error.originalError);
}

/**
 * A caller's GraphQL error with the values it would quote taken out. graphql-js and
 * graphql-jit print a refused variable whole ("Variable "$input" got invalid value
 * { email: ..., password: ... }") and a refused literal or token as written, so a password
 * sent in the wrong shape or place would come back in the answer and go on to wherever
 * answers are kept. The names of variables, fields and types stay: they say what to fix.
 */
export function withoutEchoedValues(message: string): string {
  const variable = /^Variable "\$[_A-Za-z][_0-9A-Za-z]*" got invalid value /.exec(message);
  if (variable) {
    const rest = message.slice(skipPrintedValue(message, variable[0].length));
    message = `${variable[0].replace(/ got invalid value $/, " got an invalid value")}${rest}`;
  }
  return (
    message
      // "String cannot represent a non string value: <value>", "Int cannot represent non-integer value: <value>"
      .replace(/(cannot represent [^:;]*?value): [\s\S]*$/, "$1.")
      // A literal of the wrong type: "Expected value of type "Int", found <literal>; <the scalar's words>"
      .replace(/(Expected value of type "[^"]*"), found [\s\S]*$/, "$1.")
      .replace(/Value [\s\S]* does not exist in ("[^"]*" enum)/, "The value does not exist in $1")
      // The lexer's "Expected Name, found String "..."" and "Unexpected String "...""
      .replace(/\b(String|BlockString|Name|Int|Float) "(?:[^"\\]|\\[\s\S])*"/g, "$1")
  );
}

/**
 * Where the value graphql's `inspect` printed at `start` ends: at the first "; " or
 * ` at "` outside its strings (printed as JSON, so a quote inside one is escaped) and brackets.
 */
function skipPrintedValue(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      for (i += 1; i < text.length && text[i] !== '"'; i += 1) if (text[i] === "\\") i += 1;
    } else if (char === "{" || char === "[") depth += 1;
    else if (char === "}" || char === "]") depth -= 1;
    else if (depth <= 0 && (text.startsWith("; ", i) || text.startsWith(' at "', i))) return i;
  }
  return text.length;
}
