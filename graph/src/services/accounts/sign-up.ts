import type { z } from "zod";
import type { Context } from "../../context.ts";
import { signUpFields } from "../../../../shared/accounts/sign-up.ts";
import { parseInput } from "../errors.ts";
import { issueFirstVerification } from "./email-verification.ts";
import { insertCustomerAccount, prepareAccount } from "./new-account.ts";
import { startSession } from "./sessions.ts";
import type { SignedIn, SignInOrigin } from "./sign-in.ts";
import { trustDevice } from "./trusted-devices.ts";

export type SignUpInput = z.input<typeof signUpFields>;

/**
 * A customer account: email, name and a password of 12+ characters that is not
 * a common one. Throttled like sign-in; on success the caller is signed in, and a link to
 * confirm the address is mailed to it.
 */
export async function signUp(ctx: Context, input: SignUpInput, origin: SignInOrigin): Promise<SignedIn> {
  const fields = parseInput(signUpFields, input);
  const account = await prepareAccount(ctx, fields, origin);
  const user = await insertCustomerAccount(ctx.db, account);
  (await issueFirstVerification(ctx.db, ctx.clock.now(), user)).send(ctx);
  const device = await trustDevice(ctx, user.id, null);
  const session = await startSession(ctx, user, origin.userAgent);
  return { userId: user.id, session, device };
}
