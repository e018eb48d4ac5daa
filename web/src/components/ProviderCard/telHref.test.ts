import { describe, expect, it } from "vitest";
import { telHref } from "./telHref";

describe("telHref", () => {
  it("dials North American numbers with +1", () => {
    expect(telHref("(416) 555-0123")).toBe("tel:+14165550123");
    expect(telHref("604-555-0199")).toBe("tel:+16045550199");
  });

  it("keeps other numbers' digits and plus sign", () => {
    expect(telHref("+1 (416) 555-0123")).toBe("tel:+14165550123");
    expect(telHref("1-800-555-0100")).toBe("tel:18005550100");
  });
});
