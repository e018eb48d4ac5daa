import { builder } from "../../builder.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import {
  changeEmail,
  pendingEmailOf,
  resendEmailVerification,
  verifyEmail,
  type VerifiedEmail,
} from "../../services/accounts/email-verification.ts";
import {
  ConflictError,
  EmailUnavailableError,
  RateLimitedError,
  TooManySignInAttemptsError,
  ValidationError,
} from "../../services/errors.ts";
import { UserNode } from "./user.ts";

builder.prismaObjectFields(UserNode, (t) => ({
  emailVerified: t.boolean({
    description: "The account's email address was confirmed through a link sent to it.",
    select: { emailVerifiedAt: true },
    resolve: (user) => user.emailVerifiedAt !== null,
  }),
  pendingEmail: t.string({
    nullable: true,
    description:
      "The address the account asked to move to, waiting for its link to be followed; null when none waits. " +
      "Only the account itself reads it.",
    select: { email: true },
    resolve: (user, _args, ctx) =>
      ctx.viewer?.userId === user.id ? pendingEmailOf(ctx.db, ctx.clock.now(), user) : null,
  }),
}));

const VerifyEmailInput = builder.inputType("VerifyEmailInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The token from the emailed link (/verify-email/<token>)." }),
  }),
});

const VerifyEmailPayload = builder.objectRef<VerifiedEmail>("VerifyEmailPayload").implement({
  fields: (t) => ({
    email: t.exposeString("email", { description: "The address now confirmed (the account's, after a change)." }),
    emailChanged: t.exposeBoolean("emailChanged", {
      description: "The link moved the account to this address rather than confirming its own.",
    }),
    viewer: t.prismaField({
      type: "User",
      nullable: true,
      description: "The signed-in account as it is now, when the link was its own; null otherwise.",
      resolve: (query, payload, _args, ctx) =>
        ctx.viewer?.userId === payload.userId
          ? ctx.db.user.findUnique({ ...query, where: { id: payload.userId } })
          : null,
    }),
  }),
});

builder.mutationField("verifyEmail", (t) =>
  t.field({
    type: VerifyEmailPayload,
    description:
      "Follows an emailed link: confirms the account's address, or moves the account to the new address it was " +
      "sent to. Needs no session. A link that is unknown, used or expired is a ValidationError; a new address " +
      "another account took meanwhile is an EmailUnavailableError.",
    authScopes: { public: true },
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    errors: { types: [ValidationError, EmailUnavailableError], union: { name: "VerifyEmailResult" } },
    resolve: (_root, { input }, ctx) => verifyEmail(ctx, input),
  }),
);

const EmailLinkSentPayload = builder.objectRef<{ userId: number; sentTo: string }>("EmailLinkSentPayload").implement({
  fields: (t) => ({
    sentTo: t.exposeString("sentTo", { description: "Where the link was sent." }),
    viewer: t.prismaField({
      type: "User",
      resolve: (query, payload, _args, ctx) =>
        ctx.db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

builder.mutationField("resendEmailVerification", (t) =>
  t.field({
    type: EmailLinkSentPayload,
    description:
      "Mails the signed-in account a new link: to the address it is moving to when a change waits, else to its " +
      "own unconfirmed address (ConflictError when already confirmed). A few an hour (RateLimitedError).",
    authScopes: { signedIn: true },
    errors: { types: [ConflictError, RateLimitedError], union: { name: "ResendEmailVerificationResult" } },
    resolve: async (_root, _args, ctx) => {
      const { sentTo } = await resendEmailVerification(ctx);
      return { userId: ctx.viewer!.userId, sentTo };
    },
  }),
);

const ChangeEmailInput = builder.inputType("ChangeEmailInput", {
  fields: (t) => ({
    newEmail: t.string({ required: true }),
    currentPassword: t.string({ required: true, description: "The account's password again." }),
  }),
});

builder.mutationField("changeEmail", (t) =>
  t.field({
    type: EmailLinkSentPayload,
    description:
      "Asks to move the signed-in account to a new address: a link is mailed there, and the account's address " +
      "changes only when it is followed (verifyEmail). Needs the current password.",
    authScopes: { signedIn: true },
    // Checks a password, like signIn.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: ChangeEmailInput, required: true }) },
    errors: {
      types: [ValidationError, EmailUnavailableError, TooManySignInAttemptsError, RateLimitedError],
      union: { name: "ChangeEmailResult" },
    },
    resolve: async (_root, { input }, ctx) => {
      const { pendingEmail } = await changeEmail(ctx, input);
      return { userId: ctx.viewer!.userId, sentTo: pendingEmail };
    },
  }),
);
