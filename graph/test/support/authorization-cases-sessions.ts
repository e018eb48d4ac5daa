// The authorization matrix's rows for the account's sessions and password. Each is for any
// signed-in account and acts on that account alone. The matrix's callers must keep their
// sessions and passwords, so signing out one session names an id that is none of theirs, a
// password change sends a wrong current password (one guess each, well within the sign-in
// throttle), and "everywhere else" is sent with the caller's own session, which it keeps.
// What the allowed calls do is graph/test/api/sessions.test.ts's.
import { NO_SUCH_SESSION } from "../../src/services/accounts/account-sessions.ts";
import { WRONG_CURRENT_PASSWORD } from "../../src/services/accounts/change-password.ts";
import { graphql, type MatrixCase, PAYLOAD, rest, SIGNED_IN } from "./authorization-calls.ts";
import type { CallerName, World } from "./authorization-world.ts";

const SIGNED_IN_CALLERS = ["customer", "otherCustomer", "provider", "otherProvider", "admin"] as const;
const NOBODYS_SESSION = "0123456789abcdef";
const WRONG_CHANGE = { currentPassword: "not the matrix password", newPassword: "a new matrix passphrase" };

function everySignedIn(message: string, status?: number) {
  return Object.fromEntries(
    SIGNED_IN_CALLERS.map((caller) => [caller, { ...(status ? { status } : {}), message }]),
  ) as Partial<Record<CallerName, { status?: number; message: string }>>;
}

/** The caller's own session still answers: "everywhere else" kept it. */
async function stillSignedIn(world: World): Promise<void> {
  for (const caller of SIGNED_IN_CALLERS) {
    const { data } = await world.api.graphql(`{ viewer { email } }`, {}, world.callers[caller].headers);
    if (!data?.viewer) throw new Error(`${caller}'s own session ended`);
  }
}

export const SESSION_CASES: MatrixCase[] = [
  {
    operation: "GET /api/account/sessions",
    access: "restricted",
    note: "any signed-in account lists its own sessions",
    allow: SIGNED_IN,
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/account/sessions"),
  },
  {
    operation: "Mutation.signOutSession",
    access: "restricted",
    note: "any signed-in account ends one of its own sessions (an id of none of theirs here)",
    allow: [],
    deniedWith: everySignedIn(NO_SUCH_SESSION),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "signOutSession",
        `mutation($input: SignOutSessionInput!) { signOutSession(input: $input) { ${PAYLOAD("SignOutSessionsPayload")} } }`,
        { input: { id: NOBODYS_SESSION } },
      ),
  },
  {
    operation: "DELETE /api/account/sessions/:id",
    access: "restricted",
    note: "any signed-in account ends one of its own sessions (an id of none of theirs here)",
    allow: [],
    deniedWith: everySignedIn(NO_SUCH_SESSION, 404),
    call: (world, caller) => rest(world, caller.headers, "DELETE", `/api/account/sessions/${NOBODYS_SESSION}`),
  },
  {
    operation: "Mutation.signOutOtherSessions",
    access: "restricted",
    note: "any signed-in account ends its other sessions, keeping the one it asks with",
    allow: SIGNED_IN,
    audited: false,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "signOutOtherSessions",
        // Never a typed error: a visitor or a partner is refused by the field's scope.
        `
          mutation {
            signOutOtherSessions {
              __typename
              signedOutSessionIds
            }
          }
        `,
      ),
    afterAllowed: stillSignedIn,
  },
  {
    operation: "DELETE /api/account/sessions",
    access: "restricted",
    note: "any signed-in account ends its other sessions, keeping the one it asks with",
    allow: SIGNED_IN,
    audited: false,
    call: (world, caller) => rest(world, caller.headers, "DELETE", "/api/account/sessions"),
    afterAllowed: stillSignedIn,
  },
  {
    operation: "Mutation.changePassword",
    access: "restricted",
    note: "any signed-in account changes its own password with its current one (a wrong one here)",
    allow: [],
    deniedWith: everySignedIn(WRONG_CURRENT_PASSWORD),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "changePassword",
        `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ${PAYLOAD("ChangePasswordPayload")} } }`,
        { input: WRONG_CHANGE },
      ),
  },
  {
    operation: "POST /api/account/password",
    access: "restricted",
    note: "any signed-in account changes its own password with its current one (a wrong one here)",
    allow: [],
    deniedWith: everySignedIn(WRONG_CURRENT_PASSWORD, 400),
    call: (world, caller) => rest(world, caller.headers, "POST", "/api/account/password", WRONG_CHANGE),
  },
];
