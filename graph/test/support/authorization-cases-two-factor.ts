// The authorization matrix's rows for two-factor sign-in: any signed-in account manages its
// own (a partner token may not write, a visitor is asked to sign in). The matrix's staff
// account is enrolled (second-factor.ts), the others are not, so their refusals are their
// own state's words; that codes are right or wrong is graph/test/api/two-factor.test.ts's.
import { graphql, type MatrixCase, PAYLOAD, SIGNED_IN } from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";
import { TEST_STAFF_CODE } from "./app.ts";

const NOT_ON = { message: "Two-factor sign-in is not on for this account." };
const ALREADY_ON = { message: "Two-factor sign-in is already on for this account." };
const NOT_STARTED = { message: "Start setting up two-factor sign-in first." };
const NOT_STAFF_ACCOUNTS = ["customer", "otherCustomer", "provider", "otherProvider"] as const;
const each = <T>(value: T) => Object.fromEntries(NOT_STAFF_ACCOUNTS.map((name) => [name, value]));

/** No enrolment started for the accounts that are not staff. */
const noPendingSecrets = async (world: World) => {
  await world.prisma.user.updateMany({
    where: { email: { endsWith: "@matrix.test" }, totpEnabledAt: null },
    data: { totpSecret: null },
  });
  return undefined;
};

const withCode =
  (field: string, input: string, payload: string, extra: Record<string, string> = {}) =>
  (world: World, headers: Record<string, string>) =>
    graphql(world, headers, field, `mutation($input: ${input}!) { ${field}(input: $input) { ${PAYLOAD(payload)} } }`, {
      input: { code: TEST_STAFF_CODE, ...extra },
    });

export const TWO_FACTOR_CASES: MatrixCase[] = [
  {
    operation: "Mutation.startTwoFactorEnrolment",
    audited: false,
    access: "restricted",
    note: "any signed-in account starts its own enrolment; staff's is already on",
    allow: SIGNED_IN.filter((caller) => caller !== "admin"),
    deniedWith: { admin: ALREADY_ON },
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "startTwoFactorEnrolment",
        `mutation { startTwoFactorEnrolment { ${PAYLOAD("StartTwoFactorEnrolmentPayload", "otpauthUri")} } }`,
      ),
    afterAllowed: async (world) => {
      await noPendingSecrets(world);
    },
  },
  {
    operation: "Mutation.confirmTwoFactorEnrolment",
    access: "restricted",
    note: "only with a started enrolment of one's own; staff's is already on",
    allow: [],
    deniedWith: { ...each(NOT_STARTED), admin: ALREADY_ON },
    prepare: noPendingSecrets,
    call: (world, caller) =>
      withCode(
        "confirmTwoFactorEnrolment",
        "ConfirmTwoFactorEnrolmentInput",
        "ConfirmTwoFactorEnrolmentPayload",
      )(world, caller.headers),
  },
  {
    operation: "Mutation.verifySecondFactor",
    audited: false,
    access: "restricted",
    note: "an account with two-factor on proves it for its own session",
    allow: ["admin"],
    deniedWith: each(NOT_ON),
    call: (world, caller) =>
      withCode("verifySecondFactor", "VerifySecondFactorInput", "VerifySecondFactorPayload")(world, caller.headers),
  },
  {
    operation: "Mutation.regenerateRecoveryCodes",
    access: "restricted",
    note: "an account with two-factor on replaces its own recovery codes",
    allow: ["admin"],
    deniedWith: each(NOT_ON),
    call: (world, caller) =>
      withCode(
        "regenerateRecoveryCodes",
        "RegenerateRecoveryCodesInput",
        "RegenerateRecoveryCodesPayload",
      )(world, caller.headers),
  },
  {
    operation: "Mutation.disableTwoFactor",
    access: "restricted",
    note: "an account turns its own off; staff must keep it",
    allow: [],
    deniedWith: { ...each(NOT_ON), admin: { message: "Staff accounts must keep two-factor sign-in on." } },
    call: (world, caller) =>
      withCode("disableTwoFactor", "DisableTwoFactorInput", "DisableTwoFactorPayload", {
        password: "matrix passphrase",
      })(world, caller.headers),
  },
];
