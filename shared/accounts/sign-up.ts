// The sign-up form's fields and rules, shared by the form (first check) and the server
// (the rule). The server also refuses common passwords: that list is too large to ship.
import { z } from "zod";
import { storableText } from "../validation/text.ts";

export const MIN_PASSWORD_LENGTH = 12;
/** Longest password accepted: Argon2 would hash more, but nobody types it. */
export const MAX_PASSWORD_LENGTH = 256;

export const EMAIL_MESSAGE = "Please enter a valid email address";
export const NAME_MESSAGE = "Please enter your name";
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Please choose another.";

export const accountEmail = z
  .email(EMAIL_MESSAGE)
  .max(254, EMAIL_MESSAGE)
  .transform((email) => email.toLowerCase());

export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const signUpFields = z.object({
  email: z.string().trim().pipe(accountEmail),
  name: storableText(100).min(1, NAME_MESSAGE),
  password: newPassword,
});
