import { describe, expect, it } from "vitest";
import catalog from "../../i18n/en-CA.json";
import { FAILURE_MESSAGES, geolocationFailure, isBusy } from "./locateOutcome";

describe("Enable Location's outcomes", () => {
  it("names the browser's refusals by their codes", () => {
    expect(geolocationFailure(1)).toBe("denied");
    expect(geolocationFailure(2)).toBe("unavailable");
    expect(geolocationFailure(3)).toBe("timeout");
    // An unknown code is still "no position": said as unavailable.
    expect(geolocationFailure(99)).toBe("unavailable");
  });

  it("explains every failure in the catalog's words, each offering the city picker instead", () => {
    for (const [reason, id] of Object.entries(FAILURE_MESSAGES)) {
      const text = (catalog as Record<string, string>)[id];
      expect(text, reason).toBeTruthy();
    }
    expect((catalog as Record<string, string>)[FAILURE_MESSAGES.denied]).toMatch(/settings/);
  });

  it("is busy while waiting for the browser or the server, and not otherwise", () => {
    expect(isBusy({ step: "locating" })).toBe(true);
    expect(isBusy({ step: "lookingUp" })).toBe(true);
    expect(isBusy({ step: "idle" })).toBe(false);
    expect(isBusy({ step: "failed", reason: "denied" })).toBe(false);
    expect(isBusy({ step: "found", city: "Toronto, Ontario", distanceKm: 2 })).toBe(false);
  });
});
