// The authorization matrix's rows for saved providers (the hearts kept in an account) and the
// nearest city: any signed-in account saves, unsaves and merges into its own list (a partner
// token may not write, a visitor is asked to sign in); anyone may ask for the nearest city.
// That one account cannot read or change another's list is graph/test/api/saved-providers.test.ts's.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { EVERYONE, graphql, type MatrixCase, PAYLOAD, SIGNED_IN } from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";

const providerA = (world: World) => encodeGlobalID("Provider", world.ids.providerA);

/** Provider A saved by no one, so a save's row is the call's own. */
const noOneSavedA = async (world: World) => {
  await world.prisma.savedProvider.deleteMany({ where: { providerId: world.ids.providerA } });
  return undefined;
};

/** Provider A saved by every account of the matrix, so an unsave shows whose row it took. */
const everyoneSavedA = async (world: World) => {
  await noOneSavedA(world);
  const accounts = await world.prisma.user.findMany({ where: { email: { endsWith: "@matrix.test" } } });
  await world.prisma.savedProvider.createMany({
    data: accounts.map((account) => ({ userId: account.id, providerId: world.ids.providerA })),
  });
  return accounts.length;
};

const savedARows = (world: World) => world.prisma.savedProvider.count({ where: { providerId: world.ids.providerA } });

const oneMutation =
  (field: string, input: string, payload: string) => (world: World, headers: Record<string, string>) =>
    graphql(
      world,
      headers,
      field,
      `mutation($input: ${input}!) { ${field}(input: $input) { ${PAYLOAD(payload, "viewer { savedProviderIds }")} } }`,
      { input: { providerId: providerA(world) } },
    );

export const SAVED_CASES: MatrixCase[] = [
  {
    operation: "Query.nearestCity",
    access: "public",
    note: "marketplace data: the city nearest a point",
    allow: EVERYONE,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "nearestCity",
        `
          {
            nearestCity(latitude: 43.6534, longitude: -79.3839) {
              __typename
              ... on NearestCity {
                city {
                  name
                }
              }
            }
          }
        `,
      ),
  },
  {
    operation: "Mutation.saveProvider",
    audited: false,
    access: "restricted",
    note: "any signed-in account saves provider A to its own list; a partner token may not",
    allow: SIGNED_IN,
    prepare: noOneSavedA,
    call: (world, caller) =>
      oneMutation("saveProvider", "SavedProviderInput", "SaveProviderPayload")(world, caller.headers),
    afterAllowed: async (world) => {
      const rows = await savedARows(world);
      if (rows !== 1) throw new Error(`provider A is saved ${rows} times, not once`);
      await noOneSavedA(world);
    },
  },
  {
    operation: "Mutation.unsaveProvider",
    audited: false,
    access: "restricted",
    note: "any signed-in account takes provider A off its own list (everyone's lists hold it here); a partner token may not",
    allow: SIGNED_IN,
    prepare: everyoneSavedA,
    call: (world, caller) =>
      oneMutation("unsaveProvider", "SavedProviderInput", "UnsaveProviderPayload")(world, caller.headers),
    afterAllowed: async (world, accounts) => {
      const rows = await savedARows(world);
      if (rows !== accounts! - 1)
        throw new Error(`${rows} lists hold provider A: not exactly the caller's was changed`);
      await noOneSavedA(world);
    },
  },
  {
    operation: "Mutation.mergeSavedProviders",
    audited: false,
    access: "restricted",
    note: "any signed-in account merges a device's list (provider A) into its own; a partner token may not",
    allow: SIGNED_IN,
    prepare: noOneSavedA,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "mergeSavedProviders",
        `mutation($input: MergeSavedProvidersInput!) { mergeSavedProviders(input: $input) {
          ${PAYLOAD("MergeSavedProvidersPayload", "addedCount")} } }`,
        { input: { providerIds: [providerA(world)] } },
      ),
    afterAllowed: async (world) => {
      const rows = await savedARows(world);
      if (rows !== 1) throw new Error(`provider A is saved ${rows} times after one merge, not once`);
      await noOneSavedA(world);
    },
  },
];
