import { builder } from "../../builder.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
  type TwoFactorEnrolment,
  verifySecondFactor,
} from "../../services/accounts/two-factor.ts";
import {
  ConflictError,
  ForbiddenError,
  InvalidCredentialsError,
  InvalidSecondFactorCodeError,
  TooManySignInAttemptsError,
  ValidationError,
} from "../../services/errors.ts";
import "./user.ts";

builder.prismaObjectFields("User", (t) => ({
  twoFactorEnabled: t.boolean({
    description: "Whether signing in asks for a code from an authenticator app.",
    select: { totpEnabledAt: true },
    resolve: (user) => user.totpEnabledAt !== null,
  }),
  secondFactorVerified: t.boolean({
    description: "Whether this session proved the second factor (false when read for another account).",
    resolve: (user, _args, ctx) => ctx.viewer?.userId === user.id && ctx.viewer.secondFactorAt !== null,
  }),
  recoveryCodesLeft: t.int({
    nullable: true,
    description: "Unused recovery codes; null unless this is the viewer's account with two-factor on.",
    select: { totpEnabledAt: true },
    resolve: (user, _args, ctx) =>
      ctx.viewer?.userId === user.id && user.totpEnabledAt
        ? ctx.db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })
        : null,
  }),
}));

const TwoFactorEnrolmentRef = builder.objectRef<TwoFactorEnrolment>("StartTwoFactorEnrolmentPayload").implement({
  description: "A new secret for the authenticator app; two-factor is on only once a code from it is confirmed.",
  fields: (t) => ({
    secret: t.exposeString("secret", { description: "Base32, for typing into the app by hand." }),
    otpauthUri: t.exposeString("otpauthUri"),
    qrCodeSvg: t.exposeString("qrCodeSvg", { description: "The otpauth URI as a QR code, an SVG document." }),
  }),
});

builder.mutationField("startTwoFactorEnrolment", (t) =>
  t.field({
    type: TwoFactorEnrolmentRef,
    description: "Starts setting up two-factor sign-in (ConflictError when it is already on).",
    authScopes: { signedIn: true },
    errors: { types: [ConflictError], union: { name: "StartTwoFactorEnrolmentResult" } },
    resolve: (_root, _args, ctx) => startTwoFactorEnrolment(ctx),
  }),
);

const CodeInputFields = { code: { description: "The authenticator's 6-digit code, or a recovery code." } };

const ConfirmTwoFactorEnrolmentInput = builder.inputType("ConfirmTwoFactorEnrolmentInput", {
  fields: (t) => ({ code: t.string({ required: true, description: "The authenticator's 6-digit code." }) }),
});

const ConfirmTwoFactorEnrolmentPayload = builder
  .objectRef<{ userId: number; recoveryCodes: string[] }>("ConfirmTwoFactorEnrolmentPayload")
  .implement({
    fields: (t) => ({
      recoveryCodes: t.exposeStringList("recoveryCodes", {
        description: "Ten single-use codes for when the phone is lost; shown this once.",
      }),
      viewer: t.prismaField({
        type: "User",
        resolve: (query, payload, _args, ctx) =>
          ctx.db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });

const codeErrors = [ValidationError, InvalidSecondFactorCodeError, TooManySignInAttemptsError];

builder.mutationField("confirmTwoFactorEnrolment", (t) =>
  t.field({
    type: ConfirmTwoFactorEnrolmentPayload,
    description:
      "Turns two-factor sign-in on once a code from the new secret matches; this session counts as verified.",
    authScopes: { signedIn: true },
    // Checks a code: one per request, like signIn's password.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: ConfirmTwoFactorEnrolmentInput, required: true }) },
    errors: { types: [...codeErrors, ConflictError], union: { name: "ConfirmTwoFactorEnrolmentResult" } },
    resolve: async (_root, { input }, ctx) => {
      const recoveryCodes = await confirmTwoFactorEnrolment(ctx, input);
      return { userId: ctx.viewer!.userId, recoveryCodes };
    },
  }),
);

const ViewerPayload = builder.objectRef<{ userId: number }>("VerifySecondFactorPayload").implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: "User",
      resolve: (query, payload, _args, ctx) =>
        ctx.db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

const VerifySecondFactorInput = builder.inputType("VerifySecondFactorInput", {
  fields: (t) => ({ code: t.string({ required: true, ...CodeInputFields.code }) }),
});

builder.mutationField("verifySecondFactor", (t) =>
  t.field({
    type: ViewerPayload,
    description:
      "Proves the second factor for this session: staff who signed in without a code, and staff confirming a refund, " +
      "an approval or a partner token. A recovery code works once.",
    authScopes: { signedIn: true },
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: VerifySecondFactorInput, required: true }) },
    errors: { types: codeErrors, union: { name: "VerifySecondFactorResult" } },
    resolve: async (_root, { input }, ctx) => {
      await verifySecondFactor(ctx, input);
      return { userId: ctx.viewer!.userId };
    },
  }),
);

const RegenerateRecoveryCodesInput = builder.inputType("RegenerateRecoveryCodesInput", {
  fields: (t) => ({ code: t.string({ required: true, ...CodeInputFields.code }) }),
});

const RegenerateRecoveryCodesPayload = builder
  .objectRef<{ recoveryCodes: string[] }>("RegenerateRecoveryCodesPayload")
  .implement({
    fields: (t) => ({
      recoveryCodes: t.exposeStringList("recoveryCodes", {
        description: "Ten new single-use codes, shown this once; the earlier ones no longer work.",
      }),
    }),
  });

builder.mutationField("regenerateRecoveryCodes", (t) =>
  t.field({
    type: RegenerateRecoveryCodesPayload,
    authScopes: { signedIn: true },
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: RegenerateRecoveryCodesInput, required: true }) },
    errors: { types: codeErrors, union: { name: "RegenerateRecoveryCodesResult" } },
    resolve: async (_root, { input }, ctx) => ({ recoveryCodes: await regenerateRecoveryCodes(ctx, input) }),
  }),
);

const DisableTwoFactorInput = builder.inputType("DisableTwoFactorInput", {
  fields: (t) => ({
    code: t.string({ required: true, ...CodeInputFields.code }),
    password: t.string({ required: true, description: "The account's password again." }),
  }),
});

const DisableTwoFactorPayload = builder.objectRef<{ userId: number }>("DisableTwoFactorPayload").implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: "User",
      resolve: (query, payload, _args, ctx) =>
        ctx.db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

builder.mutationField("disableTwoFactor", (t) =>
  t.field({
    type: DisableTwoFactorPayload,
    description:
      "Turns two-factor sign-in off, with the password and a code. Refused to staff accounts (ForbiddenError).",
    authScopes: { signedIn: true },
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: DisableTwoFactorInput, required: true }) },
    errors: {
      types: [...codeErrors, InvalidCredentialsError, ForbiddenError],
      union: { name: "DisableTwoFactorResult" },
    },
    resolve: async (_root, { input }, ctx) => {
      await disableTwoFactor(ctx, input);
      return { userId: ctx.viewer!.userId };
    },
  }),
);
