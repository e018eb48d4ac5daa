import { describe, expect, it } from "vitest";
import { canonicalJson, requestFingerprint } from "./fingerprint.ts";

describe("requestFingerprint", () => {
  it("is the same whatever the key order, at any depth", () => {
    const a = { providerId: 1, customer: { name: "Jordan", phone: "416" }, times: ["09:00", "13:00"] };
    const b = { times: ["09:00", "13:00"], customer: { phone: "416", name: "Jordan" }, providerId: 1 };
    expect(canonicalJson(b)).toBe(
      '{"customer":{"name":"Jordan","phone":"416"},"providerId":1,"times":["09:00","13:00"]}',
    );
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
    expect(requestFingerprint(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs for any difference in a value, and in array order", () => {
    const base = { providerId: 1, serviceDetails: "", times: ["09:00", "13:00"] };
    const fingerprint = requestFingerprint(base);
    expect(requestFingerprint({ ...base, providerId: 2 })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, providerId: "1" })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, serviceDetails: " " })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, times: ["13:00", "09:00"] })).not.toBe(fingerprint);
    expect(requestFingerprint({ ...base, extra: null })).not.toBe(fingerprint);
  });

  it("writes dates as instants and leaves out what JSON leaves out", () => {
    expect(canonicalJson({ b: undefined, a: new Date("2026-11-20T15:00:00Z") })).toBe(
      '{"a":"2026-11-20T15:00:00.000Z"}',
    );
    expect(canonicalJson(undefined)).toBe("null");
  });
});
