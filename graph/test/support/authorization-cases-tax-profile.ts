// The authorization matrix's rows for a provider's tax profile (its GST/HST, QST and PST
// numbers): read and saved by provider A's account and staff only, over REST and GraphQL; every
// change is audited, whoever makes it. Provider.taxProfile answers null to anyone else.
// Number shapes, check digits and saving the same profile twice are graph/test/api/tax-profile.test.ts's.
import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  graphql,
  type MatrixCase,
  notProviderA,
  type Outcome,
  PAYLOAD,
  PROVIDER_A_AND_STAFF,
  rest,
  type Target,
} from "./authorization-calls.ts";
import type { Caller, World } from "./authorization-world.ts";

const NOTE = "provider A's tax registrations: provider A's account and staff (every change audited)";

/**
 * A profile no other call saves (saving the one already kept changes and audits nothing), as a
 * provider types it and as it is kept.
 */
function profileFor(n: Target) {
  const account = String(n! % 10_000).padStart(4, "0");
  return {
    typed: { gstHstNumber: `123456782 rt ${account}`, qstNumber: `1234567890-TQ-${account}`, pstNumber: `pst-${n}` },
    kept: { gstHstNumber: `123456782RT${account}`, qstNumber: `1234567890TQ${account}`, pstNumber: `PST${n}` },
  };
}

/** After an allowed save: provider A keeps the numbers in one form, and the change is in the audit log. */
async function profileSaved(world: World, n: Target) {
  const { kept } = profileFor(n);
  const stored = await world.prisma.provider.findUniqueOrThrow({
    where: { id: world.ids.providerA },
    select: { gstHstNumber: true, qstNumber: true, pstNumber: true, taxProfileUpdatedAt: true },
  });
  const keeps = Object.entries(kept).every(([field, value]) => stored[field as keyof typeof kept] === value);
  if (!keeps || stored.taxProfileUpdatedAt === null) {
    throw new Error(`provider A keeps ${JSON.stringify(stored)}, not ${JSON.stringify(kept)}`);
  }
  const entries = await world.prisma.auditEntry.findMany({
    where: { action: "provider.taxProfile", targetType: "Provider", targetId: String(world.ids.providerA) },
  });
  const audited = entries.filter((entry) => {
    const after = (entry.summary as { after?: Record<string, unknown> }).after ?? {};
    return Object.entries(kept).every(([field, value]) => after[field] === value);
  });
  if (audited.length !== 1) throw new Error(`${audited.length} audit entries of provider A's new tax profile, not 1`);
}

/** Provider A's taxProfile through a public field that answers the provider to everyone. */
async function readTaxProfileField(
  world: World,
  caller: Caller,
  field: "node" | "provider",
  document: string,
  id: string,
): Promise<Outcome> {
  const { data, errors } = await world.api.graphql(document, { id }, caller.headers);
  if (errors?.length) return { allowed: false, message: errors[0]!.message };
  const provider = data?.[field];
  if (!provider) throw new Error(`${field} answered no provider A: ${JSON.stringify(data)}`);
  if (provider.taxProfile === null) return { allowed: false, message: null };
  if (typeof provider.taxProfile.smallSupplier !== "boolean") throw new Error(JSON.stringify(provider.taxProfile));
  return { allowed: true };
}

const TAX_PROFILE = "taxProfile { gstHstNumber qstNumber pstNumber smallSupplier updatedAt }";

const fieldRead = (field: "node" | "provider"): MatrixCase => ({
  operation: `Query.${field}`,
  label: "provider A's taxProfile",
  access: "public",
  note: "public field; a provider's tax registrations are null to all but its own account and staff",
  nodeRead: true,
  allow: PROVIDER_A_AND_STAFF,
  call: (world, caller) =>
    field === "node"
      ? readTaxProfileField(
          world,
          caller,
          field,
          `query($id: ID!) { node(id: $id) { ... on Provider { ${TAX_PROFILE} } } }`,
          encodeGlobalID("Provider", world.ids.providerA),
        )
      : readTaxProfileField(
          world,
          caller,
          field,
          `query($id: ID!) { provider(id: $id) { ${TAX_PROFILE} } }`,
          String(world.ids.providerA),
        ),
});

const taxProfilePath = (world: World) => `/api/providers/${world.ids.providerA}/tax-profile`;

export const TAX_PROFILE_CASES: MatrixCase[] = [
  {
    operation: "GET /api/providers/:id/tax-profile",
    access: "restricted",
    note: NOTE,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: (world, caller) => rest(world, caller.headers, "GET", taxProfilePath(world)),
  },
  {
    operation: "PUT /api/providers/:id/tax-profile",
    access: "restricted",
    note: NOTE,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    prepare: async (world) => world.next(),
    call: (world, caller, n) => rest(world, caller.headers, "PUT", taxProfilePath(world), profileFor(n).typed),
    afterAllowed: profileSaved,
  },
  {
    operation: "Mutation.updateProviderTaxProfile",
    access: "restricted",
    note: NOTE,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(),
    prepare: async (world) => world.next(),
    call: (world, caller, n) =>
      graphql(
        world,
        caller.headers,
        "updateProviderTaxProfile",
        `mutation($input: UpdateProviderTaxProfileInput!) { updateProviderTaxProfile(input: $input) {
          ${PAYLOAD("UpdateProviderTaxProfilePayload", "taxProfile { gstHstNumber }")} } }`,
        { input: { providerId: encodeGlobalID("Provider", world.ids.providerA), ...profileFor(n).typed } },
      ),
    afterAllowed: profileSaved,
  },
  fieldRead("node"),
  fieldRead("provider"),
];
