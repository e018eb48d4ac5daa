import { afterEach, describe, expect, it, vi } from "vitest";
import { randomKey, submissionKeys } from "./submissionKey";

const request = { providerId: "UHJvdmlkZXI6MQ==", serviceType: "house-cleaning", customerName: "Jordan" };

describe("submissionKeys", () => {
  it("sends the same key again for a retry or a second click of the same form", () => {
    const keys = submissionKeys();
    const first = keys.keyFor(request);
    expect(keys.keyFor({ ...request })).toBe(first);
    expect(keys.keyFor(request)).toBe(first);
  });

  it("sends a new key once the form changed: it is another request", () => {
    const keys = submissionKeys();
    const first = keys.keyFor(request);
    const changed = keys.keyFor({ ...request, customerName: "Sam" });
    expect(changed).not.toBe(first);
    // Changed back: still a new attempt, so the server never sees one key with two bodies.
    expect(keys.keyFor(request)).not.toBe(first);
  });

  it("sends a new key for the next booking after a success, even with the same answers", () => {
    const keys = submissionKeys();
    const first = keys.keyFor(request);
    keys.succeeded();
    const next = keys.keyFor(request);
    expect(next).not.toBe(first);
    expect(keys.keyFor(request)).toBe(next);
  });

  it("makes keys the server accepts (1 to 255 visible ASCII characters)", () => {
    expect(submissionKeys().keyFor(request)).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});

describe("randomKey", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes a version 4 UUID without crypto.randomUUID (a plain-HTTP page)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = new Set(Array.from({ length: 50 }, randomKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
