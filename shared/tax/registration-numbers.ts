// A provider's tax registrations as they type them, checked and put in one form: the GST/HST
// program account (the nine-digit business number, whose last digit is a Luhn check digit,
// then RT and four digits), Québec's QST number (ten digits, TQ, four digits) and a provincial
// sales tax number. Spaces and dashes are ignored and letters upper-cased; an empty field
// means not registered. One schema for the form and the server. Pure: no server or browser code.
import { z } from "zod";

export const GST_HST_NUMBER_WORDS = "Enter your GST/HST number as 9 digits, RT and 4 digits, e.g. 123456782 RT 0001.";
export const GST_HST_CHECK_WORDS = "That business number is not valid: check its 9 digits.";
export const QST_NUMBER_WORDS = "Enter your QST number as 10 digits, TQ and 4 digits, e.g. 1234567890 TQ 0001.";
export const PST_NUMBER_WORDS =
  "Enter your PST number as it appears on your registration (3 to 20 letters and digits).";

/** Luhn's check (mod 10), as the business number's ninth digit makes it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const compact = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/** A field that is empty (not registered) or, once compacted, matches `shape`. */
function registrationNumber(shape: RegExp, words: string, maxInput = 40) {
  return z
    .string(words)
    .max(maxInput, words)
    .transform(compact)
    .refine((value) => value === "" || shape.test(value), words)
    .transform((value) => (value === "" ? null : value));
}

export const taxProfileFields = z.object({
  gstHstNumber: registrationNumber(/^[0-9]{9}RT[0-9]{4}$/, GST_HST_NUMBER_WORDS).refine(
    (value) => value === null || passesLuhn(value.slice(0, 9)),
    GST_HST_CHECK_WORDS,
  ),
  qstNumber: registrationNumber(/^[0-9]{10}TQ[0-9]{4}$/, QST_NUMBER_WORDS),
  pstNumber: registrationNumber(/^[A-Z0-9]{3,20}$/, PST_NUMBER_WORDS),
});

export type TaxProfileInput = z.input<typeof taxProfileFields>;
export type TaxProfile = z.output<typeof taxProfileFields>;

/** "123456782RT0001" as receipts print it: "123456782 RT 0001". */
export function displayRegistrationNumber(value: string): string {
  const match = /^([0-9]{9,10})([A-Z]{2})([0-9]{4})$/.exec(value);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : value;
}
