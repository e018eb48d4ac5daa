// The authorization matrix's rows for the account's email address. Following a link needs no
// session (the link is the proof), so verifyEmail is a door: each call gets a fresh link of a
// fresh account. Asking for a change or a new link is for any signed-in account; the matrix's
// callers must stay as they are, so its changeEmail calls send a wrong password and its
// resend calls meet an address already confirmed: both refusals change nothing. What a right
// password and a live link do is graph/test/api/email-verification.test.ts's.
import { issueAccountToken } from "../../src/services/accounts/account-tokens.ts";
import {
  ALREADY_VERIFIED_MESSAGE,
  SIGN_IN_FOR_EMAIL,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "../../src/services/accounts/email-verification.ts";
import { fixedClock } from "./app.ts";
import { graphql, type MatrixCase, PAYLOAD, rest, type Target, EVERYONE_BUT_PARTNERS } from "./authorization-calls.ts";
import type { CallerName, World } from "./authorization-world.ts";

const SIGNED_IN_CALLERS = ["customer", "otherCustomer", "provider", "otherProvider", "admin"] as const;
const SIGNED_OUT = { status: 401, message: SIGN_IN_FOR_EMAIL };

function everySignedIn(message: string, status?: number) {
  return Object.fromEntries(
    SIGNED_IN_CALLERS.map((caller) => [caller, { ...(status ? { status } : {}), message }]),
  ) as Partial<Record<CallerName, { status?: number; message: string }>>;
}

/** Live links by the number `prepare` handed out (a Target is a number), with their accounts. */
const links = new Map<number, { token: string; userId: number }>();

async function freshLink(world: World): Promise<Target> {
  const n = world.next();
  const user = await world.prisma.user.create({
    data: { email: `verify-${n}@matrix.test`, name: "Link Follower", passwordHash: "not a real hash" },
  });
  const token = await issueAccountToken(world.prisma, fixedClock.now(), {
    userId: user.id,
    purpose: "EMAIL_VERIFICATION",
    email: user.email,
  });
  links.set(n, { token, userId: user.id });
  return n;
}

const tokenOf = (target: Target) => links.get(target!)!.token;

async function addressConfirmed(world: World, target: Target): Promise<void> {
  const user = await world.prisma.user.findUniqueOrThrow({ where: { id: links.get(target!)!.userId } });
  if (user.emailVerifiedAt === null) throw new Error(`the link did not confirm ${user.email}`);
}

const CHANGE = { newEmail: "moved@matrix.test", currentPassword: "not the matrix password" };

export const EMAIL_CASES: MatrixCase[] = [
  {
    operation: "Mutation.verifyEmail",
    access: "door",
    note: "public door: the emailed link is the proof, whoever opens it (a fresh link each call); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshLink,
    call: (world, caller, target) =>
      graphql(
        world,
        caller.headers,
        "verifyEmail",
        `mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { ${PAYLOAD("VerifyEmailPayload", "emailChanged")} } }`,
        { input: { token: tokenOf(target) } },
      ),
    afterAllowed: addressConfirmed,
  },
  {
    operation: "POST /api/account/email/verify",
    access: "door",
    note: "public door: the emailed link is the proof, whoever opens it (a fresh link each call); a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: freshLink,
    call: (world, caller, target) =>
      rest(world, caller.headers, "POST", "/api/account/email/verify", { token: tokenOf(target) }),
    afterAllowed: addressConfirmed,
  },
  {
    operation: "Mutation.changeEmail",
    access: "restricted",
    note: "any signed-in account asks to move to a new address with its password (a wrong one here)",
    allow: [],
    deniedWith: everySignedIn(WRONG_CURRENT_PASSWORD_MESSAGE),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "changeEmail",
        `mutation($input: ChangeEmailInput!) { changeEmail(input: $input) { ${PAYLOAD("EmailLinkSentPayload", "sentTo")} } }`,
        { input: CHANGE },
      ),
  },
  {
    operation: "POST /api/account/email",
    access: "restricted",
    note: "any signed-in account asks to move to a new address with its password (a wrong one here)",
    allow: [],
    deniedWith: { ...everySignedIn(WRONG_CURRENT_PASSWORD_MESSAGE, 400), anonymous: SIGNED_OUT },
    call: (world, caller) => rest(world, caller.headers, "POST", "/api/account/email", CHANGE),
  },
  {
    operation: "Mutation.resendEmailVerification",
    access: "restricted",
    note: "any signed-in account asks for a new link to its own address (already confirmed here)",
    allow: [],
    deniedWith: everySignedIn(ALREADY_VERIFIED_MESSAGE),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "resendEmailVerification",
        `mutation { resendEmailVerification { ${PAYLOAD("EmailLinkSentPayload", "sentTo")} } }`,
      ),
  },
  {
    operation: "POST /api/account/email/verification",
    access: "restricted",
    note: "any signed-in account asks for a new link to its own address (already confirmed here)",
    allow: [],
    deniedWith: { ...everySignedIn(ALREADY_VERIFIED_MESSAGE, 409), anonymous: SIGNED_OUT },
    call: (world, caller) => rest(world, caller.headers, "POST", "/api/account/email/verification", {}),
  },
];
