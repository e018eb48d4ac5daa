import { describe, expect, it } from "vitest";
import { parseSavedIds, toggleSavedId } from "./savedProviders";

describe("saved providers", () => {
  it("reads a JSON list of ids, and nothing from anything else", () => {
    expect([...parseSavedIds('["a","b"]')]).toEqual(["a", "b"]);
    expect(parseSavedIds(null).size).toBe(0);
    expect(parseSavedIds("{bad").size).toBe(0);
    expect([...parseSavedIds('["a",1,null]')]).toEqual(["a"]);
  });

  it("toggles an id in and out without changing the original", () => {
    const start = new Set(["a"]);
    expect([...toggleSavedId(start, "b")]).toEqual(["a", "b"]);
    expect([...toggleSavedId(start, "a")]).toEqual([]);
    expect([...start]).toEqual(["a"]);
  });
});
