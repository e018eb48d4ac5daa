import type { ShouldRevalidateFunctionArgs } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ignoreSearchChanges } from "./shouldRevalidate";

const args = (from: string, to: string) =>
  ({
    currentUrl: new URL(from, "http://app.test"),
    nextUrl: new URL(to, "http://app.test"),
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe("ignoreSearchChanges", () => {
  it("skips a change of search params on the same path", () => {
    expect(ignoreSearchChanges(args("/cities", "/cities?tier=1"))).toBe(false);
    expect(ignoreSearchChanges(args("/?location=a", "/"))).toBe(false);
  });

  it("revalidates for a new path or the same URL again", () => {
    expect(ignoreSearchChanges(args("/cities?tier=1", "/cities-directory?tier=1"))).toBe(true);
    expect(ignoreSearchChanges(args("/cities?tier=1", "/cities?tier=1"))).toBe(true);
  });
});
