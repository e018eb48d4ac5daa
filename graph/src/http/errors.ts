import { RequestError } from "@hono/node-server";
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
