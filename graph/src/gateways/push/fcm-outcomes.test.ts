// Each FCM HTTP v1 error code, as firebase-admin 13 itself turns it into an error, sorted into
// what the caller must do: drop the token, retry later, or stop and fix the setup.
import { FirebaseAppError } from "firebase-admin/app";
import { FirebaseMessagingError } from "firebase-admin/messaging";
import { describe, expect, it } from "vitest";
import { outcomeOfFailure } from "./fcm-outcomes.ts";

// firebase-admin's own translation of an FCM answer's code (internal, so typed here).
const fromServerError = (
  FirebaseMessagingError as unknown as { fromServerError(code: string, message?: string): FirebaseMessagingError }
).fromServerError;

describe("outcomeOfFailure", () => {
  it.each([
    ["UNREGISTERED", "invalid-token", "messaging/registration-token-not-registered"],
    ["NOT_FOUND", "invalid-token", "messaging/registration-token-not-registered"],
    ["INVALID_ARGUMENT", "invalid-token", "messaging/invalid-argument"],
    // Not deleted: firebase-admin folds a bare PERMISSION_DENIED (our own setup) into the same code.
    ["SENDER_ID_MISMATCH", "rejected", "messaging/mismatched-credential"],
    ["PERMISSION_DENIED", "rejected", "messaging/mismatched-credential"],
    ["QUOTA_EXCEEDED", "retry", "messaging/message-rate-exceeded"],
    ["RESOURCE_EXHAUSTED", "retry", "messaging/message-rate-exceeded"],
    ["UNAVAILABLE", "retry", "messaging/server-unavailable"],
    ["INTERNAL", "retry", "messaging/internal-error"],
    ["THIRD_PARTY_AUTH_ERROR", "rejected", "messaging/third-party-auth-error"],
    ["UNAUTHENTICATED", "rejected", "messaging/third-party-auth-error"],
    ["APNS_AUTH_ERROR", "rejected", "messaging/third-party-auth-error"],
    // Unknown answers are usually a proxy's 502 or 504 on the way: passing.
    ["UNSPECIFIED_ERROR", "retry", "messaging/unknown-error"],
    ["SOMETHING_NEW", "retry", "messaging/unknown-error"],
  ])("FCM's %s → %s (%s)", (serverCode, kind, code) => {
    const outcome = outcomeOfFailure(fromServerError(serverCode, `FCM said ${serverCode}`));

    expect(outcome).toEqual({ kind, code, message: `FCM said ${serverCode}` });
  });

  it("retries when FCM could not be reached or did not answer", () => {
    for (const code of ["network-error", "network-timeout"]) {
      const error = new (FirebaseAppError as unknown as new (code: string, message: string) => Error)(code, "down");
      expect(outcomeOfFailure(error)).toMatchObject({ kind: "retry", code: `app/${code}` });
    }
    const raw = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:443"), { code: "ECONNREFUSED" });
    expect(outcomeOfFailure(raw)).toMatchObject({ kind: "retry", code: "ECONNREFUSED" });
  });

  it("rejects anything it does not know, even a thrown string", () => {
    expect(outcomeOfFailure("boom")).toEqual({ kind: "rejected", code: "unknown", message: "boom" });
    expect(outcomeOfFailure(new TypeError("bad"))).toEqual({ kind: "rejected", code: "unknown", message: "bad" });
  });
});
