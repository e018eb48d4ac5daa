// The authorization matrix's rows for a provider's public profile: anyone reads an approved
// provider's (provider A's); a provider awaiting approval is read by staff (and its own
// account, which no matrix caller is: graph/test/api/provider-profile.test.ts checks it),
// and is to everyone else what an unknown one is: null over GraphQL, a 404 over REST.
// Suspending and reinstating a provider is staff's alone (and audited).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { EVERYONE, graphql, type MatrixCase, type Outcome, PAYLOAD, rest, STAFF } from "./authorization-calls.ts";
import { type Caller, CALLERS, type World } from "./authorization-world.ts";

const NO_SUCH_PROVIDER = "There is no provider with that id.";

/** Provider A, or a provider awaiting approval. */
const TARGETS = [
  { label: "an approved provider (A)", allow: EVERYONE, id: (world: World) => world.ids.providerA },
  { label: "a provider awaiting approval", allow: STAFF, id: (world: World) => world.ids.pendingProvider },
] as const;

/** Everyone the row does not allow hears that there is no such provider. */
const unknownTo = (allow: readonly string[]) =>
  Object.fromEntries(
    CALLERS.filter((caller) => !allow.includes(caller)).map((caller) => [
      caller,
      { status: 404, message: NO_SUCH_PROVIDER },
    ]),
  );

/** A public field that answers null for a provider the caller may not read. */
async function readProviderField(
  world: World,
  caller: Caller,
  field: string,
  document: string,
  id: number,
): Promise<Outcome> {
  const { data, errors } = await world.api.graphql(document, { id: String(id) }, caller.headers);
  if (errors?.length) return { allowed: false, message: errors[0]!.message };
  return data?.[field] ? { allowed: true } : { allowed: false, message: null };
}

export const PROFILE_CASES: MatrixCase[] = TARGETS.flatMap(({ label, allow, id }) => [
  {
    operation: "Query.provider",
    label,
    access: "public" as const,
    note: "public field; a provider not yet approved is null to all but staff and its own account",
    nodeRead: true,
    allow,
    call: (world: World, caller: Caller) =>
      readProviderField(
        world,
        caller,
        "provider",
        `query($id: ID!) { provider(id: $id) { databaseId ratingDistribution { count } badges { kind } } }`,
        id(world),
      ),
  },
  {
    operation: "Query.openSlots",
    label,
    access: "public" as const,
    note: "public field; a provider not yet approved has null to all but staff and its own account",
    nodeRead: true,
    allow,
    call: (world: World, caller: Caller) =>
      readProviderField(
        world,
        caller,
        "openSlots",
        `query($id: ID!) { openSlots(providerId: $id) { databaseId } }`,
        id(world),
      ),
  },
  {
    operation: "GET /api/providers/:id",
    label,
    access: "public" as const,
    note: "marketplace data; a provider not yet approved is a 404 to all but staff and its own account",
    nodeRead: true,
    allow,
    deniedWith: unknownTo(allow),
    call: (world: World, caller: Caller) => rest(world, caller.headers, "GET", `/api/providers/${id(world)}`),
  },
]);

/** A provider in `status`, made for one call (a suspension moves it for good). */
async function freshProvider(world: World, status: "ACTIVE" | "SUSPENDED"): Promise<number> {
  const id = await world.freshPendingProvider();
  await world.prisma.provider.update({
    where: { id },
    data: {
      status,
      approvedAt: new Date("2026-11-01T12:00:00Z"),
      ...(status === "SUSPENDED" && { suspensionReason: "A complaint." }),
    },
  });
  return id;
}

/** After an allowed call: the provider it aimed at is now in `status`. */
export const providerStatusIs = (status: string) => async (world: World, id: number | undefined) => {
  const provider = await world.prisma.provider.findUniqueOrThrow({ where: { id } });
  if (provider.status !== status) throw new Error(`provider ${id} is ${provider.status}, not ${status}`);
};

const REASON = { reason: "Checked against the marketplace's terms." };

/** Staff suspend an approved provider and reinstate a suspended one, over GraphQL and REST. */
export const SUSPENSION_CASES: MatrixCase[] = (
  [
    ["suspend", "ACTIVE", "SUSPENDED"],
    ["reinstate", "SUSPENDED", "ACTIVE"],
  ] as const
).flatMap(([verb, from, to]) => {
  const field = `${verb}Provider`;
  const note = `staff only; a fresh ${from === "ACTIVE" ? "approved" : "suspended"} provider each call`;
  return [
    {
      operation: `Mutation.${field}`,
      access: "restricted" as const,
      note,
      allow: STAFF,
      prepare: (world: World) => freshProvider(world, from),
      call: (world: World, caller: Caller, id: number | undefined) =>
        graphql(
          world,
          caller.headers,
          field,
          `mutation($input: ProviderReasonInput!) { ${field}(input: $input) { ${PAYLOAD("ProviderDecisionPayload")} } }`,
          { input: { providerId: encodeGlobalID("Provider", String(id)), ...REASON } },
        ),
      afterAllowed: providerStatusIs(to),
    },
    {
      operation: `POST /api/admin/providers/:id/${verb}`,
      access: "restricted" as const,
      note,
      allow: STAFF,
      prepare: (world: World) => freshProvider(world, from),
      call: (world: World, caller: Caller, id: number | undefined) =>
        rest(world, caller.headers, "POST", `/api/admin/providers/${id}/${verb}`, REASON),
      afterAllowed: providerStatusIs(to),
    },
  ];
});
