import type { Context } from "../../context.ts";
import type { User } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../../db/data-exception.ts";
import { COMMON_PASSWORD_MESSAGE } from "../../../../shared/accounts/sign-up.ts";
import { EmailUnavailableError, ValidationError } from "../errors.ts";
import type { Db } from "../idempotency/idempotency.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { hashPassword } from "./password.ts";
import { reserveSignInAttempt, signUpThrottleKeys } from "./sign-in-throttle.ts";
import type { SignInOrigin } from "./sign-in.ts";

export interface NewAccount {
  email: string;
  name: string;
  password: string;
}

/**
 * Everything a new account needs before it is inserted: a reserved sign-up attempt (the
 * throttle), a password that is not a common one, and its hash. The hash is made whether
 * or not the email is taken, so the answer's timing does not tell.
 */
export async function prepareAccount(
  ctx: Context,
  account: NewAccount,
  origin: SignInOrigin,
): Promise<NewAccount & { passwordHash: string }> {
  await reserveSignInAttempt(
    ctx,
    signUpThrottleKeys({ email: account.email, clientAddress: origin.clientAddress }),
    "sign-up",
  );
  return { ...account, passwordHash: await hashNewPassword(account.password) };
}

/**
 * The hash of a password an account is about to take (at sign-up, or a change): the one
 * place that refuses a common password. Its length was checked by the input's schema
 * (`newPassword`); `field` names the form field a refusal points at.
 */
export async function hashNewPassword(password: string, field = "password"): Promise<string> {
  if (isCommonPassword(password)) {
    throw new ValidationError(COMMON_PASSWORD_MESSAGE, [{ path: [field], message: COMMON_PASSWORD_MESSAGE }]);
  }
  return hashPassword(password);
}

/** Inserts a CUSTOMER account; an email already in use is an EmailUnavailableError. */
export async function insertCustomerAccount(
  db: Db,
  account: { email: string; name: string; passwordHash: string },
): Promise<User> {
  try {
    return await db.user.create({
      data: { email: account.email, name: account.name, passwordHash: account.passwordHash, role: "CUSTOMER" },
    });
  } catch (error) {
    // Checked by the unique index rather than a look-up first: two sign-ups racing for
    // one email cannot both pass.
    if (isUniqueViolation(error)) {
      throw new EmailUnavailableError();
    }
    throw error;
  }
}
