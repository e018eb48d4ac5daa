// The sign-up form apart from React: its check (the server's schema, so the same messages)
// and where a new account goes next.
import { signUpFields } from "../../../../shared/accounts/sign-up";
import { fieldErrorsOf, type FieldErrors } from "../../lib/forms/fieldErrors";
import { safeNextPath } from "../../lib/safeNextPath";

/** The fields, in the order the form shows them. */
export const SIGN_UP_FIELDS = ["email", "name", "password"] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpValues = Record<SignUpField, string>;

export type SignUpCheck = { ok: true; input: SignUpValues } | { ok: false; errors: FieldErrors<SignUpField> };

/**
 * The first check, in the browser: the server's own rules and words. The server also
 * refuses common passwords; its list stays there.
 */
export function checkSignUp(values: SignUpValues): SignUpCheck {
  const result = signUpFields.safeParse(values);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues, SIGN_UP_FIELDS) };
}

/** Where to go once signed up: like after signing in, and never back to this form. */
export function signUpNextPath(next: string | null | undefined): string {
  const path = safeNextPath(next);
  return new URL(path, "http://site.invalid").pathname === "/sign-up" ? "/" : path;
}
