import { z } from "zod";
import type { Context } from "../../context.ts";
import { InvalidCredentialsError, parseInput } from "../errors.ts";
import { MAX_PASSWORD_LENGTH, verifyAgainstDummy, verifyPassword } from "./password.ts";
import { endSession, type NewSession, startSession } from "./sessions.ts";
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn } from "./sign-in-throttle.ts";

export const signInInput = z.object({
  email: z
    .email("Please enter a valid email address")
    .max(254)
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1, "Please enter your password").max(MAX_PASSWORD_LENGTH),
});

export type SignInInput = z.input<typeof signInInput>;

/** Checks the credentials and starts a session: the user's id, and the session for the edge's cookie. */
export async function signIn(ctx: Context, input: SignInInput): Promise<{ userId: number; session: NewSession }> {
  const { email, password } = parseInput(signInInput, input);
  await assertSignInAllowed(ctx, email);
  const user = await ctx.db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, role: true, providerId: true, passwordHash: true },
  });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await recordFailedSignIn(ctx, email);
    throw new InvalidCredentialsError();
  }
  await clearFailedSignIns(ctx, email);
  const session = await startSession(ctx, user);
  return { userId: user.id, session };
}

export async function signOut(ctx: Context): Promise<void> {
  await endSession(ctx);
}
