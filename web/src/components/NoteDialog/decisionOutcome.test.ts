import { describe, expect, it } from "vitest";
import { decisionOutcome, typedText } from "./decisionOutcome";

describe("decisionOutcome", () => {
  it("is done for the payload", () => {
    expect(decisionOutcome({ __typename: "ReviewRegistrationPayload" }, "ReviewRegistrationPayload")).toEqual({
      kind: "done",
    });
  });

  it("keeps a validation error's message for the form", () => {
    const result = { __typename: "ValidationError", message: "Please enter a reason" };
    expect(decisionOutcome(result, "ProviderDecisionPayload")).toEqual({
      kind: "invalid",
      message: "Please enter a reason",
    });
  });

  it("names any other refusal with its message", () => {
    const result = { __typename: "ConflictError", message: "This registration has already been approved." };
    expect(decisionOutcome(result, "ReviewRegistrationPayload")).toEqual({
      kind: "refused",
      typename: "ConflictError",
      message: "This registration has already been approved.",
    });
    expect(decisionOutcome({ __typename: "%other" }, "ReviewRegistrationPayload")).toEqual({
      kind: "refused",
      typename: "%other",
      message: "",
    });
  });
});

describe("typedText", () => {
  it("trims, and treats blank as nothing", () => {
    expect(typedText("  Admin ")).toBe("Admin");
    expect(typedText("")).toBeNull();
    expect(typedText(" \n\t ")).toBeNull();
  });
});
