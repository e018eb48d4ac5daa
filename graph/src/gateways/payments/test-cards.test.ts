import { describe, expect, it } from "vitest";
import {
  CARD_DECLINED,
  classifyTestCard,
  INCORRECT_NUMBER,
  INSUFFICIENT_FUNDS,
  NOT_A_TEST_CARD,
  passesLuhn,
} from "./test-cards.ts";

describe("classifyTestCard", () => {
  it.each([
    ["4242 4242 4242 4242", "visa", "4242"],
    ["4242424242424242", "visa", "4242"],
    [" 4242  4242 4242 4242 ", "visa", "4242"],
    ["5555 5555 5555 4444", "mastercard", "4444"],
    ["3782 822463 10005", "amex", "0005"],
  ])("pays with Stripe's succeeding card %s", (number, brand, last4) => {
    expect(classifyTestCard(number)).toEqual({ outcome: "succeeded", brand, last4 });
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "generic_decline", CARD_DECLINED],
    ["4000 0000 0000 9995", "card_declined", "insufficient_funds", INSUFFICIENT_FUNDS],
    ["4000 0000 0000 9987", "card_declined", "lost_card", CARD_DECLINED],
    ["4000 0000 0000 0069", "expired_card", "expired_card", "Your card has expired."],
    ["4000 0000 0000 0127", "incorrect_cvc", "incorrect_cvc", "Your card's security code is incorrect."],
  ])("declines Stripe's declining card %s in Stripe's words", (number, code, declineCode, message) => {
    expect(classifyTestCard(number)).toMatchObject({ outcome: "failed", code, declineCode, message });
  });

  it.each([
    ["4242 4242 4242 4241", "fails the Luhn check"],
    ["4242", "is too short"],
    ["4242 4242 4242 4242 4242 4", "is too long"],
    ["4242-4242-4242-4242", "has dashes"],
    ["4242 4242 abcd 4242", "has letters"],
    ["", "is empty"],
    [`4242${" ".repeat(100)}424242424242`, "is too long to be typed into a card field"],
  ])("calls a number that %s incorrect", (number) => {
    expect(classifyTestCard(number)).toEqual({
      outcome: "failed",
      code: "incorrect_number",
      declineCode: null,
      message: INCORRECT_NUMBER,
      brand: null,
      last4: null,
    });
  });

  it("declines a real-looking card that is none of Stripe's, saying which to use", () => {
    // 4111 1111 1111 1111 passes Luhn but is not a Stripe test card.
    expect(classifyTestCard("4111 1111 1111 1111")).toEqual({
      outcome: "failed",
      code: "card_declined",
      declineCode: "generic_decline",
      message: NOT_A_TEST_CARD,
      brand: "visa",
      last4: "1111",
    });
    expect(NOT_A_TEST_CARD).toBe(
      "Your card was declined. In test mode, use a Stripe test card such as 4242 4242 4242 4242.",
    );
  });
});

describe("passesLuhn", () => {
  it("accepts every listed Stripe card and refuses a changed digit", () => {
    for (const number of [
      "4242424242424242",
      "4000000000000002",
      "4000000000009995",
      "378282246310005",
      "36227206271667",
    ]) {
      expect(passesLuhn(number)).toBe(true);
      const changed = number.slice(0, -1) + String((Number(number.at(-1)) + 1) % 10);
      expect(passesLuhn(changed)).toBe(false);
    }
  });
});
