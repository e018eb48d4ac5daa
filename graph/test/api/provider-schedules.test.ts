// Query.providerSchedules: the recurring schedules customers set up with a provider, for its
// dashboard. The provider account reads its own (and may name only itself), staff any
// provider's (or every provider's); a customer, a visitor and a partner's token are refused.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONLY_PROVIDER_SCHEDULES } from "../../src/services/schedules/access.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { SIGN_IN_MESSAGE } from "../support/authorization-calls.ts";
import { signedInAccount as signedInAs } from "../support/notifications.ts";
import { type Account, CLEANER_ID, createSchedule, restCall, signedInAccount } from "../support/schedule-calls.ts";

/** Another provider of the test seed, whose schedule provider 1 must not see. */
const OTHER_PROVIDER_ID = 2;

const LIST = `query($providerId: ID, $first: Int, $after: String) {
  providerSchedules(providerId: $providerId, first: $first, after: $after) {
    edges { node { databaseId customerName formattedAddress addressToConfirm estimatedPrice status
      provider { databaseId } openPriceProposal { proposedPrice previousPrice status } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

let api: TestApp;
let alice: Account;
let staff: Account;
let provider: { cookie: string };
let otherProvider: { cookie: string };
let first: number;
let second: number;
let paused: number;
let cancelled: number;
let othersSchedule: number;

beforeAll(async () => {
  api = await startTestApp({ providers: 12 });
  [alice, staff] = [await signedInAccount(api), await signedInAccount(api, "ADMIN")];
  provider = await signedInAs(api, "cleaner@provider-schedules.test", "PROVIDER", CLEANER_ID);
  otherProvider = await signedInAs(api, "other@provider-schedules.test", "PROVIDER", OTHER_PROVIDER_ID);
  first = (await createSchedule(api, alice)).id;
  second = (await createSchedule(api, alice, { customerName: "Second Schedule" })).id;
  paused = (await createSchedule(api, alice)).id;
  expect((await restCall(api, "PATCH", `/api/recurring-schedules/${paused}/pause`, { account: alice })).status).toBe(
    200,
  );
  cancelled = (await createSchedule(api, alice)).id;
  expect((await restCall(api, "DELETE", `/api/recurring-schedules/${cancelled}`, { account: alice })).status).toBe(200);
  // The same schedule, with another provider: written as it is, since the form checks only the cleaner's services.
  const {
    id: _id,
    createdAt: _createdAt,
    ...copy
  } = await api.db.prisma.recurringSchedule.findUniqueOrThrow({
    where: { id: first },
  });
  othersSchedule = (await api.db.prisma.recurringSchedule.create({ data: { ...copy, providerId: OTHER_PROVIDER_ID } }))
    .id;
});
afterAll(() => api?.close());

async function list(headers: Record<string, string>, variables: Record<string, unknown> = {}) {
  const { data, errors } = await api.graphql(LIST, { first: 20, ...variables }, headers);
  return { connection: data?.providerSchedules, errors };
}

async function idsSeenBy(headers: Record<string, string>, variables: Record<string, unknown> = {}) {
  const { connection, errors } = await list(headers, variables);
  expect(errors).toBeUndefined();
  return connection.edges.map((edge: any) => edge.node.databaseId as number);
}

const refusal = async (headers: Record<string, string>, variables: Record<string, unknown> = {}) => {
  const { connection, errors } = await list(headers, variables);
  expect(connection ?? null).toBeNull();
  return errors?.map((error: { message: string }) => error.message);
};

describe("a provider's recurring schedules", () => {
  it("its account sees its own live ones, newest first, and nobody else's", async () => {
    const own = await idsSeenBy({ cookie: provider.cookie });
    expect(own).toEqual([paused, second, first]);
    expect(own).not.toContain(cancelled);
    expect(own).not.toContain(othersSchedule);
    // Naming itself, by global id or number, is the same list.
    expect(
      await idsSeenBy({ cookie: provider.cookie }, { providerId: encodeGlobalID("Provider", CLEANER_ID) }),
    ).toEqual(own);
    expect(await idsSeenBy({ cookie: provider.cookie }, { providerId: String(CLEANER_ID) })).toEqual(own);
    expect(await idsSeenBy({ cookie: otherProvider.cookie })).toEqual([othersSchedule]);
  });

  it("shows what the dashboard lists: customer, address, price, status, provider", async () => {
    const { connection } = await list({ cookie: provider.cookie });
    const byId = new Map(connection.edges.map((edge: any) => [edge.node.databaseId, edge.node]));
    expect(byId.get(second)).toMatchObject({
      customerName: "Second Schedule",
      status: "ACTIVE",
      provider: { databaseId: CLEANER_ID },
      openPriceProposal: null,
    });
    expect(byId.get(paused)).toMatchObject({ status: "PAUSED" });
    // REST's form sent no address: the provider confirms it.
    expect(byId.get(first)).toMatchObject({ addressToConfirm: true });
  });

  it("shows the provider's open proposal once it has proposed a new price", async () => {
    const proposed = await api.graphql(
      `mutation($input: ProposeSchedulePriceInput!) { proposeSchedulePrice(input: $input) {
        __typename ... on SchedulePriceProposalPayload { proposal { status } } } }`,
      { input: { scheduleId: encodeGlobalID("RecurringSchedule", second), pricePerVisit: 17_500 } },
      { cookie: provider.cookie },
    );
    expect(proposed.data!.proposeSchedulePrice.__typename).toBe("SchedulePriceProposalPayload");
    const { connection } = await list({ cookie: provider.cookie });
    const node = connection.edges.find((edge: any) => edge.node.databaseId === second).node;
    expect(node.openPriceProposal).toEqual({
      proposedPrice: 17_500,
      previousPrice: node.estimatedPrice,
      status: "PENDING",
    });
  });

  it("pages by cursor", async () => {
    const { connection: page1 } = await list({ cookie: provider.cookie }, { first: 2 });
    expect(page1.edges.map((edge: any) => edge.node.databaseId)).toEqual([paused, second]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const { connection: page2 } = await list(
      { cookie: provider.cookie },
      { first: 2, after: page1.pageInfo.endCursor },
    );
    expect(page2.edges.map((edge: any) => edge.node.databaseId)).toEqual([first]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(await refusal({ cookie: provider.cookie }, { after: "not a cursor" })).toEqual([
      "That page cursor is not valid: start again from the first page.",
    ]);
  });

  it("a provider account naming another provider is refused", async () => {
    expect(
      await refusal({ cookie: provider.cookie }, { providerId: encodeGlobalID("Provider", OTHER_PROVIDER_ID) }),
    ).toEqual([ONLY_PROVIDER_SCHEDULES]);
    expect(await refusal({ cookie: otherProvider.cookie }, { providerId: String(CLEANER_ID) })).toEqual([
      ONLY_PROVIDER_SCHEDULES,
    ]);
  });

  it("staff see the provider they name, or every provider's", async () => {
    expect(await idsSeenBy(staff.headers, { providerId: encodeGlobalID("Provider", OTHER_PROVIDER_ID) })).toEqual([
      othersSchedule,
    ]);
    expect(await idsSeenBy(staff.headers, { providerId: String(CLEANER_ID) })).toEqual([paused, second, first]);
    const every = await idsSeenBy(staff.headers, { first: 100 });
    expect(every).toEqual(expect.arrayContaining([first, second, paused, othersSchedule]));
    expect(every).not.toContain(cancelled);
    expect(await refusal(staff.headers, { providerId: "no such provider" })).toEqual([
      "There is no provider with that id.",
    ]);
  });

  it("a customer is refused, even naming the provider it has schedules with", async () => {
    expect(await refusal(alice.headers)).toEqual([ONLY_PROVIDER_SCHEDULES]);
    expect(await refusal(alice.headers, { providerId: String(CLEANER_ID) })).toEqual([ONLY_PROVIDER_SCHEDULES]);
  });

  it("a visitor and a partner's token are told to sign in", async () => {
    expect(await refusal({})).toEqual([SIGN_IN_MESSAGE]);
    expect(await refusal({}, { providerId: String(CLEANER_ID) })).toEqual([SIGN_IN_MESSAGE]);
    const issued = await api.graphql(
      `mutation { issuePartnerToken(input: { name: "Provider schedules partner" }) {
        ... on IssuePartnerTokenPayload { token } } }`,
      {},
      staff.headers,
    );
    const partner = { authorization: `Bearer ${issued.data!.issuePartnerToken.token}` };
    expect(await refusal(partner, { providerId: String(CLEANER_ID) })).toEqual([SIGN_IN_MESSAGE]);
  });
});
