// Whose recurring schedules a list shows: REST's
// GET /api/recurring-schedules?customerId= (a customer's own whatever it names; staff's
// choice), paged newest first, and GraphQL's User.recurringSchedules; then the schedule
// dialog's provider picker, providers(search: { name }).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { type Account, CLEANER_ID, createSchedule, restCall, signedInAccount } from "../support/schedule-calls.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 12 });
});
afterAll(() => api?.close());

describe("whose schedules a list shows", () => {
  let alice: Account;
  let bob: Account;
  let staff: Account;
  let aliceLive: number;
  let aliceCancelled: number;
  let bobs: number;
  beforeAll(async () => {
    [alice, bob, staff] = [await signedInAccount(api), await signedInAccount(api), await signedInAccount(api, "ADMIN")];
    aliceLive = (await createSchedule(api, alice)).id;
    aliceCancelled = (await createSchedule(api, alice)).id;
    expect(
      (await restCall(api, "DELETE", `/api/recurring-schedules/${aliceCancelled}`, { account: alice })).status,
    ).toBe(200);
    bobs = (await createSchedule(api, bob)).id;
  });

  const listed = async (account: Account, query = "") => {
    const answer = await restCall(api, "GET", `/api/recurring-schedules${query}`, { account });
    expect(answer.status).toBe(200);
    return (answer.body as { id: number }[]).map((schedule) => schedule.id);
  };

  it("a customer gets their own live ones, whatever customerId says", async () => {
    expect(await listed(alice)).toEqual([aliceLive]);
    expect(await listed(alice, `?customerId=${bob.id}`)).toEqual([aliceLive]);
    expect(await listed(bob, `?customerId=${alice.id}`)).toEqual([bobs]);
  });

  it("staff get the named customer's, or everyone's live ones", async () => {
    expect(await listed(staff, `?customerId=${bob.id}`)).toEqual([bobs]);
    const all = await listed(staff, "?limit=100");
    expect(all).toEqual(expect.arrayContaining([aliceLive, bobs]));
    expect(all).not.toContain(aliceCancelled);
    expect((await restCall(api, "GET", "/api/recurring-schedules?customerId=abc", { account: staff })).status).toBe(
      400,
    );
  });

  it("pages newest first, the next page in a Link header", async () => {
    const carol = await signedInAccount(api);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createSchedule(api, carol)).id);
    const first = await restCall(api, "GET", "/api/recurring-schedules?limit=2", { account: carol });
    expect(first.body.map((schedule: { id: number }) => schedule.id)).toEqual([ids[2], ids[1]]);
    const link = first.headers.get("link");
    expect(link).toBe(`</api/recurring-schedules?limit=2&after=${ids[1]}>; rel="next"`);
    const next = await restCall(api, "GET", /<([^>]+)>/.exec(link!)![1]!, { account: carol });
    expect(next.body.map((schedule: { id: number }) => schedule.id)).toEqual([ids[0]]);
    expect(next.headers.get("link")).toBeNull();
  });

  it("User.recurringSchedules: the account's own, and staff's view of it; nobody else reads the account", async () => {
    const LIST = `query($id: ID!) { node(id: $id) { ... on User { recurringSchedules(first: 10) {
      edges { node { databaseId status } } } } } }`;
    const aliceId = encodeGlobalID("User", alice.id);
    const ids = (data: any) => data.node.recurringSchedules.edges.map((edge: any) => edge.node.databaseId);
    expect(ids((await api.graphql(LIST, { id: aliceId }, alice.headers)).data)).toEqual([aliceLive]);
    expect(ids((await api.graphql(LIST, { id: aliceId }, staff.headers)).data)).toEqual([aliceLive]);
    expect((await api.graphql(LIST, { id: aliceId }, bob.headers)).data!.node).toBeNull();
  });
});

describe("providers(search: { name })", () => {
  const SEARCH = `query($name: String) { providers(first: 50, search: { name: $name }) {
    edges { node { databaseId name } } } }`;
  const found = async (name: string) =>
    (
      (await api.graphql(SEARCH, { name })).data!.providers.edges as { node: { databaseId: number; name: string } }[]
    ).map((edge) => edge.node.name);

  it("finds by part of the name in any case", async () => {
    const names = await found("mAPLE lEAF");
    expect(names).toContain("Maple Leaf Cleaning Co.");
    for (const name of names) expect(name.toLowerCase()).toContain("maple leaf");
  });

  it("takes % and _ as themselves", async () => {
    const city = await api.db.prisma.provider.findUniqueOrThrow({ where: { id: CLEANER_ID } });
    for (const name of ["100% Pure_Clean", "100X PureXClean"]) {
      await api.db.prisma.provider.create({
        data: {
          name,
          description: "Named to test the search.",
          address: "1 Front St W, Toronto, ON M5J 1E6",
          serviceArea: "Toronto, Ontario",
          phone: "(416) 555-0150",
          email: `${name.length}-${name.charCodeAt(3)}@schedules.test`,
          startingPrice: 8_000,
          specialties: [],
          availability: [],
          latitude: city.latitude,
          longitude: city.longitude,
          cityId: city.cityId,
          status: "ACTIVE",
        },
      });
    }
    expect(await found("100% Pure_")).toEqual(["100% Pure_Clean"]);
    expect(await found("%")).toEqual(["100% Pure_Clean"]);
    expect(await found("_")).toEqual(["100% Pure_Clean"]);
  });
});
