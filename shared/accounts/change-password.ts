// The password form's fields and rules, shared by the account page (first check) and the
// server (the rule). The new password's rules are sign-up's; the server also refuses common
// passwords, a list too large to ship.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, newPassword } from "./sign-up.ts";

export const CURRENT_PASSWORD_MESSAGE = "Please enter your current password";

export const changePasswordFields = z.object({
  currentPassword: z.string().min(1, CURRENT_PASSWORD_MESSAGE).max(MAX_PASSWORD_LENGTH),
  newPassword,
});
