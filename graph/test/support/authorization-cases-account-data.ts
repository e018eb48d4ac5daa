// The authorization matrix's rows for "My data": any signed-in account downloads its
// own data (a partner token is nobody's session); deleting an account needs the account's
// password again and is for customers only. The matrix's callers must outlive the matrix, so
// its deleteAccount call sends a wrong password: customers are refused for that (and nothing
// changes), providers and staff for their role before any password is checked. That a right
// password deletes, and what it keeps, is graph/test/api/account-data.test.ts's.
import { SIGN_IN_FOR_EXPORT } from "../../src/services/accounts/data-export.ts";
import { STAFF_ACCOUNT_MESSAGE, WRONG_PASSWORD_MESSAGE } from "../../src/services/accounts/delete-account.ts";
import { graphql, type MatrixCase, PAYLOAD, rest, SIGNED_IN } from "./authorization-calls.ts";

const SIGNED_OUT = { status: 401, message: SIGN_IN_FOR_EXPORT };

export const ACCOUNT_DATA_CASES: MatrixCase[] = [
  {
    operation: "GET /api/account/export",
    access: "restricted",
    note: "any signed-in account downloads its own data; a visitor or partner token has none",
    allow: SIGNED_IN,
    deniedWith: { anonymous: SIGNED_OUT, partner: SIGNED_OUT },
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/account/export"),
  },
  {
    operation: "Mutation.deleteAccount",
    access: "restricted",
    note: "a customer deletes their own account with its password (a wrong one here); providers and staff never",
    allow: [],
    deniedWith: {
      customer: { message: WRONG_PASSWORD_MESSAGE },
      otherCustomer: { message: WRONG_PASSWORD_MESSAGE },
      provider: { message: STAFF_ACCOUNT_MESSAGE },
      otherProvider: { message: STAFF_ACCOUNT_MESSAGE },
      admin: { message: STAFF_ACCOUNT_MESSAGE },
    },
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "deleteAccount",
        `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { ${PAYLOAD("DeleteAccountPayload", "success")} } }`,
        { input: { password: "not the matrix password" } },
      ),
  },
];
