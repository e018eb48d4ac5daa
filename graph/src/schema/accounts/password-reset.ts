import { builder } from "../../builder.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import { requestPasswordReset, resetPassword } from "../../services/accounts/password-reset.ts";
import { TooManySignInAttemptsError, ValidationError } from "../../services/errors.ts";

const RequestPasswordResetInput = builder.inputType("RequestPasswordResetInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
  }),
});

const RequestPasswordResetPayload = builder.objectRef<{ accepted: true }>("RequestPasswordResetPayload").implement({
  fields: (t) => ({
    accepted: t.boolean({
      description: "Always true: the answer does not say whether an account uses the address.",
      resolve: () => true,
    }),
  }),
});

builder.mutationField("requestPasswordReset", (t) =>
  t.field({
    type: RequestPasswordResetPayload,
    description:
      "Emails a password-reset link (one use, 30 minutes) if an account uses the address. The answer is the same " +
      "either way; refused only for a malformed address or too many requests.",
    authScopes: { public: true },
    // Each one may send an email: one per request, so a request cannot send a batch.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    errors: {
      types: [ValidationError, TooManySignInAttemptsError],
      union: { name: "RequestPasswordResetResult" },
    },
    resolve: (_root, { input }, ctx) => requestPasswordReset(ctx, input, { clientAddress: ctx.http.clientAddress }),
  }),
);

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The token in the emailed link's path." }),
    password: t.string({ required: true, description: "At least 12 characters, and not a common password." }),
  }),
});

const ResetPasswordPayload = builder.objectRef<{ userId: number }>("ResetPasswordPayload").implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
  }),
});

builder.mutationField("resetPassword", (t) =>
  t.field({
    type: ResetPasswordPayload,
    description:
      "Sets a new password through a reset link and signs the account out everywhere; nobody is signed in. A dead " +
      "link (expired, used, unknown) is a ValidationError on `token`; a refused password leaves the link working.",
    authScopes: { public: true },
    // Hashes a password, like signIn.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    errors: {
      types: [ValidationError, TooManySignInAttemptsError],
      union: { name: "ResetPasswordResult" },
    },
    resolve: async (_root, { input }, ctx) => {
      const reset = await resetPassword(ctx, input, { clientAddress: ctx.http.clientAddress });
      // This browser's session, if it was the account's, ended with the others.
      if (ctx.viewer?.userId === reset.userId) ctx.http.setSessionCookie(null);
      return reset;
    },
  }),
);
