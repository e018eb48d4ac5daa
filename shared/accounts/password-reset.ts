// The "Forgot password?" forms' fields, shared by the forms (first check) and the server
// (the rule). A new password follows the sign-up rules; the server also refuses common ones.
import { z } from "zod";
import { accountEmail, newPassword } from "./sign-up.ts";

/** Longer than any token we make (43 characters): anything longer is refused as unknown. */
export const RESET_TOKEN_MAX_LENGTH = 512;

export const RESET_LINK_INVALID_MESSAGE =
  "This password reset link has expired or was already used. Ask for a new one.";

export const passwordResetRequestFields = z.object({
  email: z.string().trim().pipe(accountEmail),
});

export const passwordResetFields = z.object({
  // A malformed token is the same dead link as an unknown one, in the same words.
  token: z.string().max(RESET_TOKEN_MAX_LENGTH, RESET_LINK_INVALID_MESSAGE),
  password: newPassword,
});

export type PasswordResetRequestFields = z.input<typeof passwordResetRequestFields>;
export type PasswordResetFields = z.input<typeof passwordResetFields>;
