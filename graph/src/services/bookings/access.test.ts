import { describe, expect, it } from "vitest";
import { requestContext, systemClock, systemContext } from "../../context.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../accounts/viewer.ts";
import { UnauthenticatedError } from "../errors.ts";
import { assertCanReadBooking, BookingNotFoundError, canReadBooking } from "./access.ts";

// The rule reads no database; a client that fails if touched proves it.
const db = new Proxy({}, { get: () => expect.unreachable("the read rule must not query") }) as PrismaClient;
const booking = { providerId: 7, customerId: 42 };

const as = (viewer: Partial<Viewer> | null) =>
  requestContext({
    db,
    clock: systemClock,
    viewer: viewer && {
      userId: 1,
      email: "x@demo.test",
      name: "X",
      providerId: null,
      sessionId: "s",
      secondFactorAt: null,
      role: "CUSTOMER",
      ...viewer,
    },
  });

describe("who may read a booking", () => {
  it("lets staff, its provider's account, its customer and the system read it", () => {
    expect(canReadBooking(as({ role: "ADMIN", secondFactorAt: new Date() }), booking)).toBe(true);
    expect(canReadBooking(as({ role: "PROVIDER", providerId: 7 }), booking)).toBe(true);
    expect(canReadBooking(as({ role: "CUSTOMER", userId: 42 }), booking)).toBe(true);
    expect(canReadBooking(systemContext({ db }), booking)).toBe(true);
  });

  it("asks visitors to sign in, and tells other accounts what a missing id would", () => {
    expect(() => assertCanReadBooking(as(null), booking)).toThrow(UnauthenticatedError);
    expect(() => assertCanReadBooking(as({ userId: 43 }), booking)).toThrow(BookingNotFoundError);
    expect(() => assertCanReadBooking(as({ role: "PROVIDER", providerId: 8 }), booking)).toThrow(BookingNotFoundError);
  });

  it("never matches a visitor's booking (no customer account) to a signed-in user", () => {
    expect(canReadBooking(as({ userId: 42 }), { providerId: 7, customerId: null })).toBe(false);
  });
});
