import { builder } from "../../builder.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import type { User } from "../../generated/prisma/client.ts";
import type { Viewer } from "../../services/accounts/viewer.ts";
import { fieldsSelectedAt } from "../selection.ts";
import { canReadUser } from "../../services/accounts/access.ts";
import { readableBy } from "../node.ts";
import { DEVICE_COOKIE, deviceCookieHeader } from "../../http/device-cookie.ts";
import { signIn, signOut } from "../../services/accounts/sign-in.ts";
import { signUp } from "../../services/accounts/sign-up.ts";
import {
  EmailUnavailableError,
  InvalidCredentialsError,
  InvalidSecondFactorCodeError,
  SecondFactorRequiredError,
  TooManySignInAttemptsError,
  ValidationError,
} from "../../services/errors.ts";

const RoleEnum = builder.enumType("Role", { values: ["ADMIN", "CUSTOMER", "PROVIDER"] as const });

export const UserNode = builder.prismaNode("User", {
  id: { field: "id" },
  nullable: true,
  ...readableBy<User>((user, ctx) => canReadUser(ctx, user)),
  fields: (t) => ({
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    role: t.field({ type: RoleEnum, resolve: (user) => user.role }),
    provider: t.relation("provider", {
      nullable: true,
      description: "The provider this account acts for (PROVIDER accounts only).",
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null.",
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx, info) => {
      const viewer = ctx.viewer;
      if (!viewer) return null;
      if (isAnsweredBySession(fieldsSelectedAt(info, []))) return userFromSession(viewer);
      return ctx.db.user.findUnique({ ...query, where: { id: viewer.userId } });
    },
  }),
);

/**
 * The User fields the session's own statement has read (services/accounts/sessions.ts joins
 * the account by primary key in the same request), and those that read nothing of the row
 * but its id. A viewer selection within them — the header's name, the booking dialog's name,
 * email and last address — is answered without reading the account a second time.
 */
const ANSWERED_BY_SESSION: ReadonlySet<string> = new Set([
  "__typename",
  "id",
  "email",
  "name",
  "role",
  "lastServiceAddress",
]);

function isAnsweredBySession(selected: ReadonlySet<string>): boolean {
  for (const name of selected) if (!ANSWERED_BY_SESSION.has(name)) return false;
  return true;
}

/** The account as the session read it: only ANSWERED_BY_SESSION's columns are ever read from it. */
function userFromSession(viewer: Viewer): User {
  const { userId: id, email, name, role, providerId } = viewer;
  return { id, email, name, role, providerId } as User;
}

const SignInInput = builder.inputType("SignInInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    code: t.string({
      description: "For an account with two-factor sign-in on: the authenticator's 6-digit code, or a recovery code.",
    }),
  }),
});

const SignInPayload = builder.objectRef<{ userId: number }>("SignInPayload").implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: "User",
      resolve: (query, payload, _args, ctx) =>
        ctx.db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

builder.mutationField("signIn", (t) =>
  t.field({
    type: SignInPayload,
    authScopes: { public: true },
    // Each sign-in hashes a password: one per request, so a request cannot spray passwords.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: {
      types: [
        InvalidCredentialsError,
        SecondFactorRequiredError,
        InvalidSecondFactorCodeError,
        TooManySignInAttemptsError,
        ValidationError,
      ],
      union: { name: "SignInResult" },
    },
    resolve: async (_root, { input }, ctx) => {
      const { userId, session, device } = await signIn(ctx, input, {
        clientAddress: ctx.http.clientAddress,
        deviceToken: ctx.http.cookie(DEVICE_COOKIE) ?? null,
        userAgent: ctx.http.userAgent,
      });
      ctx.http.setSessionCookie(session);
      ctx.http.appendSetCookie(deviceCookieHeader(device, { secure: ctx.http.secureCookies }));
      return { userId };
    },
  }),
);

const SignUpInput = builder.inputType("SignUpInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    password: t.string({ required: true, description: "At least 12 characters, and not a common password." }),
  }),
});

builder.mutationField("signUp", (t) =>
  t.field({
    type: SignInPayload,
    description: "Creates a customer account and signs it in.",
    authScopes: { public: true },
    // Hashes a password, like signIn.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    errors: {
      types: [EmailUnavailableError, TooManySignInAttemptsError, ValidationError],
      union: { name: "SignUpResult" },
    },
    resolve: async (_root, { input }, ctx) => {
      const { userId, session, device } = await signUp(ctx, input, {
        clientAddress: ctx.http.clientAddress,
        deviceToken: null,
        userAgent: ctx.http.userAgent,
      });
      ctx.http.setSessionCookie(session);
      ctx.http.appendSetCookie(deviceCookieHeader(device, { secure: ctx.http.secureCookies }));
      return { userId };
    },
  }),
);

const SignOutPayload = builder.objectRef<{ success: boolean }>("SignOutPayload").implement({
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

builder.mutationField("signOut", (t) =>
  t.field({
    type: SignOutPayload,
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      await signOut(ctx);
      ctx.http.setSessionCookie(null);
      return { success: true };
    },
  }),
);
