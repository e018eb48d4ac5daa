// The authorization matrix's rows for money: checkout, test-mode card payments, payment
// outcomes, refunds, payouts, the platform's earnings and Stripe's webhook door.
import { encodeGlobalID } from "@pothos/plugin-relay";
import Stripe from "stripe";
import { TEST_WEBHOOK_SECRET } from "./app.ts";
import {
  type Denial,
  EVERYONE,
  graphql,
  type MatrixCase,
  PAYLOAD,
  PROVIDER_A_AND_STAFF,
  rest,
  STAFF,
} from "./authorization-calls.ts";
import type { CallerName, World } from "./authorization-world.ts";

const PAY_BOOKING = "Only the customer who made this booking can pay for it.";
const PAY_SCHEDULE = "Only the customer who set up this schedule can pay for it.";
const SIGN_IN_TO_PAY = "Please sign in to pay.";
const NOT_PROVIDER_A = "Only this provider's own account and staff can do that.";

/** Paying is customer's alone: every other account hears why. */
function onlyTheCustomer(message: string, status?: number): Partial<Record<CallerName, Denial>> {
  const denial = { ...(status !== undefined ? { status } : {}), message };
  return { otherCustomer: denial, provider: denial, otherProvider: denial, admin: denial };
}

/** Node reads: a payment is read by its customer, its provider and staff. */
export const PAYMENT_NODE_READ: [string, readonly CallerName[], (world: World) => string] = [
  "customer's payment to provider A",
  ["customer", "provider", "admin"],
  (world) => encodeGlobalID("Payment", world.ids.payment),
];

/** Client secrets of the checkouts `prepare` began, by booking id (a Target is a number). */
const clientSecrets = new Map<number, string>();

const paymentMade = async (world: World, id: number | undefined) => {
  const payment = await world.prisma.payment.findUniqueOrThrow({ where: { bookingId: id } });
  if (payment.paymentStatus !== "COMPLETED") throw new Error(`booking ${id}'s payment is ${payment.paymentStatus}`);
};

const signedEvent = (world: World) => {
  const payload = JSON.stringify({
    id: `evt_matrix_${world.next()}`,
    object: "event",
    type: "customer.created",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `cus_matrix_${world.next()}`, object: "customer" } },
  });
  const signature = new Stripe("sk_test_matrix").webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
  });
  return { payload, signature };
};

