// The authorization matrix's row for a registrant's own registration status: User's
// businessRegistration (viewer.businessRegistration on the Register Your Business page), read
// here on customer's account by node id. Only customer and staff get it; the node read answers
// null to everyone else. graph/test/api/registration-notices.test.ts reads it as the viewer.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { MatrixCase, Outcome } from "./authorization-calls.ts";
import type { Caller, World } from "./authorization-world.ts";

async function readCustomersRegistration(world: World, caller: Caller): Promise<Outcome> {
  const { data, errors } = await world.api.graphql(
    `query($id: ID!) { node(id: $id) { ... on User { businessRegistration { id status } } } }`,
    { id: encodeGlobalID("User", world.ids.customer) },
    caller.headers,
  );
  if (errors?.length) return { allowed: false, message: errors[0]!.message };
  const registration = data!.node?.businessRegistration ?? null;
  if (registration === null) return { allowed: false, message: null };
  return { allowed: true };
}

export const REGISTRATION_STATUS_CASES: MatrixCase[] = [
  {
    operation: "Query.node",
    label: "customer's account's businessRegistration",
    access: "public",
    note: "public field; a registrant's registration status is read by the registrant and staff only",
    nodeRead: true,
    allow: ["customer", "admin"],
    call: readCustomersRegistration,
  },
];
