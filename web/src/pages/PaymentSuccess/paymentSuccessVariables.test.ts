import { describe, expect, it } from "vitest";
import { paymentSuccessVariables } from "./paymentSuccessVariables";

const params = (search: string) => new URLSearchParams(search);

describe("paymentSuccessVariables", () => {
  it("asks for a booking's or a schedule's outcome for someone signed in", () => {
    expect(paymentSuccessVariables(params("?bookingId=12&redirect_status=succeeded"), true)).toEqual({
      bookingId: "12",
      scheduleId: null,
      withOutcome: true,
    });
    expect(paymentSuccessVariables(params("?scheduleId=3"), true)).toEqual({
      bookingId: null,
      scheduleId: "3",
      withOutcome: true,
    });
  });

  it("asks for no outcome for a visitor, or without a payment in the URL", () => {
    expect(paymentSuccessVariables(params("?bookingId=12"), false).withOutcome).toBe(false);
    expect(paymentSuccessVariables(params(""), true)).toEqual({
      bookingId: null,
      scheduleId: null,
      withOutcome: false,
    });
  });
});
