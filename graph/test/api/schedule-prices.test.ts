// A recurring schedule's price is the provider's: a customer cannot set it (GraphQL refuses
// a differing figure, REST ignores the spec client's default), and only a provider's
// proposal the customer accepts changes it, at the payment gateway too. Through the real app.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceSetByProviderMessage } from "../../src/services/schedules/schedule-price.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { signIn } from "../support/authorization-world.ts";
import { type Account, CLEANER_ID, restCall, scheduleBody, signedInAccount } from "../support/schedule-calls.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";
import { createAccount } from "../support/sign-in.ts";

let api: TestApp;
let customer: Account;
let otherCustomer: Account;
let staff: Account;
let cleaner: Account;
let otherProvider: Account;
/** Provider 1's price per visit, in cents. */
let cleanerPrice: number;

async function providerAccount(providerId: number, email: string): Promise<Account> {
  const id = await createAccount(api.db.prisma, email, "price passphrase 1");
  await api.db.prisma.user.update({ where: { id }, data: { role: "PROVIDER", providerId } });
  const cookie = await signIn(api, email, "price passphrase 1");
  return { id, cookie, headers: { cookie } };
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  customer = await signedInAccount(api);
  otherCustomer = await signedInAccount(api);
  staff = await signedInAccount(api, "ADMIN");
  cleaner = await providerAccount(CLEANER_ID, "cleaner@prices.test");
  otherProvider = await providerAccount(2, "other@prices.test");
  cleanerPrice = (await api.db.prisma.provider.findUniqueOrThrow({ where: { id: CLEANER_ID } })).startingPrice;
}, 120_000);
afterAll(() => api?.close());

const CREATE = /* GraphQL */ `
  mutation ($input: CreateRecurringScheduleInput!) {
    createRecurringSchedule(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on RecurringSchedulePayload {
        recurringSchedule {
          databaseId
          estimatedPrice
        }
      }
    }
  }
`;

const PROPOSE = /* GraphQL */ `
  mutation ($input: ProposeSchedulePriceInput!) {
    proposeSchedulePrice(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on SchedulePriceProposalPayload {
        proposal {
          id
          databaseId
          proposedPrice
          previousPrice
          status
        }
      }
    }
  }
`;

const ANSWER = /* GraphQL */ `
  mutation ($input: AnswerSchedulePriceProposalInput!) {
    answerSchedulePriceProposal(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on AnswerSchedulePriceProposalPayload {
        proposal {
          status
          answeredAt
        }
        recurringSchedule {
          estimatedPrice
          openPriceProposal {
            id
          }
        }
      }
    }
  }
`;

const OPEN_PROPOSAL = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on RecurringSchedule {
        estimatedPrice
        openPriceProposal {
          databaseId
          proposedPrice
          previousPrice
          status
        }
      }
    }
  }
