// What 'Enable Location' says at each step, from the browser's answer and the server's.
// Pure, so each refusal's words are tested without a browser.
import type { MessageId } from "../../i18n/messages";

export type LocateFailure = "denied" | "unavailable" | "timeout" | "unsupported" | "noCityNear" | "lookupFailed";

export type LocateState =
  | { step: "idle" }
  /** Waiting for the browser (its permission prompt, then the position). */
  | { step: "locating" }
  /** Have the position; asking the server for the nearest city. */
  | { step: "lookingUp" }
  | { step: "found"; city: string; distanceKm: number }
  | { step: "failed"; reason: LocateFailure };

// GeolocationPositionError's codes (the constants live on the error's class, which a test
// outside a browser does not have).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** Why the browser gave no position, from its error's code. */
export function geolocationFailure(code: number): LocateFailure {
  switch (code) {
    case PERMISSION_DENIED:
      return "denied";
    case TIMEOUT:
      return "timeout";
    case POSITION_UNAVAILABLE:
    default:
      return "unavailable";
  }
}

/** Each failure's explanation in the catalog: what happened, and what to do instead. */
export const FAILURE_MESSAGES: Record<LocateFailure, MessageId> = {
  denied: "nearbyLocation.failed.denied",
  unavailable: "nearbyLocation.failed.unavailable",
  timeout: "nearbyLocation.failed.timeout",
  unsupported: "nearbyLocation.failed.unsupported",
  noCityNear: "nearbyLocation.failed.noCityNear",
  lookupFailed: "nearbyLocation.failed.lookupFailed",
};

export const isBusy = (state: LocateState) => state.step === "locating" || state.step === "lookingUp";
