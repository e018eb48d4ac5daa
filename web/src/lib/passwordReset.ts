// The "Forgot password?" forms apart from React: their first checks, with the server's own
// schemas and words.
import { passwordResetFields, passwordResetRequestFields } from "../../../shared/accounts/password-reset";
import { fieldErrorsOf, type FieldErrors } from "./forms/fieldErrors";

export const REQUEST_FIELDS = ["email"] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

export const RESET_FIELDS = ["password"] as const;
export type ResetField = (typeof RESET_FIELDS)[number];

export type Check<F extends string, V> = { ok: true; input: V } | { ok: false; errors: FieldErrors<F> };

export function checkResetRequest(values: { email: string }): Check<RequestField, { email: string }> {
  const result = passwordResetRequestFields.safeParse(values);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues, REQUEST_FIELDS) };
}

/** The new password's first check; the token is the server's to judge (a dead link has its words). */
export function checkNewPassword(values: { password: string }): Check<ResetField, { password: string }> {
  const result = passwordResetFields.pick({ password: true }).safeParse(values);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues, RESET_FIELDS) };
}

/** What the sign-in page is told when a reset has just happened (router state). */
export const PASSWORD_RESET_STATE = { passwordReset: true } as const;

export function cameFromPasswordReset(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { passwordReset?: unknown }).passwordReset === true;
}
