// Saved providers (the bottom navigation's 'Saved') and the nearest city (the
// sidebar's 'Enable Location'), through GraphQL: an account saves and unsaves its own hearts
// (twice is once), reads only its own list, newest first, at most 500; a device's list merges
// in once at sign-in, passing over what names no provider; a point finds the nearest city.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SAVED_PROVIDERS_MAX } from "../../../shared/providers/saved-providers.ts";
import { SAVED_PROVIDERS_FULL } from "../../src/services/providers/saved-providers.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { signedInAccount, type SignedInAccount, signInCookie } from "../support/notifications.ts";
import { steppingClock } from "../support/schedules.ts";

const SIGN_IN_MESSAGE = "Please sign in to continue.";

const clock = steppingClock(TEST_NOW);
let api: TestApp;
let customer: SignedInAccount;
let otherCustomer: SignedInAccount;
let adminCookie: string;
/** Seeded approved providers' ids, in id order. */
let providers: number[];

beforeAll(async () => {
  api = await startTestApp({ providers: 8, clock });
  customer = await signedInAccount(api, "hearts@saved.test");
  otherCustomer = await signedInAccount(api, "other-hearts@saved.test");
  adminCookie = await signInCookie(api, "admin@demo.test");
  providers = (
    await api.db.prisma.provider.findMany({ where: { status: "ACTIVE" }, orderBy: { id: "asc" }, select: { id: true } })
  ).map((provider) => provider.id);
});
afterAll(() => api?.close());

beforeEach(async () => {
  clock.set(TEST_NOW);
  await api.db.prisma.savedProvider.deleteMany({});
});

const gid = (id: number) => encodeGlobalID("Provider", id);
const as = (account: { cookie: string } | null): Record<string, string> => (account ? { cookie: account.cookie } : {});

const RESULT = `__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }`;

function save(providerId: string | number, account: { cookie: string } | null) {
  return api.graphql(
    `mutation($input: SavedProviderInput!) { saveProvider(input: $input) {
      ${RESULT} ... on SaveProviderPayload { added provider { id name } viewer { savedProviderIds } } } }`,
    { input: { providerId } },
    as(account),
  );
}

function unsave(providerId: string | number, account: { cookie: string } | null) {
  return api.graphql(
    `mutation($input: SavedProviderInput!) { unsaveProvider(input: $input) {
      ${RESULT} ... on UnsaveProviderPayload { removed providerId viewer { savedProviderIds } } } }`,
    { input: { providerId } },
    as(account),
  );
}

function merge(providerIds: (string | number)[], account: { cookie: string } | null) {
  return api.graphql(
    `mutation($input: MergeSavedProvidersInput!) { mergeSavedProviders(input: $input) {
      ${RESULT} ... on MergeSavedProvidersPayload { addedCount viewer { savedProviderIds } } } }`,
    { input: { providerIds } },
    as(account),
  );
}

async function savedIds(account: { cookie: string }) {
  const { data, errors } = await api.graphql(`{ viewer { savedProviderIds } }`, {}, as(account));
  expect(errors).toBeUndefined();
  return data!.viewer.savedProviderIds as string[];
}

/** Saves, insisting it worked, one tick of the clock after the last. */
async function saved(account: SignedInAccount, ...ids: number[]) {
  for (const id of ids) {
    clock.set(new Date(clock.now().getTime() + 1000));
    const { data, errors } = await save(gid(id), account);
    expect(errors).toBeUndefined();
    expect(data!.saveProvider.__typename).toBe("SaveProviderPayload");
  }
}

const rows = () =>
  api.db.prisma.savedProvider.findMany({
    orderBy: [{ userId: "asc" }, { providerId: "asc" }],
    select: { userId: true, providerId: true, createdAt: true },
  });

