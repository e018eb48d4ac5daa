import { builder } from "../../builder.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import {
  type AccountSession,
  listAccountSessions,
  signOutOtherSessions,
  signOutSession,
} from "../../services/accounts/account-sessions.ts";
import { changePassword } from "../../services/accounts/change-password.ts";
import { NotFoundError, TooManySignInAttemptsError, ValidationError } from "../../services/errors.ts";
import { UserNode } from "./user.ts";

const AccountSessionRef = builder.objectRef<AccountSession>("AccountSession").implement({
  description: "A browser or app the account is signed in on.",
  fields: (t) => ({
    id: t.exposeID("id", {
      description: "Names the session in signOutSession; it is not the session's cookie nor its key.",
    }),
    browser: t.exposeString("browser", { nullable: true, description: "From its User-Agent at sign-in, e.g. Chrome." }),
    os: t.exposeString("os", { nullable: true, description: "From its User-Agent at sign-in, e.g. macOS." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it signed in." }),
    lastUsedAt: t.expose("lastUsedAt", {
      type: "DateTime",
      description: "When it was last used, to within a few minutes.",
    }),
    current: t.exposeBoolean("current", { description: "The session this request came with." }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  sessions: t.field({
    type: [AccountSessionRef],
    description:
      "Where the account is signed in, most recently used first. Only the account itself reads them; " +
      "empty for anyone else.",
    resolve: (user, _args, ctx) => (ctx.viewer?.userId === user.id ? listAccountSessions(ctx) : []),
  }),
}));

const SignedOutSessionsPayload = builder
  .objectRef<{ userId: number; signedOutSessionIds: string[] }>("SignOutSessionsPayload")
  .implement({
    fields: (t) => ({
      signedOutSessionIds: t.exposeIDList("signedOutSessionIds", {
        description: "The sessions ended, as the sessions list names them.",
      }),
      viewer: t.prismaField({
        type: "User",
        nullable: true,
        description: "The account, still signed in here; null if this session was the one ended.",
        resolve: (query, payload, _args, ctx) =>
          ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: payload.userId } }) : null,
      }),
    }),
  });

const ChangePasswordPayload = builder.objectRef<{ otherSessionsEnded: number }>("ChangePasswordPayload").implement({
  fields: (t) => ({
    otherSessionsEnded: t.exposeInt("otherSessionsEnded", {
      description: "How many other sessions the change signed out.",
    }),
  }),
});

builder.mutationFields((t) => ({
  signOutSession: t.field({
    type: SignedOutSessionsPayload,
    description: "Ends one of the account's sessions (an id from User.sessions).",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("SignOutSessionInput", {
          fields: (f) => ({ id: f.id({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError, ValidationError], union: { name: "SignOutSessionResult" } },
    resolve: async (_root, { input }, ctx) => {
      const userId = ctx.viewer!.userId;
      const id = String(input.id);
      const wasCurrent = await signOutSession(ctx, { id });
      if (wasCurrent) ctx.http.setSessionCookie(null);
      return { userId, signedOutSessionIds: [id] };
    },
  }),
  signOutOtherSessions: t.field({
    type: SignedOutSessionsPayload,
    description: "Ends every session of the account but the one this request came with.",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      const ended = await signOutOtherSessions(ctx);
      return { userId: ctx.viewer!.userId, signedOutSessionIds: ended };
    },
  }),
  changePassword: t.field({
    type: ChangePasswordPayload,
    description:
      "Sets a new password (the current one is asked for, and guesses are throttled as sign-ins are). " +
      "Every other session is signed out.",
    authScopes: { signedIn: true },
    // Hashes passwords, like signIn.
    extensions: ONCE_PER_REQUEST,
    args: {
      input: t.arg({
        type: builder.inputType("ChangePasswordInput", {
          fields: (f) => ({
            currentPassword: f.string({ required: true }),
            newPassword: f.string({
              required: true,
              description: "At least 12 characters, and not a common password.",
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [TooManySignInAttemptsError, ValidationError],
      union: { name: "ChangePasswordResult" },
    },
    resolve: (_root, { input }, ctx) => changePassword(ctx, input, { clientAddress: ctx.http.clientAddress }),
  }),
}));
