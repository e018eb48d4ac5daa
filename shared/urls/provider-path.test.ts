import { describe, expect, it } from "vitest";
import { providerIdOfSegment, providerPath } from "./provider-path.ts";

describe("providerPath", () => {
  it("joins the id and the name's slug", () => {
    expect(providerPath(12, "Éclat Ménage & Co.")).toBe("/providers/12-eclat-menage-co");
    expect(providerPath(7, "St. John's Handyman")).toBe("/providers/7-st-johns-handyman");
  });

  it("is the id alone when the name has no letters or digits", () => {
    expect(providerPath(3, "★★★")).toBe("/providers/3");
  });

  it("round-trips through the segment reader", () => {
    expect(providerIdOfSegment(providerPath(4821, "Sparkle Clean").slice("/providers/".length))).toBe(4821);
  });
});

describe("providerIdOfSegment", () => {
  it.each([
    ["12-sparkle-clean", 12],
    ["12", 12],
    ["12-an-old-name", 12],
  ])("%s names provider %i", (segment, id) => {
    expect(providerIdOfSegment(segment)).toBe(id);
  });

  it.each(["", "sparkle-12", "0-zero", "012-padded", "12sparkle", "1234567890-too-long", undefined])(
    "%s names none",
    (segment) => {
      expect(providerIdOfSegment(segment)).toBeNull();
    },
  );
});
