// The email address form's fields, shared by the form (first check) and the server (the
// rule). The current password is asked again: a session left open on a shared computer, or
// a stolen cookie, must not be enough to move the account to someone else's address.
import { z } from "zod";
import { accountEmail, MAX_PASSWORD_LENGTH } from "./sign-up.ts";

export const CURRENT_PASSWORD_MESSAGE = "Please enter your current password";
export const VERIFICATION_LINK_MESSAGE = "This link is not valid. Ask for a new one from your account page.";

export const changeEmailFields = z.object({
  newEmail: z.string().trim().pipe(accountEmail),
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_MESSAGE })
    .min(1, CURRENT_PASSWORD_MESSAGE)
    .max(MAX_PASSWORD_LENGTH, CURRENT_PASSWORD_MESSAGE),
});

export type ChangeEmailFields = z.input<typeof changeEmailFields>;

// Links carry 43 characters; anything much longer is no link of ours and is refused unread.
export const verifyEmailFields = z.object({
  token: z.string({ error: VERIFICATION_LINK_MESSAGE }).max(256, VERIFICATION_LINK_MESSAGE),
});
