import { describe, expect, it } from "vitest";
import { parseProviderNumber, providerPickFrom, withProviderPick } from "./providerPick";

describe("parseProviderNumber", () => {
  it("reads a provider's number", () => {
    expect(parseProviderNumber("1")).toBe(1);
    expect(parseProviderNumber(" 012 ")).toBe(12);
    expect(parseProviderNumber("2147483647")).toBe(2_147_483_647);
  });

  it("refuses what no provider's number can be", () => {
    for (const text of ["", " ", "0", "-1", "1.5", "1e3", "12a", "abc", "2147483648", "99999999999", "٣"]) {
      expect(parseProviderNumber(text), text).toBeNull();
    }
  });
});

describe("providerPickFrom", () => {
  const pick = (search: string) => providerPickFrom(new URLSearchParams(search));

  it("asks staff to choose when nothing is picked", () => {
    expect(pick("")).toEqual({ kind: "none" });
    expect(pick("?provider=")).toEqual({ kind: "none" });
    expect(pick("?other=1")).toEqual({ kind: "none" });
  });

  it("names the provider picked", () => {
    expect(pick("?provider=7")).toEqual({ kind: "provider", id: 7 });
  });

  it("keeps text that names no provider, to say so", () => {
    expect(pick("?provider=seven")).toEqual({ kind: "invalid", text: "seven" });
    expect(pick("?provider=0")).toEqual({ kind: "invalid", text: "0" });
  });
});

describe("withProviderPick", () => {
  it("sets the provider and keeps the other parameters", () => {
    const current = new URLSearchParams("?provider=3&tab=x");
    expect(withProviderPick(current, 12).toString()).toBe("provider=12&tab=x");
    expect(current.toString()).toBe("provider=3&tab=x");
  });
});
