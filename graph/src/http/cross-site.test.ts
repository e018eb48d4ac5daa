import { describe, expect, it } from "vitest";
import { listenHost } from "../server.ts";
import { parseAllowedOrigins } from "./cross-site.ts";

describe("ALLOWED_ORIGINS", () => {
  it("is a comma-separated list of origins, normalised", () => {
    expect(parseAllowedOrigins(" https://partner.example/ , http://localhost:5173")).toEqual([
      "https://partner.example",
      "http://localhost:5173",
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins("  ")).toEqual([]);
  });

  it("refuses what is not an origin, at start-up", () => {
    expect(() => parseAllowedOrigins("partner.example")).toThrow(/not an origin/);
    expect(() => parseAllowedOrigins("file:///etc")).toThrow(/not an http\(s\) origin/);
  });
});

describe("HOST", () => {
  it("is this machine only outside production, every interface in production, or what is set", () => {
    expect(listenHost({})).toBe("127.0.0.1");
    expect(listenHost({ NODE_ENV: "development" })).toBe("127.0.0.1");
    expect(listenHost({ NODE_ENV: "production" })).toBe("0.0.0.0");
    expect(listenHost({ HOST: "0.0.0.0" })).toBe("0.0.0.0");
    expect(listenHost({ HOST: "::1", NODE_ENV: "production" })).toBe("::1");
  });
});
