import { describe, expect, it } from "vitest";
import { businessTypeLabelId, registrationStatusTone } from "./registrationLabels";
import sourceMessages from "../../i18n/en-CA.json";

describe("registrationStatusTone", () => {
  it("colours each status", () => {
    expect(registrationStatusTone("PENDING")).toBe("warning");
    expect(registrationStatusTone("APPROVED")).toBe("success");
    expect(registrationStatusTone("REJECTED")).toBe("danger");
    expect(registrationStatusTone("%future added value")).toBe("neutral");
  });
});

describe("businessTypeLabelId", () => {
  it("names the spec's business types", () => {
    expect(businessTypeLabelId("car-detailing", sourceMessages)).toBe("serviceType.car-detailing");
    expect(businessTypeLabelId("house-cleaning", sourceMessages)).toBe("serviceType.house-cleaning");
    expect(businessTypeLabelId("carpet-cleaning", sourceMessages)).toBe("serviceType.carpet-cleaning");
  });

  it("has no name for anything else", () => {
    expect(businessTypeLabelId("dog-walking", sourceMessages)).toBeNull();
    expect(businessTypeLabelId("toString", sourceMessages)).toBeNull();
  });
});
