// Two-factor sign-in rules both sides read: the code a form accepts, and how long a proof of
// the second factor lets staff take the actions that move money or let someone in.

/** A staff session's proof of its second factor covers refunds, approvals and partner tokens this long. */
export const STEP_UP_MAX_AGE_MS = 10 * 60 * 1000;

/** Digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;

/** Recovery codes made at enrolment (and each time they are replaced). */
export const RECOVERY_CODE_COUNT = 10;

/** Longest code a form sends: a recovery code with room for spaces a person typed. */
export const MAX_SECOND_FACTOR_CODE_LENGTH = 32;

/** A TOTP code: six digits once spaces are gone (apps show "123 456"). */
export function isTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s+/g, ""));
}

/**
 * A recovery code as it is hashed: lower case, without the hyphen and spaces a person may
 * type or leave out, so "ABCDE-FGHIJ", "abcde fghij" and "abcdefghij" are one code.
 */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}
