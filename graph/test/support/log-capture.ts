// Everything the server would have written to its logs during a test: what it handed the
// app's logError, and anything written through console.* (Yoga's own warnings, a library's
// notice). Tests that send secrets read it back to prove none of them was kept.
import { inspect } from "node:util";
import type { ErrorLog } from "../../src/http/errors.ts";

const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug", "trace"] as const;

export interface LogCapture {
  /** Hand this to startTestApp({ logError }). */
  logError: ErrorLog;
  /** Every line captured so far, each as the log would have printed it. */
  readonly lines: string[];
  /** Stops capturing console.*, putting its methods back. */
  restore: () => void;
}

/** As Node's console would print these arguments, objects and errors in full depth. */
function printed(args: unknown[]): string {
  return args
    .map((arg) => (typeof arg === "string" ? arg : inspect(arg, { depth: 10, breakLength: Infinity })))
    .join(" ");
}

/** Captures the app's logError and console.* until `restore()`; nothing reaches the terminal. */
export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const originals = CONSOLE_METHODS.map((method) => [method, console[method]] as const);
  for (const method of CONSOLE_METHODS) {
    console[method] = (...args: unknown[]) => {
      lines.push(`console.${method} ${printed(args)}`);
    };
  }
  return {
    logError: (message, error) => lines.push(`logError ${printed([message, error])}`),
    lines,
    restore: () => {
      for (const [method, original] of originals) console[method] = original;
    },
  };
}

/** The secrets found in `text`, for a message that names which leaked. */
export function secretsIn(text: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) => text.includes(secret));
}
