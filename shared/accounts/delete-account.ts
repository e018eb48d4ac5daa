// The account deletion form's one field, shared by the form (first check) and the server
// (the rule). Re-entering the password is the confirmation step: a session left open on a
// shared computer, or a stolen cookie, cannot delete the account on its own.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "./sign-up.ts";

export const DELETE_ACCOUNT_PASSWORD_MESSAGE = "Please enter your password to confirm";

export const deleteAccountFields = z.object({
  password: z
    .string({ error: DELETE_ACCOUNT_PASSWORD_MESSAGE })
    .min(1, DELETE_ACCOUNT_PASSWORD_MESSAGE)
    .max(MAX_PASSWORD_LENGTH, DELETE_ACCOUNT_PASSWORD_MESSAGE),
});

export type DeleteAccountFields = z.input<typeof deleteAccountFields>;
