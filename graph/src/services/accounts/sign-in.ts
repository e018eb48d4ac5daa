import { z } from "zod";
import { accountEmail } from "../../../../shared/accounts/sign-up.ts";
import type { Context } from "../../context.ts";
import {
  InvalidCredentialsError,
  InvalidSecondFactorCodeError,
  parseInput,
  SecondFactorRequiredError,
} from "../errors.ts";
import { MAX_PASSWORD_LENGTH, verifyAgainstDummy, verifyPassword } from "./password.ts";
import { endSession, type NewSession, startSession } from "./sessions.ts";
import { recordSuccessfulSignIn, reserveSignInAttempt, signInThrottleKeys } from "./sign-in-throttle.ts";
import { type NewTrustedDevice, trustDevice, trustedDeviceId } from "./trusted-devices.ts";
import { secondFactorCode, secondFactorMatches } from "./two-factor.ts";

export const signInInput = z.object({
  email: accountEmail,
  password: z.string().min(1, "Please enter your password").max(MAX_PASSWORD_LENGTH),
  /** An authenticator's code or a recovery code, for an account with two-factor on. */
  code: secondFactorCode.nullish(),
});

export type SignInInput = z.input<typeof signInInput>;

/** Where an attempt comes from, as the door that received it knows it. */
export interface SignInOrigin {
  /** The caller's network address; null when there is none (in-process calls). */
  clientAddress: string | null;
  /** The token of the device cookie the browser sent, if any. */
  deviceToken: string | null;
  /** The browser's User-Agent, kept with the session to name it in the sessions list. */
  userAgent?: string | null;
}

export interface SignedIn {
  userId: number;
  /** For the edge's session cookie. */
  session: NewSession;
  /** For the edge's device cookie: this browser is now trusted for the account. */
  device: NewTrustedDevice;
}

/**
 * Checks the credentials and starts a session. An attempt is reserved with the throttle
 * before the password is checked, so a refused attempt checks nothing, not even a right one.
 * With two-factor on, a right password and no code makes no session (SecondFactorRequired)
 * and keeps its attempt counted, as does a wrong code: guessing codes costs what guessing
 * passwords does, and a code-less request cannot reset the count.
 */
export async function signIn(ctx: Context, input: SignInInput, origin: SignInOrigin): Promise<SignedIn> {
  const { email, password, code } = parseInput(signInInput, input);
  const user = await ctx.db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      providerId: true,
      passwordHash: true,
      totpSecret: true,
      totpEnabledAt: true,
    },
  });
  const deviceId = await trustedDeviceId(ctx, origin.deviceToken, user?.id);
  const keys = signInThrottleKeys({ email, clientAddress: origin.clientAddress, trustedDeviceId: deviceId });
  await reserveSignInAttempt(ctx, keys);

  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  // A failure keeps its reserved attempt: that is what counts it.
  if (!user || !valid) throw new InvalidCredentialsError();
  let secondFactorAt: Date | null = null;
  if (user.totpEnabledAt) {
    if (!code) throw new SecondFactorRequiredError();
    const now = ctx.clock.now();
    if (!(await secondFactorMatches(ctx.db, user, code, now))) throw new InvalidSecondFactorCodeError();
    secondFactorAt = now;
  }
  await recordSuccessfulSignIn(ctx, keys);
  const device = await trustDevice(ctx, user.id, deviceId);
  const session = await startSession(ctx, user, origin.userAgent, secondFactorAt);
  return { userId: user.id, session, device };
}

export async function signOut(ctx: Context): Promise<void> {
  await endSession(ctx);
}
