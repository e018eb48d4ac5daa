// What an account hears when something that protects it changes: its password, its email
// address, its two-factor sign-in. Each notice is written by the change, in its transaction,
// and is sent whatever the account's notification preferences: someone who did not make the
// change must learn of it. None carries a secret; each says what to do if it was not them.
import type { Prisma } from "../../generated/prisma/client.ts";
import { recordNotifications } from "./outbox.ts";

type Tx = Prisma.TransactionClient;

/** The kinds no preference turns off. */
export const ACCOUNT_SECURITY_KINDS = ["PASSWORD_CHANGED", "EMAIL_CHANGED", "TWO_FACTOR_CHANGED"] as const;

const ACCOUNT_LINK = "/account";
const NOT_YOU =
  "If this was not you, reset your password from the sign-in page (Forgot password?) and contact us through the Contact page.";

export type PasswordChange = "changed" | "reset";
export type TwoFactorChange = "enabled" | "disabled" | "recoveryCodesReplaced";

/** The password changed (from the account page, or through a reset link). */
export async function notifyPasswordChanged(
  tx: Tx,
  now: Date,
  account: { userId: number; email: string },
  how: PasswordChange,
): Promise<void> {
  const what =
    how === "reset"
      ? "The password of your account was reset with a link sent to this address, and every device was signed out."
      : "The password of your account was changed, and your other devices were signed out.";
  await recordNotifications(tx, now, [
    {
      kind: "PASSWORD_CHANGED",
      recipient: { userId: account.userId, email: account.email },
      title: "Your password was changed",
      body: `${what}\n${NOT_YOU}`,
      link: ACCOUNT_LINK,
    },
  ]);
}

/**
 * The account's email address changed: the notice goes to the address it had, which is no
 * longer the account's, so it is sent there as to a guest (email only) as well as to the bell.
 */
export async function notifyEmailChanged(
  tx: Tx,
  now: Date,
  account: { userId: number; previousEmail: string; newEmail: string },
): Promise<void> {
  const body = `The email address of your account is now ${account.newEmail}; this address (${account.previousEmail}) no longer signs in.\n${NOT_YOU}`;
  const title = "Your email address was changed";
  await recordNotifications(tx, now, [
    { kind: "EMAIL_CHANGED", recipient: { userId: null, email: account.previousEmail }, title, body, link: null },
  ]);
  // The bell of the account itself (its email channel now reaches the new address, which
  // asked for the change and needs no second message).
  await tx.notification.create({
    data: {
      kind: "EMAIL_CHANGED",
      recipientId: account.userId,
      email: account.newEmail,
      title,
      body,
      link: ACCOUNT_LINK,
      createdAt: now,
    },
  });
}

const TWO_FACTOR_WORDS: Record<TwoFactorChange, { title: string; body: string }> = {
  enabled: {
    title: "Two-factor sign-in is on",
    body: "Signing in to your account now asks for a code from your authenticator app. Keep your recovery codes somewhere safe.",
  },
  disabled: {
    title: "Two-factor sign-in is off",
    body: "Signing in to your account no longer asks for a code from an authenticator app.",
  },
  recoveryCodesReplaced: {
    title: "New recovery codes",
    body: "New recovery codes were made for your account; the earlier ones no longer work.",
  },
};

/** Two-factor sign-in was turned on or off, or its recovery codes replaced. */
export async function notifyTwoFactorChanged(
  tx: Tx,
  now: Date,
  account: { userId: number; email: string },
  change: TwoFactorChange,
): Promise<void> {
  const words = TWO_FACTOR_WORDS[change];
  await recordNotifications(tx, now, [
    {
      kind: "TWO_FACTOR_CHANGED",
      recipient: { userId: account.userId, email: account.email },
      title: words.title,
      body: `${words.body}\n${NOT_YOU}`,
      link: ACCOUNT_LINK,
    },
  ]);
}
