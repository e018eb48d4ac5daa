import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safeNextPath";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeNextPath("/provider-dashboard")).toBe("/provider-dashboard");
    expect(safeNextPath("/?service=moving#results")).toBe("/?service=moving#results");
  });

  it("falls back to / without a usable path", () => {
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath("")).toBe("/");
    expect(safeNextPath("admin")).toBe("/");
  });

  it("refuses other sites", () => {
    expect(safeNextPath("https://evil.example/")).toBe("/");
    expect(safeNextPath("//evil.example/x")).toBe("/");
    expect(safeNextPath("/\\evil.example")).toBe("/");
  });

  it("does not loop back to the sign-in page", () => {
    expect(safeNextPath("/sign-in?next=/admin")).toBe("/");
  });
});
