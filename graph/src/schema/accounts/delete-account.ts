import { builder } from "../../builder.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import { deleteAccount } from "../../services/accounts/delete-account.ts";
import { ConflictError, ForbiddenError, TooManySignInAttemptsError, ValidationError } from "../../services/errors.ts";

const DeleteAccountInput = builder.inputType("DeleteAccountInput", {
  fields: (t) => ({
    password: t.string({ required: true, description: "The account's password again: the confirmation step." }),
  }),
});

const DeleteAccountPayload = builder.objectRef<{ deletedUserId: number }>("DeleteAccountPayload").implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
  }),
});

builder.mutationField("deleteAccount", (t) =>
  t.field({
    type: DeleteAccountPayload,
    description:
      "Deletes the signed-in customer's account and signs it out. Past bookings, schedules and payments are kept for " +
      "the accounts with the customer's personal fields blanked. Provider and staff accounts are refused (ForbiddenError); " +
      "so are customers with upcoming bookings or running schedules (ConflictError).",
    authScopes: { signedIn: true },
    // Checks a password, like signIn.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: DeleteAccountInput, required: true }) },
    errors: {
      types: [ValidationError, ForbiddenError, ConflictError, TooManySignInAttemptsError],
      union: { name: "DeleteAccountResult" },
    },
    resolve: async (_root, { input }, ctx) => {
      const deleted = await deleteAccount(ctx, input);
      ctx.http.setSessionCookie(null);
      return deleted;
    },
  }),
);
