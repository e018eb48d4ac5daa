import { describe, expect, it } from "vitest";
import { accountStep, fromAccountList, newestFirst, parseSavedIds, toggleSavedId, withSavedId } from "./savedProviders";

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

describe("the device's list and the account's", () => {
  it("leaves a visitor's hearts on the device", () => {
    expect(accountStep(null, null)).toBe("none");
  });

  it("forgets the account's hearts when its owner signs out", () => {
    expect(accountStep(null, "VXNlcjox")).toBe("forget");
  });

  it("merges the device's hearts in at the first sign-in", () => {
    expect(accountStep("VXNlcjox", null)).toBe("merge");
  });

  it("reads the account's list again when the device already mirrors it", () => {
    expect(accountStep("VXNlcjox", "VXNlcjox")).toBe("refresh");
  });

  it("does not give one account's hearts to another", () => {
    expect(accountStep("VXNlcjoy", "VXNlcjox")).toBe("replace");
  });
});