export const PAYMENT_CASES: MatrixCase[] = [
  {
    operation: "Query.paymentsSetup",
    access: "public",
    note: "the checkout page's mode (Stripe or test) and publishable key",
    allow: EVERYONE,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "paymentsSetup",
        `
          {
            paymentsSetup {
              mode
              publishableKey
            }
          }
        `,
      ),
  },
  {
    operation: "Mutation.createPaymentIntent",
    access: "restricted",
    note: "checkout for a fresh booking of customer's: that customer only",
    allow: ["customer"],
    deniedWith: onlyTheCustomer(PAY_BOOKING),
    prepare: (world) => world.freshBooking(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "createPaymentIntent",
        `mutation($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) {
          ${PAYLOAD("StartCheckoutPayload", "clientSecret")} } }`,
        { input: { bookingId: encodeGlobalID("Booking", id!) } },
      ),
  },
  {
    operation: "Mutation.createSubscription",
    access: "restricted",
    note: "a subscription for a fresh schedule of customer's: that customer only",
    allow: ["customer"],
    deniedWith: onlyTheCustomer(PAY_SCHEDULE),
    prepare: (world) => world.freshSchedule(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "createSubscription",
        `mutation($input: CreateSubscriptionInput!) { createSubscription(input: $input) {
          ${PAYLOAD("StartCheckoutPayload", "clientSecret")} } }`,
        { input: { recurringScheduleId: String(id) } },
      ),
  },
  {
    operation: "Mutation.payWithTestCard",
    access: "restricted",
    note: "paying a fresh checkout of customer's with the 4242 card: that customer only",
    allow: ["customer"],
    deniedWith: onlyTheCustomer(PAY_BOOKING),
    prepare: async (world) => {
      const { bookingId, clientSecret } = await world.freshCheckout();
      clientSecrets.set(bookingId, clientSecret);
      return bookingId;
    },
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "payWithTestCard",
        `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) {
          ${PAYLOAD("PayWithTestCardPayload", "succeeded")} } }`,
        { input: { clientSecret: clientSecrets.get(id!), cardNumber: "4242 4242 4242 4242" } },
      ),
    afterAllowed: paymentMade,
  },
  {
    operation: "Query.paymentOutcome",
    access: "restricted",
    note: "the outcome of paying customer's booking: that customer only",
    allow: ["customer"],
    deniedWith: onlyTheCustomer(PAY_BOOKING),
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "paymentOutcome",
        `query($bookingId: ID) { paymentOutcome(bookingId: $bookingId) { ${PAYLOAD("PaymentOutcome", "status")} } }`,
        { bookingId: encodeGlobalID("Booking", world.ids.booking) },
      ),
  },
  {
    operation: "Query.providerPayouts",
    access: "restricted",
    note: "provider A's payouts: provider A's account and staff",
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: {
      customer: { message: NOT_PROVIDER_A },
      otherCustomer: { message: NOT_PROVIDER_A },
      otherProvider: { message: NOT_PROVIDER_A },
    },
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "providerPayouts",
        `query($providerId: ID) { providerPayouts(providerId: $providerId) {
          ${PAYLOAD("PayoutSummary", "heldAmount")} } }`,
        { providerId: encodeGlobalID("Provider", world.ids.providerA) },
      ),
  },
  {
    operation: "Mutation.startPayoutSetup",
    access: "restricted",
    note: "a provider account sets up its own payouts (A's and B's each their own); nobody else",
    allow: ["provider", "otherProvider"],
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "startPayoutSetup",
        `mutation { startPayoutSetup { ${PAYLOAD("StartPayoutSetupPayload", "url")} } }`,
      ),
  },
  {
    operation: "Mutation.completeTestPayoutSetup",
    access: "restricted",
    note: "finishing provider A's simulated payout set-up: provider A's account only",
    allow: ["provider"],
    deniedWith: { otherProvider: { message: "This payout account is not yours." } },
    prepare: async (world) => {
      const { data } = await world.api.graphql(
        `mutation { startPayoutSetup { ... on StartPayoutSetupPayload { url } } }`,
        {},
        world.callers.provider.headers,
      );
      if (!data?.startPayoutSetup?.url) throw new Error("provider A's payout set-up did not start");
      return undefined;
    },
    call: async (world, caller) => {
      const { stripeAccountId } = await world.prisma.provider.findUniqueOrThrow({
        where: { id: world.ids.providerA },
      });
      return graphql(
        world,
        caller.headers,
        "completeTestPayoutSetup",
        `mutation($input: CompleteTestPayoutSetupInput!) { completeTestPayoutSetup(input: $input) {
          ${PAYLOAD("PayoutSummary", "payoutsEnabled")} } }`,
        { input: { accountId: stripeAccountId } },
      );
    },
    afterAllowed: async (world) => {
      // Back to held shares, so the rows after this one see provider A as before.
      await world.prisma.provider.update({ where: { id: world.ids.providerA }, data: { payoutsEnabled: false } });
    },
  },
  {
    operation: "Mutation.refundPayment",
    access: "restricted",
    note: "refunding a fresh paid payment of customer's: staff only",
    allow: STAFF,
    prepare: (world) => world.freshPaidPayment(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "refundPayment",
        `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) {
          ${PAYLOAD("RefundPaymentPayload", "payment { refundedAmount }")} } }`,
        { input: { paymentId: encodeGlobalID("Payment", id!) } },
      ),
    afterAllowed: async (world, id) => {
      const payment = await world.prisma.payment.findUniqueOrThrow({ where: { id } });
      if (payment.refundedAmount !== payment.totalAmount) throw new Error(`payment ${id} was not refunded`);
    },
  },
  {
    operation: "Query.platformEarnings",
    access: "restricted",
    note: "the platform's books: staff only",
    allow: STAFF,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "platformEarnings",
        `
          {
            platformEarnings(startDate: "2026-11-01", endDate: "2026-11-30") {
              totalEarnings
              paymentCount
            }
          }
        `,
      ),
  },
  {
    operation: "POST /api/create-payment-intent",
    access: "restricted",
    note: "checkout for a fresh booking of customer's: that customer only",
    allow: ["customer"],
    deniedWith: { ...onlyTheCustomer(PAY_BOOKING, 403), anonymous: { status: 401, message: SIGN_IN_TO_PAY } },
    prepare: (world) => world.freshBooking(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "POST", "/api/create-payment-intent", { amount: 1, bookingId: id }),
  },
  {
    operation: "POST /api/create-subscription",
    access: "restricted",
    note: "a subscription for a fresh schedule of customer's: that customer only",
    allow: ["customer"],
    deniedWith: { ...onlyTheCustomer(PAY_SCHEDULE, 403), anonymous: { status: 401, message: SIGN_IN_TO_PAY } },
    prepare: (world) => world.freshSchedule(),
    call: (world, caller, id) =>
      rest(world, caller.headers, "POST", "/api/create-subscription", {
        customerEmail: "casey@matrix.test",
        customerName: "Casey Matrix",
        priceAmount: 1,
        recurringScheduleId: id,
      }),
  },
  {
    operation: "GET /api/platform-earnings",
    access: "restricted",
    note: "the platform's books: staff only",
    allow: STAFF,
    call: (world, caller) =>
      rest(world, caller.headers, "GET", "/api/platform-earnings?startDate=2026-11-01&endDate=2026-11-30"),
  },
  {
    operation: "GET /api/platform-earnings/tax-lines",
    access: "restricted",
    note: "the CSV of the platform's tax lines, for remittance: staff only (each export audited)",
    allow: STAFF,
    call: (world, caller) =>
      rest(world, caller.headers, "GET", "/api/platform-earnings/tax-lines?startDate=2026-11-01&endDate=2026-11-30"),
  },
  {
    operation: "POST /api/stripe/webhook",
    access: "public",
    note: "Stripe's door: the signature is the credential, whoever delivers it (no session, no partner rule)",
    allow: EVERYONE,
    call: (world, caller) => {
      const { payload, signature } = signedEvent(world);
      return rawPost(world, caller.headers, "/api/stripe/webhook", payload, { "stripe-signature": signature });
    },
  },
];

/** A POST of a body already serialized (a webhook's signature covers its exact bytes). */
async function rawPost(
  world: World,
  headers: Record<string, string>,
  path: string,
  body: string,
  extraHeaders: Record<string, string>,
) {
  const response = await world.api.request(path, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", ...extraHeaders },
    body,
  });
  const json: any = await response.json();
  if (response.ok) return { allowed: true as const, status: response.status };
  return { allowed: false as const, status: response.status, message: json?.message ?? null, body: json };
}
