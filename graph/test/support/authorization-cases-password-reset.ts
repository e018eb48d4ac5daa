// The authorization matrix's rows for "Forgot password?": doors anyone may use without a
// session (a signed-in caller too, for any account), which a partner token, being nobody's
// session, may not write through. Each reset uses a fresh account's fresh link, so no caller's
// own password changes. What the doors do is graph/test/api/password-reset.test.ts's.
import { issueAccountToken } from "../../src/services/accounts/account-tokens.ts";
import { EVERYONE_BUT_PARTNERS, graphql, type MatrixCase, PAYLOAD, rest } from "./authorization-calls.ts";
import { fixedClock, TEST_NOW } from "./app.ts";
import type { World } from "./authorization-world.ts";
import { createAccount } from "./sign-in.ts";

const NEW_PASSWORD = "matrix reset passphrase";

/** Each prepared account's link: Target carries the account's id, the token stays here. */
const links = new Map<number, string>();

async function freshResetLink(world: World): Promise<number> {
  const email = `reset-${world.next()}@matrix.test`;
  const userId = await createAccount(world.prisma, email, "matrix old passphrase");
  links.set(
    userId,
    await issueAccountToken(world.prisma, fixedClock.now(), { userId, purpose: "PASSWORD_RESET", email }),
  );
  return userId;
}

/** The link was used: its account's token is spent. */
async function linkUsed(world: World, userId: number | undefined) {
  const token = await world.prisma.accountToken.findFirstOrThrow({ where: { userId: userId! } });
  if (token.usedAt?.getTime() !== TEST_NOW.getTime()) throw new Error(`the link of account ${userId} is unused`);
}

export const PASSWORD_RESET_CASES: MatrixCase[] = [
  {
    operation: "Mutation.requestPasswordReset",
    access: "door",
    note: "public door: anyone may ask for a link for any address (here one with no account); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "requestPasswordReset",
        `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ${PAYLOAD("RequestPasswordResetPayload", "accepted")} } }`,
        { input: { email: `no-account-${world.next()}@matrix.test` } },
      ),
  },
  {
    operation: "Mutation.resetPassword",
    access: "door",
    note: "public door: whoever holds a live link sets that account's password; a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshResetLink,
    call: (world, caller, userId) =>
      graphql(
        world,
        caller.headers,
        "resetPassword",
        `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { ${PAYLOAD("ResetPasswordPayload", "success")} } }`,
        { input: { token: links.get(userId!), password: NEW_PASSWORD } },
      ),
    afterAllowed: linkUsed,
  },
  {
    operation: "POST /api/account/password-reset",
    access: "door",
    note: "public door: 202 for any address (here one with no account); a partner token may not write",
    allow: EVERYONE_BUT_PARTNERS,
    call: (world, caller) =>
      rest(world, caller.headers, "POST", "/api/account/password-reset", {
        email: `no-account-${world.next()}@matrix.test`,
      }),
  },
  {
    operation: "POST /api/account/password-reset/confirm",
    access: "door",
    note: "public door: whoever holds a live link sets that account's password; a partner token may not write",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshResetLink,
    call: (world, caller, userId) =>
      rest(world, caller.headers, "POST", "/api/account/password-reset/confirm", {
        token: links.get(userId!),
        password: NEW_PASSWORD,
      }),
    afterAllowed: linkUsed,
  },
];
