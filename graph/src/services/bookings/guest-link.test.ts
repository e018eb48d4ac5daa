import { ABSENCE_REPORT_HOURS, disputeByOf } from "../../../../shared/bookings/absence-policy.ts";
import { describe, expect, it } from "vitest";
import {
  DEVELOPMENT_GUEST_LINK_SECRET,
  guestLinkSecretFromEnv,
  guestManageExpiry,
  guestManagePath,
  guestManageToken,
  verifyGuestManageToken,
} from "./guest-link.ts";

const SECRET = "a test secret that is long enough for the rule, 1234";
const OTHER_SECRET = "another test secret that is long enough for it, 5678";
const EXPIRES = new Date("2026-12-03T05:00:00Z");
const BEFORE = new Date("2026-12-02T12:00:00Z");

describe("guest manage tokens", () => {
  it("carries the booking id and expiry back to the server that signed it", () => {
    const token = guestManageToken(42, EXPIRES, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(verifyGuestManageToken(token, BEFORE, SECRET)).toEqual({ bookingId: 42, expiresAt: EXPIRES });
    expect(guestManagePath(token)).toBe(`/bookings/manage/${token}`);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it("refuses a token with any one letter changed", () => {
    const token = guestManageToken(42, EXPIRES, SECRET);
    let checked = 0;
    for (let index = 0; index < token.length; index++) {
      const original = token[index]!;
      for (const replacement of ["A", "z", "0", "_", "-", "."]) {
        if (replacement === original) continue;
        const tampered = token.slice(0, index) + replacement + token.slice(index + 1);
        const verified = verifyGuestManageToken(tampered, BEFORE, SECRET);
        // "g1.42." -> "g1.042." would be another shape; every changed letter must fail.
        expect(verified, tampered).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(token.length * 4);
  });

  it("refuses another booking's id or a later expiry under the same signature", () => {
    const token = guestManageToken(42, EXPIRES, SECRET);
    const signature = token.split(".")[3];
    const later = Math.floor(EXPIRES.getTime() / 1000) + 86_400;
    expect(
      verifyGuestManageToken(`g1.43.${Math.floor(EXPIRES.getTime() / 1000)}.${signature}`, BEFORE, SECRET),
    ).toBeNull();
    expect(verifyGuestManageToken(`g1.42.${later}.${signature}`, BEFORE, SECRET)).toBeNull();
  });

  it("refuses a token signed with another secret", () => {
    const token = guestManageToken(42, EXPIRES, OTHER_SECRET);
    expect(verifyGuestManageToken(token, BEFORE, SECRET)).toBeNull();
    expect(verifyGuestManageToken(token, BEFORE, OTHER_SECRET)).not.toBeNull();
  });

  it("refuses a token at and after its expiry", () => {
    const token = guestManageToken(42, EXPIRES, SECRET);
    expect(verifyGuestManageToken(token, new Date(EXPIRES.getTime() - 1000), SECRET)).not.toBeNull();
    expect(verifyGuestManageToken(token, EXPIRES, SECRET)).toBeNull();
    expect(verifyGuestManageToken(token, new Date("2027-01-01T00:00:00Z"), SECRET)).toBeNull();
  });

  it("refuses what is not a token's shape", () => {
    const token = guestManageToken(42, EXPIRES, SECRET);
    for (const wrong of [
      "",
      "g1",
      token.toUpperCase(),
      `${token}A`,
      token.slice(0, -1),
      token.replace("g1.", "g2."),
      token.replace("g1.42.", "g1.042."),
      token.replace("g1.42.", "g1.-42."),
      `${token}.${token}`,
      ` ${token}`,
      "x".repeat(10_000),
      "g1.42.1.%2F%2F",
    ]) {
      expect(verifyGuestManageToken(wrong, BEFORE, SECRET), wrong).toBeNull();
    }
  });

  it("signs with the development secret outside production and requires one in production", () => {
    expect(guestLinkSecretFromEnv({ NODE_ENV: "test" })).toBe(DEVELOPMENT_GUEST_LINK_SECRET);
    expect(() => guestLinkSecretFromEnv({ NODE_ENV: "production" })).toThrow(/GUEST_LINK_SECRET must be set/);
    expect(() => guestLinkSecretFromEnv({ NODE_ENV: "production", GUEST_LINK_SECRET: "short" })).toThrow(/at least 32/);
    expect(guestLinkSecretFromEnv({ NODE_ENV: "production", GUEST_LINK_SECRET: ` ${SECRET} ` })).toBe(SECRET);
  });

  it("outlives the last no-show report and dispute a visit allows, in the provider's zone", () => {
    const visit = new Date("2026-12-01T00:00:00Z");
    // Midnight starting Dec 6 in Toronto (UTC-5) and Vancouver (UTC-8): a visit at 23:00 on
    // Dec 1 may be reported until 23:00 Dec 3 and that report disputed until 23:00 Dec 5.
    expect(guestManageExpiry(visit, "America/Toronto").toISOString()).toBe("2026-12-06T05:00:00.000Z");
    expect(guestManageExpiry(visit, "America/Vancouver").toISOString()).toBe("2026-12-06T08:00:00.000Z");
    const lastStart = new Date("2026-12-02T04:00:00Z"); // 23:00 Dec 1 in Toronto
    const lastDispute = disputeByOf(new Date(lastStart.getTime() + (ABSENCE_REPORT_HOURS * 3600 - 1) * 1000));
    expect(guestManageExpiry(visit, "America/Toronto").getTime()).toBeGreaterThan(lastDispute.getTime());
    // Across the spring change: midnight of Mar 13, 2026 in Toronto is UTC-4.
    expect(guestManageExpiry(new Date("2026-03-08T00:00:00Z"), "America/Toronto").toISOString()).toBe(
      "2026-03-13T04:00:00.000Z",
    );
  });
});
