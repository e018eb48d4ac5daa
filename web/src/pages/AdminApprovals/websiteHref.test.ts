import { describe, expect, it } from "vitest";
import { websiteHref } from "./websiteHref";

describe("websiteHref", () => {
  it("links http and https addresses", () => {
    expect(websiteHref("https://sparkle.example/")).toBe("https://sparkle.example/");
    expect(websiteHref("http://sparkle.example")).toBe("http://sparkle.example/");
  });

  it("links nothing else", () => {
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref("")).toBeNull();
    expect(websiteHref("sparkle.example")).toBeNull();
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("mailto:a@b.example")).toBeNull();
  });
});
