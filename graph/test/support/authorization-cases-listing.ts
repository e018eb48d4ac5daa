// The authorization matrix's rows for the listing a provider runs: provider A's listing is
// read and changed by provider A's account and staff (staff's change audited); the queue of
// names and types waiting for staff, and the decisions, are staff's alone.
import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  graphql,
  type MatrixCase,
  notProviderA,
  PAYLOAD,
  PROVIDER_A_AND_STAFF,
  rest,
  STAFF,
} from "./authorization-calls.ts";
import type { Caller, World } from "./authorization-world.ts";

let edits = 0;

/** A description no earlier call wrote, so every allowed call is a change (and staff's is audited). */
const freshDescription = () => `Matrix listing description number ${++edits}, long enough to publish.`;

const descriptionIs = (world: World, expected: string) => async () => {
  const provider = await world.prisma.provider.findUniqueOrThrow({ where: { id: world.ids.providerA } });
  if (provider.description !== expected) throw new Error(`provider A's description is "${provider.description}"`);
};

/** A provider with a new name waiting for staff, made for one decision. */
async function pendingChange(world: World): Promise<number> {
  const providerId = await world.freshPendingProvider();
  await world.prisma.provider.update({ where: { id: providerId }, data: { status: "ACTIVE" } });
  const change = await world.prisma.providerListingChange.create({
    data: { providerId, status: "PENDING", changes: { name: { from: "Before", to: `After ${++edits}` } } },
  });
  return change.id;
}

const changeIs = (status: string) => async (world: World, id: number | undefined) => {
  const change = await world.prisma.providerListingChange.findUniqueOrThrow({ where: { id } });
  if (change.status !== status) throw new Error(`listing change ${id} is ${change.status}, not ${status}`);
};

const REASON = { reason: "The name belongs to another business." };

export const LISTING_CASES: MatrixCase[] = [
  {
    operation: "GET /api/providers/:id/listing",
    access: "restricted",
    note: "provider A's listing as its page edits it: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: (world: World, caller: Caller) =>
      rest(world, caller.headers, "GET", `/api/providers/${world.ids.providerA}/listing`),
  },
  {
    operation: "GET /api/providers/:id/listing-changes",
    access: "restricted",
    note: "provider A's listing history: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: (world: World, caller: Caller) =>
      rest(world, caller.headers, "GET", `/api/providers/${world.ids.providerA}/listing-changes`),
  },
  {
    operation: "PUT /api/providers/:id/listing",
    access: "restricted",
    note: "a new description for provider A: provider A's account and staff (staff's audited)",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: async (world: World, caller: Caller) => {
      const description = freshDescription();
      const outcome = await rest(world, caller.headers, "PUT", `/api/providers/${world.ids.providerA}/listing`, {
        description,
      });
      if (outcome.allowed) await descriptionIs(world, description)();
      return outcome;
    },
  },
  {
    operation: "Mutation.updateListing",
    access: "restricted",
    note: "a new description for provider A: provider A's account and staff (staff's audited)",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(),
    call: async (world: World, caller: Caller) => {
      const description = freshDescription();
      const outcome = await graphql(
        world,
        caller.headers,
        "updateListing",
        `mutation($input: UpdateListingInput!) { updateListing(input: $input) { ${PAYLOAD("UpdateListingPayload")} } }`,
        { input: { providerId: encodeGlobalID("Provider", String(world.ids.providerA)), description } },
      );
      if (outcome.allowed) await descriptionIs(world, description)();
      return outcome;
    },
  },
  {
    operation: "Query.pendingListingChanges",
    access: "restricted",
    note: "names and types waiting for staff: staff only",
    allow: STAFF,
    call: (world: World, caller: Caller) =>
      graphql(
        world,
        caller.headers,
        "pendingListingChanges",
        `
          {
            pendingListingChanges(first: 5) {
              edges {
                node {
                  databaseId
                  status
                }
              }
            }
          }
        `,
      ),
  },
  {
    operation: "GET /api/admin/listing-changes",
    access: "restricted",
    note: "names and types waiting for staff: staff only",
    allow: STAFF,
    call: (world: World, caller: Caller) => rest(world, caller.headers, "GET", "/api/admin/listing-changes"),
  },
  ...(
    [
      ["approve", "APPROVED", {}],
      ["reject", "REJECTED", REASON],
    ] as const
  ).flatMap(([verb, status, body]): MatrixCase[] => {
    const field = `${verb}ListingChange`;
    const note = `staff only; a fresh waiting change each call`;
    return [
      {
        operation: `Mutation.${field}`,
        access: "restricted",
        note,
        allow: STAFF,
        prepare: pendingChange,
        call: (world, caller, id) =>
          graphql(
            world,
            caller.headers,
            field,
            `mutation($input: ListingDecisionInput!) { ${field}(input: $input) { ${PAYLOAD("ListingChangePayload")} } }`,
            { input: { changeId: String(id), ...("reason" in body ? { note: body.reason } : {}) } },
          ),
        afterAllowed: changeIs(status),
      },
      {
        operation: `POST /api/admin/listing-changes/:id/${verb}`,
        access: "restricted",
        note,
        allow: STAFF,
        prepare: pendingChange,
        call: (world, caller, id) =>
          rest(world, caller.headers, "POST", `/api/admin/listing-changes/${id}/${verb}`, body),
        afterAllowed: changeIs(status),
      },
    ];
  }),
];