`;

const countSchedules = () => api.db.prisma.recurringSchedule.count();
const scheduleRow = (id: number) => api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id } });

function graphCreate(overrides: Record<string, unknown> = {}, account: Account = customer) {
  return api.graphql(
    CREATE,
    { input: { ...scheduleBody({ frequency: "WEEKLY", address: TEST_SERVICE_ADDRESS }), ...overrides } },
    account.headers,
  );
}

/** A schedule of customer's with the cleaner, set up through GraphQL at the provider's price. */
async function newSchedule(): Promise<number> {
  const { data } = await graphCreate();
  expect(data!.createRecurringSchedule.__typename).toBe("RecurringSchedulePayload");
  return data!.createRecurringSchedule.recurringSchedule.databaseId;
}

async function propose(scheduleId: number, pricePerVisit: number, account: Account = cleaner) {
  const { data, errors } = await api.graphql(
    PROPOSE,
    { input: { scheduleId: encodeGlobalID("RecurringSchedule", scheduleId), pricePerVisit } },
    account.headers,
  );
  expect(errors).toBeUndefined();
  return data!.proposeSchedulePrice;
}

async function answer(proposalId: number, accept: boolean, account: Account = customer) {
  const { data, errors } = await api.graphql(
    ANSWER,
    { input: { proposalId: encodeGlobalID("SchedulePriceProposal", proposalId), accept } },
    account.headers,
  );
  expect(errors).toBeUndefined();
  return data!.answerSchedulePriceProposal;
}

/** Subscribes the schedule in test mode and pays its first invoice with the 4242 card; its sub_ id. */
async function subscribe(scheduleId: number): Promise<string> {
  const { data } = await api.graphql(
    `mutation($input: CreateSubscriptionInput!) {
      createSubscription(input: $input) { __typename ... on StartCheckoutPayload { clientSecret } ... on Error { message } }
    }`,
    { input: { recurringScheduleId: String(scheduleId) } },
    customer.headers,
  );
  expect(data!.createSubscription.__typename).toBe("StartCheckoutPayload");
  const paid = await api.graphql(
    `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) { __typename } }`,
    { input: { clientSecret: data!.createSubscription.clientSecret, cardNumber: "4242 4242 4242 4242" } },
    customer.headers,
  );
  expect(paid.data?.payWithTestCard.__typename).toBe("PayWithTestCardPayload");
  return (await scheduleRow(scheduleId)).stripeSubscriptionId!;
}

async function subscriptionPrice(id: string): Promise<number | null | undefined> {
  const row = await api.db.prisma.testModeObject.findUniqueOrThrow({ where: { id } });
  return (row.data as unknown as Stripe.Subscription).items.data[0]?.price.unit_amount;
}

const proposalRow = (id: number) => api.db.prisma.schedulePriceProposal.findUniqueOrThrow({ where: { id } });

describe("a schedule's price is the provider's", () => {
  it("is charged at the provider's price when the client sends none, or sends that price", async () => {
    const absent = await graphCreate();
    expect(absent.data!.createRecurringSchedule.recurringSchedule.estimatedPrice).toBe(cleanerPrice);
    const same = await graphCreate({ estimatedPrice: cleanerPrice });
    expect(same.data!.createRecurringSchedule.recurringSchedule.estimatedPrice).toBe(cleanerPrice);
  });

  it("refuses a customer's own figure on GraphQL, naming the provider's price, and creates nothing", async () => {
    const differing = cleanerPrice === 1_000 ? 1_100 : 1_000;
    const before = await countSchedules();
    const { data } = await graphCreate({ estimatedPrice: differing, idempotencyKey: "price-refused-1" });
    expect(data!.createRecurringSchedule).toEqual({
      __typename: "ValidationError",
      message: priceSetByProviderMessage(cleanerPrice),
    });
    expect(priceSetByProviderMessage(12_000)).toBe("The price per visit is set by the provider: $120.00 a visit.");
    expect(await countSchedules()).toBe(before);
  });

  it("ignores the spec client's estimate on REST and charges the provider's price", async () => {
    const answer = await restCall(api, "POST", "/api/recurring-schedules", {
      account: customer,
      body: scheduleBody({ estimatedPrice: cleanerPrice === 15_000 ? 1_000 : 15_000 }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.estimatedPrice).toBe(cleanerPrice);
    expect((await scheduleRow(answer.body.id)).estimatedPrice).toBe(cleanerPrice);
  });
});

describe("a provider's price proposal", () => {
  it("accepted: the schedule and its subscription take the new price; bookings made keep theirs", async () => {
    const scheduleId = await newSchedule();
    const subscriptionId = await subscribe(scheduleId);
    expect(await subscriptionPrice(subscriptionId)).toBe(cleanerPrice);
    const booked = await api.db.prisma.booking.create({
      data: {
        providerId: CLEANER_ID,
        customerId: customer.id,
        customerName: "Casey Schedule",
        customerPhone: "416-555-0123",
        customerEmail: "casey@schedules.test",
        serviceType: "house-cleaning",
        preferredDate: new Date("2026-11-25T00:00:00Z"),
        preferredTime: "09:00",
        estimatedPrice: cleanerPrice,
        recurringScheduleId: scheduleId,
      },
    });

    const newPrice = cleanerPrice + 2_500;
    const proposed = await propose(scheduleId, newPrice);
    expect(proposed).toMatchObject({
      __typename: "SchedulePriceProposalPayload",
      proposal: { proposedPrice: newPrice, previousPrice: cleanerPrice, status: "PENDING" },
    });
    const proposalId: number = proposed.proposal.databaseId;
    // Nothing changes until the customer answers; both sides see the open proposal.
    expect((await scheduleRow(scheduleId)).estimatedPrice).toBe(cleanerPrice);
    for (const account of [customer, cleaner]) {
      const { data } = await api.graphql(
        OPEN_PROPOSAL,
        { id: encodeGlobalID("RecurringSchedule", scheduleId) },
        account.headers,
      );
      expect(data!.node.openPriceProposal).toEqual({
        databaseId: proposalId,
        proposedPrice: newPrice,
        previousPrice: cleanerPrice,
        status: "PENDING",
      });
    }
    expect(
      await api.db.prisma.notification.findMany({
        where: { kind: "SCHEDULE_PRICE_PROPOSED", recipientId: customer.id },
        select: { link: true },
      }),
    ).toEqual([{ link: "/recurring-bookings" }]);

    const accepted = await answer(proposalId, true);
    expect(accepted).toMatchObject({
      __typename: "AnswerSchedulePriceProposalPayload",
      proposal: { status: "ACCEPTED" },
      recurringSchedule: { estimatedPrice: newPrice, openPriceProposal: null },
    });
    expect((await scheduleRow(scheduleId)).estimatedPrice).toBe(newPrice);
    expect(await subscriptionPrice(subscriptionId)).toBe(newPrice);
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id: booked.id } })).estimatedPrice).toBe(
      cleanerPrice,
    );
    const told = await api.db.prisma.notification.findMany({
      where: { kind: "SCHEDULE_PRICE_ANSWERED", recipientId: cleaner.id },
      select: { title: true },
    });
    expect(told).toEqual([{ title: "Price accepted" }]);
    // Answered once: a second click is told so.
    expect(await answer(proposalId, true)).toEqual({
      __typename: "ConflictError",
      message: "This price proposal was already accepted.",
    });
  });

  it("declined: the schedule and its subscription keep their price", async () => {
    const scheduleId = await newSchedule();
    const subscriptionId = await subscribe(scheduleId);
    const proposed = await propose(scheduleId, cleanerPrice + 1_000, staff);
    const declined = await answer(proposed.proposal.databaseId, false);
    expect(declined).toMatchObject({
      proposal: { status: "DECLINED" },
      recurringSchedule: { estimatedPrice: cleanerPrice, openPriceProposal: null },
    });
    expect((await scheduleRow(scheduleId)).estimatedPrice).toBe(cleanerPrice);
    expect(await subscriptionPrice(subscriptionId)).toBe(cleanerPrice);
  });

  it("only the schedule's provider or staff propose; nothing is written for anyone else", async () => {
    const scheduleId = await newSchedule();
    const refusals: [Account, string][] = [
      [customer, "Only the schedule's provider, or staff, can propose a new price."],
      [otherCustomer, "You do not have permission to do that."],
      [otherProvider, "You do not have permission to do that."],
    ];
    for (const [account, message] of refusals) {
      expect(await propose(scheduleId, cleanerPrice + 500, account)).toEqual({ __typename: "ForbiddenError", message });
    }
    expect(await api.db.prisma.schedulePriceProposal.count({ where: { scheduleId } })).toBe(0);
    expect(await propose(scheduleId, cleanerPrice, cleaner)).toMatchObject({ __typename: "ValidationError" });
    expect(await propose(scheduleId, 999, cleaner)).toEqual({
      __typename: "ValidationError",
      message: "Please enter a price per visit from $10.00 to $10,000.00.",
    });
  });

  it("only the schedule's customer answers: not its provider, not staff, not another customer", async () => {
    const scheduleId = await newSchedule();
    const { proposal } = await propose(scheduleId, cleanerPrice + 700);
    const ONLY_CUSTOMER = "Only the customer who set up this schedule can answer its price proposal.";
    const refusals: [Account, string][] = [
      [cleaner, ONLY_CUSTOMER],
      [staff, ONLY_CUSTOMER],
      [otherCustomer, "You do not have permission to do that."],
    ];
    for (const [account, message] of refusals) {
      expect(await answer(proposal.databaseId, true, account)).toEqual({ __typename: "ForbiddenError", message });
    }
    expect(await proposalRow(proposal.databaseId)).toMatchObject({ status: "PENDING", answeredAt: null });
    expect((await scheduleRow(scheduleId)).estimatedPrice).toBe(cleanerPrice);
  });

  it("a second proposal withdraws the open one, which can no longer be accepted", async () => {
    const scheduleId = await newSchedule();
    const first = await propose(scheduleId, cleanerPrice + 1_000);
    const second = await propose(scheduleId, cleanerPrice + 2_000);
    expect(await proposalRow(first.proposal.databaseId)).toMatchObject({ status: "WITHDRAWN" });
    expect(await api.db.prisma.schedulePriceProposal.count({ where: { scheduleId, status: "PENDING" } })).toBe(1);
    expect(await answer(first.proposal.databaseId, true)).toMatchObject({ __typename: "ConflictError" });
    expect((await scheduleRow(scheduleId)).estimatedPrice).toBe(cleanerPrice);
    expect(await answer(second.proposal.databaseId, true)).toMatchObject({
      recurringSchedule: { estimatedPrice: cleanerPrice + 2_000 },
    });
  });

  it("cancelling the schedule withdraws its open proposal", async () => {
    const scheduleId = await newSchedule();
    const { proposal } = await propose(scheduleId, cleanerPrice + 300);
    const cancelled = await restCall(api, "DELETE", `/api/recurring-schedules/${scheduleId}`, { account: customer });
    expect(cancelled.status).toBe(200);
    expect(await proposalRow(proposal.databaseId)).toMatchObject({ status: "WITHDRAWN" });
    expect(await answer(proposal.databaseId, true)).toMatchObject({ __typename: "ConflictError" });
  });
});

describe("the REST twins", () => {
  it("propose (201), then accept or decline under the schedule's path", async () => {
    const scheduleId = await newSchedule();
    const path = `/api/recurring-schedules/${scheduleId}/price-proposals`;
    expect(await restCall(api, "POST", path, { account: customer, body: { pricePerVisit: 20_000 } })).toMatchObject({
      status: 403,
    });
    const first = await restCall(api, "POST", path, { account: cleaner, body: { pricePerVisit: cleanerPrice + 100 } });
    expect(first).toMatchObject({
      status: 201,
      body: { scheduleId, proposedPrice: cleanerPrice + 100, previousPrice: cleanerPrice, status: "pending" },
    });
    const declined = await restCall(api, "POST", `${path}/${first.body.id}/decline`, { account: customer, body: {} });
    expect(declined).toMatchObject({
      status: 200,
      body: { proposal: { status: "declined" }, schedule: { estimatedPrice: cleanerPrice } },
    });

    const second = await restCall(api, "POST", path, { account: cleaner, body: { pricePerVisit: cleanerPrice + 200 } });
    const otherSchedule = await newSchedule();
    expect(
      await restCall(
        api,
        "POST",
        `/api/recurring-schedules/${otherSchedule}/price-proposals/${second.body.id}/accept`,
        {
          account: customer,
          body: {},
        },
      ),
    ).toMatchObject({ status: 404, body: { message: "There is no price proposal with that id." } });
    const accepted = await restCall(api, "POST", `${path}/${second.body.id}/accept`, { account: customer, body: {} });
    expect(accepted).toMatchObject({
      status: 200,
      body: { proposal: { status: "accepted" }, schedule: { estimatedPrice: cleanerPrice + 200 } },
    });
  });
});