describe("saving a provider", () => {
  it("keeps it in the signed-in account, saved now, and says so", async () => {
    const { data, errors } = await save(gid(providers[0]!), customer);

    expect(errors).toBeUndefined();
    expect(data!.saveProvider).toMatchObject({
      __typename: "SaveProviderPayload",
      added: true,
      provider: { id: gid(providers[0]!) },
      viewer: { savedProviderIds: [gid(providers[0]!)] },
    });
    expect(await rows()).toEqual([{ userId: customer.userId, providerId: providers[0], createdAt: TEST_NOW }]);
  });

  it("saving it again changes nothing (its time included), and the numeric id names it too", async () => {
    await saved(customer, providers[0]!);
    const before = await rows();
    clock.set(new Date(TEST_NOW.getTime() + 60_000));

    const { data } = await save(String(providers[0]), customer);

    expect(data!.saveProvider).toMatchObject({ added: false, viewer: { savedProviderIds: [gid(providers[0]!)] } });
    expect(await rows()).toEqual(before);
  });

  it("asks a visitor to sign in, and stores nothing", async () => {
    const { data, errors } = await save(gid(providers[0]!), null);

    expect(data?.saveProvider ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe(SIGN_IN_MESSAGE);
    expect(await rows()).toEqual([]);
  });

  it("refuses a provider that is not approved, one that does not exist, and what is not an id", async () => {
    const pending = providers[1]!;
    await api.db.prisma.provider.update({ where: { id: pending }, data: { status: "PENDING" } });
    try {
      for (const id of [gid(pending), gid(999_999), encodeGlobalID("Booking", providers[0]!)]) {
        const { data } = await save(id, customer);
        expect(data!.saveProvider.__typename, id).toBe(
          id === encodeGlobalID("Booking", providers[0]!) ? "ValidationError" : "ProviderUnavailableError",
        );
      }
      const { data } = await save("not an id", customer);
      expect(data!.saveProvider).toMatchObject({ __typename: "ValidationError", message: "Unknown provider" });
      expect(await rows()).toEqual([]);
    } finally {
      await api.db.prisma.provider.update({ where: { id: pending }, data: { status: "ACTIVE" } });
    }
  });

  it(`holds at most ${SAVED_PROVIDERS_MAX}: one more is refused in words, and the list is unchanged`, async () => {
    const fillers = await fillList(customer, SAVED_PROVIDERS_MAX);
    expect(fillers).not.toContain(providers[0]);

    const { data } = await save(gid(providers[0]!), customer);

    expect(data!.saveProvider).toMatchObject({
      __typename: "ValidationError",
      message: SAVED_PROVIDERS_FULL,
      fieldErrors: [{ path: ["providerId"], message: SAVED_PROVIDERS_FULL }],
    });
    expect(await api.db.prisma.savedProvider.count({ where: { userId: customer.userId } })).toBe(SAVED_PROVIDERS_MAX);
    // One already on the list is still "saved" (nothing to add).
    const again = await save(gid(fillers[0]!), customer);
    expect(again.data!.saveProvider).toMatchObject({ added: false });
  });
});

/**
 * Fills the account's list to `count` with extra approved providers (made here, once), none
 * of them the seeded ones. Returns their ids.
 */
async function fillList(account: SignedInAccount, count: number): Promise<number[]> {
  const template = await api.db.prisma.provider.findUniqueOrThrow({ where: { id: providers[0]! } });
  const existing = await api.db.prisma.provider.findMany({
    where: { name: { startsWith: "Filler " } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  if (existing.length < count) {
    const { id: _id, createdAt: _c, updatedAt: _u, stripeAccountId: _s, ...rest } = template;
    await api.db.prisma.provider.createMany({
      data: Array.from({ length: count - existing.length }, (_, i) => ({
        ...rest,
        name: `Filler ${existing.length + i}`,
      })),
    });
  }
  const fillers = (
    await api.db.prisma.provider.findMany({
      where: { name: { startsWith: "Filler " } },
      select: { id: true },
      orderBy: { id: "asc" },
      take: count,
    })
  ).map((provider) => provider.id);
  await api.db.prisma.savedProvider.createMany({
    data: fillers.map((providerId) => ({ userId: account.userId, providerId, createdAt: TEST_NOW })),
  });
  return fillers;
}

describe("unsaving a provider", () => {
  it("takes it off the list; again, or one never saved, is answered removed: false", async () => {
    await saved(customer, providers[0]!, providers[1]!);

    const first = await unsave(gid(providers[0]!), customer);
    expect(first.data!.unsaveProvider).toEqual({
      __typename: "UnsaveProviderPayload",
      removed: true,
      providerId: gid(providers[0]!),
      viewer: { savedProviderIds: [gid(providers[1]!)] },
    });
    const second = await unsave(gid(providers[0]!), customer);
    expect(second.data!.unsaveProvider).toMatchObject({ removed: false });
    const never = await unsave(gid(providers[2]!), customer);
    expect(never.data!.unsaveProvider).toMatchObject({ removed: false });
    expect(await savedIds(customer)).toEqual([gid(providers[1]!)]);
  });

  it("touches only the caller's own list", async () => {
    await saved(customer, providers[0]!);

    const { data } = await unsave(gid(providers[0]!), otherCustomer);

    expect(data!.unsaveProvider).toMatchObject({ removed: false, viewer: { savedProviderIds: [] } });
    expect(await savedIds(customer)).toEqual([gid(providers[0]!)]);
  });

  it("asks a visitor to sign in", async () => {
    await saved(customer, providers[0]!);
    const { errors } = await unsave(gid(providers[0]!), null);
    expect(errors?.[0]?.message).toBe(SIGN_IN_MESSAGE);
    expect(await savedIds(customer)).toEqual([gid(providers[0]!)]);
  });
});

const CONNECTION = `savedProviders(first: $first, after: $after) {
  totalCount edges { cursor savedAt node { id name } } pageInfo { hasNextPage endCursor } }`;

function listPage(account: { cookie: string }, first: number, after: string | null = null) {
  return api.graphql(`query($first: Int, $after: String) { viewer { ${CONNECTION} } }`, { first, after }, as(account));
}

describe("reading the list", () => {
  it("is newest first, in pages, with when each was saved and how many there are", async () => {
    await saved(customer, providers[0]!, providers[1]!, providers[2]!);

    const page1 = await listPage(customer, 2);
    expect(page1.errors).toBeUndefined();
    const connection1 = page1.data!.viewer.savedProviders;
    expect(connection1.totalCount).toBe(3);
    expect(connection1.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
      gid(providers[2]!),
      gid(providers[1]!),
    ]);
    expect(connection1.edges[0].savedAt).toBe(new Date(TEST_NOW.getTime() + 3000).toISOString());
    expect(connection1.pageInfo.hasNextPage).toBe(true);

    const page2 = await listPage(customer, 2, connection1.pageInfo.endCursor);
    const connection2 = page2.data!.viewer.savedProviders;
    expect(connection2.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([gid(providers[0]!)]);
    expect(connection2.pageInfo.hasNextPage).toBe(false);
    expect(await savedIds(customer)).toEqual([providers[2]!, providers[1]!, providers[0]!].map(gid));
  });

  it("is each account's own: another account, and staff reading the account, see an empty list", async () => {
    await saved(customer, providers[0]!);
    await saved(otherCustomer, providers[1]!);

    expect(await savedIds(otherCustomer)).toEqual([gid(providers[1]!)]);
    const { data, errors } = await api.graphql(
      `query($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on User { email savedProviderIds ${CONNECTION} } } }`,
      { id: encodeGlobalID("User", customer.userId), first: 10, after: null },
      { cookie: adminCookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.node).toMatchObject({
      email: customer.email,
      savedProviderIds: [],
      savedProviders: { totalCount: 0, edges: [] },
    });
  });

  it("leaves out a provider that is no longer approved, and shows it again once it is", async () => {
    await saved(customer, providers[0]!, providers[1]!);
    await api.db.prisma.provider.update({ where: { id: providers[0]! }, data: { status: "REJECTED" } });
    try {
      expect(await savedIds(customer)).toEqual([gid(providers[1]!)]);
      const { data } = await listPage(customer, 10);
      expect(data!.viewer.savedProviders.totalCount).toBe(1);
    } finally {
      await api.db.prisma.provider.update({ where: { id: providers[0]! }, data: { status: "ACTIVE" } });
    }
    expect(await savedIds(customer)).toEqual([providers[1]!, providers[0]!].map(gid));
  });

  it("refuses a cursor it did not issue", async () => {
    for (const after of [
      "nonsense",
      Buffer.from("GPC:N:1").toString("base64"),
      Buffer.from('GPC:T:["N:0","N:1"]').toString("base64"),
    ]) {
      const { data, errors } = await listPage(customer, 2, after);
      expect(data?.viewer ?? null, after).toBeNull();
      expect(errors?.[0]?.message, after).toBe("That page cursor is not valid: start again from the first page.");
    }
  });

  it("goes with the account when the account is deleted", async () => {
    const leaving = await signedInAccount(api, "leaving@saved.test");
    await saved(leaving, providers[0]!);
    await api.db.prisma.user.delete({ where: { id: leaving.userId } });
    expect(await api.db.prisma.savedProvider.count({ where: { userId: leaving.userId } })).toBe(0);
  });
});

describe("merging a device's list at sign-in", () => {
  it("adds the approved providers not saved yet, in the order sent, passing over what names none", async () => {
    await saved(customer, providers[1]!);
    await api.db.prisma.provider.update({ where: { id: providers[3]! }, data: { status: "PENDING" } });
    try {
      clock.set(new Date(TEST_NOW.getTime() + 60_000));
      const { data, errors } = await merge(
        [
          gid(providers[2]!),
          gid(providers[1]!),
          String(providers[0]),
          gid(providers[2]!),
          gid(providers[3]!),
          "stale-entry",
          gid(999_999),
        ],
        customer,
      );

      expect(errors).toBeUndefined();
      expect(data!.mergeSavedProviders).toEqual({
        __typename: "MergeSavedProvidersPayload",
        addedCount: 2,
        // Merged a minute later, so ahead of the one saved before, in the device's order.
        viewer: { savedProviderIds: [providers[2]!, providers[0]!, providers[1]!].map(gid) },
      });
      // Sending the same list again adds nothing.
      const again = await merge([gid(providers[2]!), gid(providers[0]!)], customer);
      expect(again.data!.mergeSavedProviders.addedCount).toBe(0);
    } finally {
      await api.db.prisma.provider.update({ where: { id: providers[3]! }, data: { status: "ACTIVE" } });
    }
  });

  it("fills only the room that is left, and refuses a list longer than the limit", async () => {
    await fillList(customer, SAVED_PROVIDERS_MAX - 1);

    const { data } = await merge([gid(providers[0]!), gid(providers[1]!)], customer);
    expect(data!.mergeSavedProviders.addedCount).toBe(1);
    expect(await api.db.prisma.savedProvider.count({ where: { userId: customer.userId } })).toBe(SAVED_PROVIDERS_MAX);

    const tooMany = await merge(
      Array.from({ length: SAVED_PROVIDERS_MAX + 1 }, (_, i) => String(i + 1)),
      customer,
    );
    expect(tooMany.data!.mergeSavedProviders).toMatchObject({
      __typename: "ValidationError",
      message: `Send at most ${SAVED_PROVIDERS_MAX} providers at a time.`,
    });
  });

  it("asks a visitor to sign in", async () => {
    const { errors } = await merge([gid(providers[0]!)], null);
    expect(errors?.[0]?.message).toBe(SIGN_IN_MESSAGE);
    expect(await rows()).toEqual([]);
  });
});

describe("the nearest city", () => {
  const nearest = (latitude: number, longitude: number) =>
    api.graphql(
      `query($latitude: Float!, $longitude: Float!) { nearestCity(latitude: $latitude, longitude: $longitude) {
        __typename ... on NearestCity { distanceKm city { name province displayName } } ... on Error { message } } }`,
      { latitude, longitude },
    );

  it("is the city whose centre is nearest the point, with its distance", async () => {
    // Toronto City Hall, and a point in downtown Vancouver.
    const toronto = await nearest(43.6534, -79.3839);
    expect(toronto.errors).toBeUndefined();
    expect(toronto.data!.nearestCity).toMatchObject({
      __typename: "NearestCity",
      city: { name: "Toronto", province: "Ontario", displayName: "Toronto, Ontario" },
    });
    expect(toronto.data!.nearestCity.distanceKm).toBeGreaterThan(0);
    expect(toronto.data!.nearestCity.distanceKm).toBeLessThan(10);
    const vancouver = await nearest(49.2827, -123.1207);
    expect(vancouver.data!.nearestCity.city.displayName).toBe("Vancouver, British Columbia");
  });

  it("is none for a point far from every city we list", async () => {
    const paris = await nearest(48.8566, 2.3522);
    expect(paris.errors).toBeUndefined();
    expect(paris.data!.nearestCity).toBeNull();
  });

  it("refuses a point that is not on the globe", async () => {
    const { data } = await nearest(91, 0);
    expect(data!.nearestCity).toEqual({
      __typename: "ValidationError",
      message: "Latitude must be a number from -90 to 90.",
    });
    const east = await nearest(0, 181);
    expect(east.data!.nearestCity.message).toBe("Longitude must be a number from -180 to 180.");
  });
});
