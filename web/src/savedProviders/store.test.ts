import { describe, expect, it } from "vitest";
import { fromAccountList, newestFirst, parseSavedIds, toggleSavedId, withSavedId } from "./store";

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

  it("puts an id in or takes it out as asked, and leaves the set alone when it already is so", () => {
    const start = new Set(["a"]);
    expect(withSavedId(start, "a", true)).toBe(start);
    expect(withSavedId(start, "b", false)).toBe(start);
    expect([...withSavedId(start, "b", true)]).toEqual(["a", "b"]);
    expect([...withSavedId(start, "a", false)]).toEqual([]);
  });

  it("stores oldest first and shows newest first; the account's list (newest first) is stored the same way", () => {
    const stored = new Set(["first", "second", "third"]);
    expect(newestFirst(stored)).toEqual(["third", "second", "first"]);
    expect([...fromAccountList(["third", "second", "first"])]).toEqual(["first", "second", "third"]);
    expect(newestFirst(fromAccountList(["c", "b", "a"]))).toEqual(["c", "b", "a"]);
  });
});
