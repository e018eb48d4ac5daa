import { builder } from "../../builder.ts";
import { signIn, signOut } from "../../services/accounts/sign-in.ts";
import { InvalidCredentialsError, TooManySignInAttemptsError, ValidationError } from "../../services/errors.ts";

const RoleEnum = builder.enumType("Role", { values: ["ADMIN", "CUSTOMER", "PROVIDER"] as const });

export const UserNode = builder.prismaNode("User", {
  id: { field: "id" },
  // An account is visible to its owner and to staff, never to other visitors.
  authScopes: (user, ctx) => ctx.viewer?.userId === user.id || ctx.viewer?.role === "ADMIN",
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
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.userId } }) : null,
  }),
);

const SignInInput = builder.inputType("SignInInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
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
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: {
      types: [InvalidCredentialsError, TooManySignInAttemptsError, ValidationError],
      union: { name: "SignInResult" },
    },
    resolve: async (_root, { input }, ctx) => {
      const { userId, session } = await signIn(ctx, input);
      ctx.http.setSessionCookie(session);
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
