// What a failed `messaging.send()` means for the caller. firebase-admin 13 turns FCM's HTTP v1
// answers into `messaging/...` codes (lib/utils/error.js, MESSAGING_SERVER_TO_CLIENT_CODE;
// the FcmError detail's errorCode wins over the HTTP status name) and failed connections
// into `app/network-error` / `app/network-timeout` (lib/utils/api-request.js). The FCM
// server codes each one stands for are listed beside it.
import type { PushOutcome } from "./push-gateway.ts";

type FailureOutcome = Exclude<PushOutcome, { kind: "sent" }>;

/** The token will never work again: the caller deletes it. */
const INVALID_TOKEN_CODES = new Set([
  // UNREGISTERED, NOT_FOUND (404): the app was uninstalled or the token expired.
  "messaging/registration-token-not-registered",
  // The legacy API's InvalidRegistration; kept in case firebase-admin maps it again.
  "messaging/invalid-registration-token",
  // INVALID_ARGUMENT (400): the payload is checked before sending (fcm-gateway.ts), so the token.
  "messaging/invalid-argument",
]);
// SENDER_ID_MISMATCH (403, `messaging/mismatched-credential`) says the token belongs to another
// Firebase project, but firebase-admin gives a bare PERMISSION_DENIED (our service account
// lacking the right, or from the wrong project) the same code. Deleting on it would wipe every
// device of every user after one bad deploy, so it is `rejected`: the delivery is kept for
// staff, and a token that is truly another project's is pruned after 270 days unused.

/** A passing failure: send again later, backing off. */
const RETRY_CODES = new Set([
  // QUOTA_EXCEEDED, RESOURCE_EXHAUSTED (429): the project's or the device's rate.
  "messaging/message-rate-exceeded",
  "messaging/device-message-rate-exceeded",
  // UNAVAILABLE (503), after firebase-admin's own retries of a 503.
  "messaging/server-unavailable",
  // INTERNAL (500).
  "messaging/internal-error",
  // No answer: refused or reset connection, DNS failure, 15 s of silence.
  "app/network-error",
  "app/network-timeout",
  // An answer that is not FCM's JSON: a proxy's 502 or 504 on the way, usually passing.
  "messaging/unknown-error",
]);

/** Node's codes for a connection that failed, should one arrive unwrapped. */
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);
const NETWORK_ERROR_IN_TEXT = new RegExp(`\\b(${[...NETWORK_ERROR_CODES].join("|")})\\b`);

/**
 * The outcome of a failed send. Everything not listed above is `rejected`: THIRD_PARTY_AUTH_ERROR
 * and UNAUTHENTICATED (`messaging/third-party-auth-error`), a 401/403 without JSON
 * (`messaging/authentication-error`), an access token that could not be had
 * (`app/invalid-credential`) and SENDER_ID_MISMATCH or PERMISSION_DENIED (see above).
 */
export function outcomeOfFailure(error: unknown): FailureOutcome {
  const code = errorCodeOf(error) ?? "unknown";
  const message = errorMessageOf(error);
  if (INVALID_TOKEN_CODES.has(code)) return { kind: "invalid-token", code, message };
  if (RETRY_CODES.has(code) || NETWORK_ERROR_CODES.has(code)) return { kind: "retry", code, message };
  // firebase-admin reports every failure to get an access token as a bad credential, keeping
  // only the cause's text: a token server out of reach is a passing failure, not a wrong key.
  if (code === "app/invalid-credential" && NETWORK_ERROR_IN_TEXT.test(message)) {
    return { kind: "retry", code, message };
  }
  return { kind: "rejected", code, message };
}

export function errorCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

export function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
