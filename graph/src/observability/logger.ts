// The server's one logger: a JSON line per event (pino), so that a log shipper can index
// requests by id, route and status without parsing prose. Every line written while a request
// is answered carries its id (see request-log.ts), however deep the code that wrote it.
import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from "pino";
import { type ErrorLog, summarize } from "../http/errors.ts";

export type { Logger };

const requestScope = new AsyncLocalStorage<string>();

/** Runs `work` with `requestId` attached to every line it logs, however far down it goes. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run(requestId, work);
}

/** The id of the request being answered, when there is one. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore();
}

/**
 * What a line must never carry, should a value reach one by mistake: nothing in this code
 * logs a request's headers, body or variables, so these are a second line of defence for a
 * future `logger.info({ input })`. Censored, not removed, so the mistake shows.
 */
export const REDACTED_PATHS = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "token",
  "*.token",
  "code",
  "*.code",
  "email",
  "*.email",
  "cookie",
  "*.cookie",
  "authorization",
  "*.authorization",
  "headers",
  "*.headers",
  "variables",
  "*.variables",
  "body",
  "*.body",
];

export interface LoggerOptions {
  /** LOG_LEVEL: "info" by default; "silent" writes nothing. */
  level?: LevelWithSilent;
  /** Where the lines go: standard output by default, a test's buffer in tests. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? "info",
      base: { service: "marketplace" },
      // "info", not 30: read by people as often as by machines.
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[withheld]" },
      mixin: () => {
        const requestId = requestScope.getStore();
        return requestId === undefined ? {} : { requestId };
      },
      // Numbers and ISO times sort and read the same in every log tool.
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}

/**
 * The process's logger, for code no request or app hands one to (a job's failure, a mail
 * sent after its answer left). The server sets it at start; until then, and in tests that do
 * not, warnings and errors only, as JSON.
 */
let processLogger: Logger | undefined;

export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}

export function processLog(): Logger {
  processLogger ??= createLogger({ level: "warn" });
  return processLogger;
}

/** The app's error callback, written to the logger: the kind, code and stack, never the echo. */
export function errorLogFor(logger: Logger): ErrorLog {
  return (message, error) => logger.error({ err: summarize(error) }, message);
}

const LEVELS: readonly LevelWithSilent[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * LOG_LEVEL and LOG_FORMAT. JSON lines unless LOG_FORMAT=pretty, or in development (no
 * NODE_ENV) on a terminal: then pino-pretty, a development dependency a production image
 * does not have, so production can only write JSON.
 */
export async function loggerFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Logger> {
  const level = (env.LOG_LEVEL?.trim() || "info") as LevelWithSilent;
  if (!LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(", ")} (got "${env.LOG_LEVEL}").`);
  }
  const format = env.LOG_FORMAT?.trim() || (env.NODE_ENV === undefined && process.stdout.isTTY ? "pretty" : "json");
  if (format !== "json" && format !== "pretty") {
    throw new Error(`LOG_FORMAT must be "json" or "pretty" (got "${env.LOG_FORMAT}").`);
  }
  if (format === "json" || env.NODE_ENV === "production") return createLogger({ level });
  const { default: pretty } = await import("pino-pretty");
  return createLogger({
    level,
    destination: pretty({ sync: true, ignore: "pid,hostname,service", translateTime: "HH:MM:ss" }),
  });
}
