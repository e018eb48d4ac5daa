import { describe, expect, it } from "vitest";
import {
  answersChoice,
  availabilityVariables,
  calendarChoice,
  choiceVariables,
  requestedProvider,
} from "./availabilityVariables";

// Wednesday 18 November 2026 (the tests run with TZ=UTC): its week starts on Sunday the 15th.
const NOW = new Date("2026-11-18T12:00:00Z");
const WEEKS = { start: "2026-11-08", end: "2026-11-28" };
const PROVIDER_9 = { role: "PROVIDER", provider: { databaseId: 9 } };

describe("requestedProvider", () => {
  it("reads ?provider= as a provider's number", () => {
    expect(requestedProvider(new URLSearchParams("?provider=4"))).toBe(4);
    expect(requestedProvider(new URLSearchParams("?provider=x"))).toBeNull();
    expect(requestedProvider(new URLSearchParams(""))).toBeNull();
  });
});

describe("calendarChoice", () => {
  it("shows the provider the URL names, else a provider account its own, else the demo's", () => {
    expect(calendarChoice(4, PROVIDER_9)).toEqual({ own: false, providerId: 4 });
    expect(calendarChoice(null, PROVIDER_9)).toEqual({ own: true });
    expect(calendarChoice(null, null)).toEqual({ own: false, providerId: 1 });
    expect(calendarChoice(null, { role: "CUSTOMER", provider: null })).toEqual({ own: false, providerId: 1 });
  });
});

describe("availabilityVariables", () => {
  it("asks anyone for the provider the URL names, and only that", () => {
    for (const role of [undefined, null, "PROVIDER"]) {
      expect(availabilityVariables(4, role, NOW)).toEqual({
        mine: false,
        theirs: true,
        providerId: "4",
        providerNodeId: btoa("Provider:4"),
        ...WEEKS,
      });
    }
  });

  it("asks a provider account known to the store for its own calendar only", () => {
    expect(availabilityVariables(null, "PROVIDER", NOW)).toMatchObject({ mine: true, theirs: false, ...WEEKS });
  });

  it("asks a known visitor, customer or staff for the demo's calendar only", () => {
    for (const role of [null, "CUSTOMER", "ADMIN"]) {
      expect(availabilityVariables(null, role, NOW)).toMatchObject({ mine: false, theirs: true, providerId: "1" });
    }
  });

  it("before the viewer is known, asks for both, so whoever it is gets theirs in one answer", () => {
    const variables = availabilityVariables(null, undefined, NOW);
    expect(variables).toMatchObject({ mine: true, theirs: true, providerId: "1", ...WEEKS });
    expect(answersChoice(variables, calendarChoice(null, PROVIDER_9))).toBe(true);
    expect(answersChoice(variables, calendarChoice(null, null))).toBe(true);
  });
});

describe("answersChoice", () => {
  it("tells when the loader's guess missed, and choiceVariables asks for what applies", () => {
    const providerGuess = availabilityVariables(null, "PROVIDER", NOW);
    const demo = calendarChoice(null, { role: "PROVIDER", provider: null });
    expect(answersChoice(providerGuess, demo)).toBe(false);
    expect(choiceVariables(demo, WEEKS)).toMatchObject({ mine: false, theirs: true, providerId: "1", ...WEEKS });

    const visitorGuess = availabilityVariables(null, "CUSTOMER", NOW);
    expect(answersChoice(visitorGuess, { own: true })).toBe(false);
    expect(choiceVariables({ own: true }, WEEKS)).toMatchObject({ mine: true, theirs: false });
    expect(answersChoice(availabilityVariables(4, null, NOW), { own: false, providerId: 5 })).toBe(false);
  });
});
