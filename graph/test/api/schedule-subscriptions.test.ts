// A subscribed schedule's subscription follows it: paused with it (no charges while paused:
// Stripe's pause_collection), resumed with it, cancelled with it; and a gateway that
// refuses leaves the schedule as it was. Test mode keeps the subscription as Stripe would,
// in TestModeObject, which is what is read here.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentGatewayError } from "../../src/gateways/payments/gateway-error.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { cookieFrom, startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from "../support/app.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";

let api: TestApp;
let cookie: string;
let providerId: number;
/** Whether the gateway refuses to pause or resume subscriptions (a Stripe outage). */
let gatewayDown = false;

const PAYLOAD = (field: string) => `
  __typename
  ... on Error { message }
  ${
    field === "cancelRecurringSchedule"
      ? "... on CancelRecurringSchedulePayload { recurringSchedule { databaseId status } }"
      : "... on RecurringSchedulePayload { recurringSchedule { databaseId status pausedUntil } }"
  }
`;

beforeAll(async () => {
  api = await startTestApp({
    providers: 5,
    payments: (options) => {
      const gateway = createTestModeGateway({ ...options, webhookSecret: TEST_WEBHOOK_SECRET });
      const refuseWhenDown =
        <A extends unknown[]>(call: (...args: A) => Promise<void>) =>
        (...args: A) =>
          gatewayDown
            ? Promise.reject(new PaymentGatewayError("unavailable", "The payment service is not responding."))
            : call(...args);
      return {
        ...gateway,
        pauseSubscription: refuseWhenDown(gateway.pauseSubscription),
        resumeSubscription: refuseWhenDown(gateway.resumeSubscription),
      };
    },
  });
  const { response } = await api.graphql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, {
    input: { email: "customer@demo.test", password: "demo-password" },
  });
  cookie = cookieFrom(response);
  providerId = (
    await api.db.prisma.provider.findFirstOrThrow({
      where: { status: "ACTIVE", categories: { some: { category: { slug: "house-cleaning" } } } },
      orderBy: { id: "asc" },
    })
  ).id;
}, 120_000);

afterAll(() => api?.close());

async function call(field: string, input: Record<string, unknown>) {
  const { data, errors } = await api.graphql(
    `mutation($input: ${inputType(field)}!) { ${field}(input: $input) { ${PAYLOAD(field)} } }`,
    { input },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data![field];
}

function inputType(field: string): string {
  if (field === "createRecurringSchedule") return "CreateRecurringScheduleInput";
  if (field === "pauseRecurringSchedule") return "PauseRecurringScheduleInput";
  if (field === "createSubscription") return "CreateSubscriptionInput";
  return "RecurringScheduleChangeInput";
}

/** A weekly schedule of the demo customer's, subscribed and paid with Stripe's 4242 test card. */
async function subscribedSchedule(): Promise<{ id: number; subscriptionId: string }> {
  const created = await call("createRecurringSchedule", {
    providerId: String(providerId),
    serviceType: "house-cleaning",
    frequency: "WEEKLY",
    dayOfWeek: 3,
    startDate: "2026-11-23",
    customerName: "Casey Customer",
    customerPhone: "416-555-0166",
    customerEmail: "customer@demo.test",
    address: TEST_SERVICE_ADDRESS,
  });
  const id: number = created.recurringSchedule.databaseId;
  const { data } = await api.graphql(
    `mutation($input: CreateSubscriptionInput!) {
      createSubscription(input: $input) { __typename ... on StartCheckoutPayload { clientSecret } ... on Error { message } }
    }`,
    { input: { recurringScheduleId: String(id) } },
    { cookie },
  );
  const paid = await api.graphql(
    `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) { __typename } }`,
    { input: { clientSecret: data!.createSubscription.clientSecret, cardNumber: "4242 4242 4242 4242" } },
    { cookie },
  );
  expect(paid.data?.payWithTestCard.__typename).toBe("PayWithTestCardPayload");
  const schedule = await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id } });
  return { id, subscriptionId: schedule.stripeSubscriptionId! };
}

async function subscription(id: string): Promise<Stripe.Subscription> {
  const row = await api.db.prisma.testModeObject.findUniqueOrThrow({ where: { id } });
  return row.data as unknown as Stripe.Subscription;
}

describe("a subscribed schedule's subscription", () => {
  it("stops charging while paused until resumed, and charges again once resumed", async () => {
    const schedule = await subscribedSchedule();
    expect((await subscription(schedule.subscriptionId)).status).toBe("active");

    const paused = await call("pauseRecurringSchedule", { scheduleId: String(schedule.id), pausedUntil: "" });
    expect(paused.recurringSchedule).toMatchObject({ status: "PAUSED", pausedUntil: null });
    expect((await subscription(schedule.subscriptionId)).pause_collection).toEqual({
      behavior: "void",
      resumes_at: null,
    });

    const resumed = await call("resumeRecurringSchedule", { scheduleId: String(schedule.id) });
    expect(resumed.recurringSchedule.status).toBe("ACTIVE");
    expect((await subscription(schedule.subscriptionId)).pause_collection).toBeNull();
  });

  it("resumes charging by itself at the start of the day the pause ends, in the provider's city", async () => {
    const schedule = await subscribedSchedule();
    await call("pauseRecurringSchedule", { scheduleId: String(schedule.id), pausedUntil: "2026-12-15" });
    const timeZone = (
      await api.db.prisma.provider.findUniqueOrThrow({
        where: { id: providerId },
        select: { city: { select: { timeZone: true } } },
      })
    ).city.timeZone;
    const midnight = new Date(
      new Date("2026-12-15T00:00:00Z").getTime() - zoneOffsetMs(timeZone, new Date("2026-12-15T12:00:00Z")),
    );
    expect((await subscription(schedule.subscriptionId)).pause_collection).toEqual({
      behavior: "void",
      resumes_at: midnight.getTime() / 1000,
    });
  });

  it("is cancelled with the schedule", async () => {
    const schedule = await subscribedSchedule();
    const cancelled = await call("cancelRecurringSchedule", { scheduleId: String(schedule.id) });
    expect(cancelled).toMatchObject({ __typename: "CancelRecurringSchedulePayload" });
    expect(cancelled.recurringSchedule.status).toBe("CANCELLED");
    expect((await subscription(schedule.subscriptionId)).status).toBe("canceled");
  });

  it("when the gateway cannot be reached, leaves the schedule as it was and says so", async () => {
    const schedule = await subscribedSchedule();
    gatewayDown = true;
    try {
      const refused = await call("pauseRecurringSchedule", { scheduleId: String(schedule.id), pausedUntil: "" });
      expect(refused).toEqual({ __typename: "PaymentGatewayError", message: "The payment service is not responding." });
      expect(await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: schedule.id } })).toMatchObject({
        status: "ACTIVE",
        pausedUntil: null,
      });
      expect((await subscription(schedule.subscriptionId)).pause_collection ?? null).toBeNull();

      gatewayDown = false;
      await call("pauseRecurringSchedule", { scheduleId: String(schedule.id), pausedUntil: "" });
      gatewayDown = true;
      const stillPaused = await call("resumeRecurringSchedule", { scheduleId: String(schedule.id) });
      expect(stillPaused.__typename).toBe("PaymentGatewayError");
      expect(await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: schedule.id } })).toMatchObject({
        status: "PAUSED",
      });
    } finally {
      gatewayDown = false;
    }
  });
});

/** The zone's offset from UTC at `at`, in milliseconds (negative west of Greenwich). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wallClock = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wallClock - at.getTime();
}
