import { describe, expect, it } from "vitest";
import { isAppPath } from "./appPath";

describe("isAppPath", () => {
  it("accepts the app's own paths", () => {
    expect(isAppPath("/provider-dashboard")).toBe(true);
    expect(isAppPath("/bookings?tab=upcoming")).toBe(true);
  });

  it("refuses other origins, schemes and nothing", () => {
    for (const link of [
      "https://example.test/x",
      "//example.test/x",
      "/\\example.test",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(isAppPath(link), String(link)).toBe(false);
    }
  });
});
