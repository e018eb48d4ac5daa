// Stripe's test card numbers, answered as Stripe answers them, for the offline test-mode
// gateway. The words are Stripe's own (docs.stripe.com/testing, /declines/codes): the
// checkout shows them to the payer exactly as it would show Stripe's.
import type Stripe from "stripe";

export type TestCardResult =
  | { outcome: "succeeded"; brand: CardBrand; last4: string }
  | {
      outcome: "failed";
      /** Stripe's error code: `card_declined`, `expired_card`, `incorrect_number`... */
      code: Stripe.PaymentIntent.LastPaymentError.Code;
      /** The issuer's reason, for declines (`generic_decline`, `insufficient_funds`...). */
      declineCode: string | null;
      message: string;
      /** Null when the number is not a card at all: nothing reached an issuer. */
      brand: CardBrand | null;
      last4: string | null;
    };

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay";

export const CARD_DECLINED = "Your card was declined.";
export const INSUFFICIENT_FUNDS = "Your card has insufficient funds.";
export const INCORRECT_NUMBER = "Your card number is incorrect.";
/** Any real-looking number that is not one of Stripe's: no real card is charged in test mode. */
export const NOT_A_TEST_CARD =
  "Your card was declined. In test mode, use a Stripe test card such as 4242 4242 4242 4242.";

/** A card number as typed is at most 19 digits with a space every four; more is not a card. */
export const MAX_CARD_NUMBER_LENGTH = 40;

/** Stripe's cards that pay, by brand (docs.stripe.com/testing#cards). */
const SUCCEEDING: Record<string, CardBrand> = {
  "4242424242424242": "visa",
  "4000056655665556": "visa",
  "5555555555554444": "mastercard",
  "2223003122003222": "mastercard",
  "5200828282828210": "mastercard",
  "5105105105105100": "mastercard",
  "378282246310005": "amex",
  "371449635398431": "amex",
  "6011111111111117": "discover",
  "6011000990139424": "discover",
  "3056930009020004": "diners",
  "36227206271667": "diners",
  "3566002020360505": "jcb",
  "6200000000000005": "unionpay",
};

/** Stripe's cards that are declined, with the code, reason and words Stripe answers. */
const DECLINING: Record<
  string,
  { code: Stripe.PaymentIntent.LastPaymentError.Code; declineCode: string | null; message: string }
> = {
  "4000000000000002": { code: "card_declined", declineCode: "generic_decline", message: CARD_DECLINED },
  "4000000000009995": { code: "card_declined", declineCode: "insufficient_funds", message: INSUFFICIENT_FUNDS },
  // Stripe does not tell the payer that a card was reported lost or stolen.
  "4000000000009987": { code: "card_declined", declineCode: "lost_card", message: CARD_DECLINED },
  "4000000000009979": { code: "card_declined", declineCode: "stolen_card", message: CARD_DECLINED },
  "4000000000000069": { code: "expired_card", declineCode: "expired_card", message: "Your card has expired." },
  "4000000000000127": {
    code: "incorrect_cvc",
    declineCode: "incorrect_cvc",
    message: "Your card's security code is incorrect.",
  },
  "4000000000000119": {
    code: "processing_error",
    declineCode: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

/**
 * What paying with `cardNumber` does in test mode. Spaces are ignored, as in Stripe's card
 * field; anything else that is not 12 to 19 digits passing the Luhn check is an incorrect
 * number, and a valid number that is none of Stripe's test cards is declined.
 */
export function classifyTestCard(cardNumber: string): TestCardResult {
  const digits = cardNumber.length <= MAX_CARD_NUMBER_LENGTH ? cardNumber.replace(/\s+/g, "") : "";
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return {
      outcome: "failed",
      code: "incorrect_number",
      declineCode: null,
      message: INCORRECT_NUMBER,
      brand: null,
      last4: null,
    };
  }
  const last4 = digits.slice(-4);
  const brand = SUCCEEDING[digits];
  if (brand) return { outcome: "succeeded", brand, last4 };
  const decline = DECLINING[digits];
  if (decline) return { outcome: "failed", ...decline, brand: "visa", last4 };
  return {
    outcome: "failed",
    code: "card_declined",
    declineCode: "generic_decline",
    message: NOT_A_TEST_CARD,
    brand: brandOf(digits),
    last4,
  };
}

/** The check digit every card number carries: catches a mistyped digit or two swapped. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): CardBrand | null {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^(36|30[0-5]|38)/.test(digits)) return "diners";
  if (/^35/.test(digits)) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  return null;
}
