// Payouts to providers and staff refunds in the offline test mode: a
// provider's share is held until their payout account is set up (the simulated onboarding),
// then transferred; later payments go straight to them as destination charges. Staff refund
// all or part of a payment, and the ledger reverses the fee and the share in proportion
// when the gateway's charge.refunded lands. And who may do each.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refundLedgerSplit } from "../../../shared/payments/ledger-split.ts";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";
import { booksOf } from "../support/stripe-events.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";

const NOT_YOUR_PROVIDER = "Only this provider's own account and staff can do that.";
const NOT_YOUR_ACCOUNT = "This payout account is not yours.";
const FORBIDDEN = "You do not have permission to do that.";
const SIGN_IN = "Please sign in to continue.";
const PRICE = 12_345;
const FEE = 1_235;
// Providers 1 and 3 are in Ontario and small suppliers: no tax on the service, and the fee's
// HST 13% (160.55 → 161) is charged to them, out of their share.
const FEE_TAX = 161;
const SHARE = PRICE - FEE - FEE_TAX;
/** The payment's tax lines as refundLedgerSplit reads them: the fee's HST, no service tax. */
const TAXED = { totalAmount: PRICE, platformFee: FEE, feeTaxLines: [FEE_TAX], serviceTaxLines: [] };

// Each provider serves one part of this file, so their payout states do not mix:
const JOURNEY_PROVIDER = 1; // provider@demo.test: sets up payouts
const OTHER_PROVIDER = 2; // has an account of its own, never sets up
const REFUNDS_PROVIDER = 3; // payments refunded by staff; payouts never set up
const SETUP_PROVIDER = 4; // starts set-up, for the access tests

let api: TestApp;
let customerId: number;
let customerCookie: string;
let providerCookie: string;
let otherProviderCookie: string;
let setupProviderCookie: string;
let staffCookie: string;
let keyPrefix: string;

/** An idempotency key as the gateway is sent it: this installation's prefix, then the key. */
const keyed = (key: string) => `${keyPrefix}:${key}`;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

async function providerAccount(providerId: number): Promise<string> {
  const email = `provider${providerId}@payouts.test`;
  const userId = await createAccount(api.db.prisma, email, "provider pass 123");
  await api.db.prisma.user.update({ where: { id: userId }, data: { role: "PROVIDER", providerId } });
  return signIn(email, "provider pass 123");
}

const RESULT_FIELDS = /* GraphQL */ `
  __typename
  ... on Error { errorMessage: message }
`;

const PAYOUTS = /* GraphQL */ `
  query Payouts($providerId: ID) {
    providerPayouts(providerId: $providerId) {
      ${RESULT_FIELDS}
      ... on PayoutSummary { hasAccount payoutsEnabled heldAmount transferredAmount }
    }
  }
`;

const START_PAYOUT_SETUP = /* GraphQL */ `
  mutation StartPayoutSetup {
    startPayoutSetup {
      ${RESULT_FIELDS}
      ... on StartPayoutSetupPayload { url }
    }
  }
`;

const COMPLETE_TEST_PAYOUT_SETUP = /* GraphQL */ `
  mutation CompleteTestPayoutSetup($input: CompleteTestPayoutSetupInput!) {
    completeTestPayoutSetup(input: $input) {
      ${RESULT_FIELDS}
      ... on PayoutSummary { hasAccount payoutsEnabled heldAmount transferredAmount }
    }
  }
`;

const REFUND_PAYMENT = /* GraphQL */ `
  mutation RefundPayment($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      ${RESULT_FIELDS}
      ... on ValidationError { fieldErrors { path message } }
      ... on RefundPaymentPayload {
        payment { databaseId totalAmount platformFee refundedAmount refundableAmount paymentStatus transferStatus }
      }
    }
  }
`;

async function payouts(cookie: string | null, providerId?: number) {
  const { data, errors } = await api.graphql(
    PAYOUTS,
    providerId === undefined ? {} : { providerId: String(providerId) },
    cookie ? { cookie } : {},
  );
  return errors ? { errors } : data!.providerPayouts;
}

async function startPayoutSetup(cookie: string) {
  const { data, errors } = await api.graphql(START_PAYOUT_SETUP, {}, { cookie });
  return errors ? { errors } : data!.startPayoutSetup;
}

async function completeTestPayoutSetup(cookie: string, accountId: string) {
  const { data, errors } = await api.graphql(COMPLETE_TEST_PAYOUT_SETUP, { input: { accountId } }, { cookie });
  return errors ? { errors } : data!.completeTestPayoutSetup;
}

async function refund(
  paymentId: number | string,
  amount?: number,
  cookie: string | null = staffCookie,
  idempotencyKey?: string,
) {
  const { data, errors } = await api.graphql(
    REFUND_PAYMENT,
    {
      input: {
        paymentId: String(paymentId),
        ...(amount === undefined ? {} : { amount }),
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      },
    },
    cookie ? { cookie } : {},
  );
  return errors ? { errors } : data!.refundPayment;
}

function insertBooking(providerId: number) {
  return insertCustomerBooking(api.db.prisma, { customerId, price: PRICE, providerId });
}

/** A checkout begun by the customer: the booking's payment id and the client secret. */
async function checkout(providerId: number) {
  const bookingId = await insertBooking(providerId);
  const { data, errors } = await api.graphql(
    `mutation($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) {
      ${RESULT_FIELDS} ... on StartCheckoutPayload { clientSecret payment { databaseId } } } }`,
    { input: { bookingId: encodeGlobalID("Booking", bookingId) } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  const started = data!.createPaymentIntent;
  expect(started.__typename).toBe("StartCheckoutPayload");
  return { bookingId, paymentId: started.payment.databaseId as number, clientSecret: started.clientSecret as string };
}

/** A booking of the provider's, paid by the customer with the 4242 card: its payment's id. */
async function paidPayment(providerId: number): Promise<number> {
  const { paymentId, clientSecret } = await checkout(providerId);
  const { data, errors } = await api.graphql(
    `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) {
      ${RESULT_FIELDS} ... on PayWithTestCardPayload { succeeded message: declineMessage } } }`,
    { input: { clientSecret, cardNumber: "4242 4242 4242 4242" } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  expect(data!.payWithTestCard).toMatchObject({ succeeded: true });
  return paymentId;
}

async function intentOf(paymentId: number) {
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const row = await api.db.prisma.testModeObject.findUniqueOrThrow({ where: { id: payment.stripePaymentIntentId! } });
  return row.data as Record<string, any>;
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  customerId = (await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  keyPrefix = (await api.db.prisma.installation.findUniqueOrThrow({ where: { id: 1 } })).key;
  customerCookie = await signIn("customer@demo.test");
  providerCookie = await signIn("provider@demo.test");
  staffCookie = await signIn("admin@demo.test");
  otherProviderCookie = await providerAccount(OTHER_PROVIDER);
  setupProviderCookie = await providerAccount(SETUP_PROVIDER);
});
afterAll(() => api?.close());

describe("payouts to a provider", () => {
  it("holds the share until set-up, transfers it once set up, then pays later shares at charge time", async () => {
    expect(await payouts(providerCookie)).toEqual({
      __typename: "PayoutSummary",
      hasAccount: false,
      payoutsEnabled: false,
      heldAmount: 0,
      transferredAmount: 0,
    });

    // Paid before set-up: the whole charge stays with the platform, the share is held.
    const held = await paidPayment(JOURNEY_PROVIDER);
    expect((await intentOf(held)).transfer_data ?? null).toBeNull();
    expect(await api.db.prisma.payment.findUniqueOrThrow({ where: { id: held } })).toMatchObject({
      paymentStatus: "COMPLETED",
      transferStatus: "PENDING",
      stripeTransferId: null,
    });
    expect(await payouts(providerCookie)).toMatchObject({ hasAccount: false, heldAmount: SHARE, transferredAmount: 0 });
    // Staff read the same card for the provider they name.
    expect(await payouts(staffCookie, JOURNEY_PROVIDER)).toMatchObject({ heldAmount: SHARE });

    const count = (object: string) => api.db.prisma.testModeObject.count({ where: { object } });
    const [accountsBefore, transfersBefore] = [await count("account"), await count("transfer")];
    const started = await startPayoutSetup(providerCookie);
    expect(started.__typename).toBe("StartPayoutSetupPayload");
    const url = new URL(started.url, "http://marketplace.test");
    expect(url.pathname).toBe("/payouts/test-onboarding");
    const accountId = url.searchParams.get("account")!;
    expect(accountId).toMatch(/^acct_test_[A-Za-z0-9]+$/);
    // The way back is a path on this site, never another origin.
    expect(url.searchParams.get("return")).toBe("/provider-dashboard?payouts=return");
    const provider = await api.db.prisma.provider.findUniqueOrThrow({ where: { id: JOURNEY_PROVIDER } });
    expect(provider).toMatchObject({ stripeAccountId: accountId, payoutsEnabled: false });
    expect(await payouts(providerCookie)).toMatchObject({ hasAccount: true, payoutsEnabled: false, heldAmount: SHARE });

    // Again (a second tab, a reload): the same account, not a second one.
    const again = await startPayoutSetup(providerCookie);
    expect(new URL(again.url, "http://marketplace.test").searchParams.get("account")).toBe(accountId);
    expect(await count("account")).toBe(accountsBefore + 1);

    expect(await completeTestPayoutSetup(providerCookie, accountId)).toEqual({
      __typename: "PayoutSummary",
      hasAccount: true,
      payoutsEnabled: true,
      heldAmount: 0,
      transferredAmount: SHARE,
    });
    expect(await api.db.prisma.provider.findUniqueOrThrow({ where: { id: JOURNEY_PROVIDER } })).toMatchObject({
      payoutsEnabled: true,
    });
    const transferred = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: held } });
    expect(transferred.transferStatus).toBe("TRANSFERRED");
    expect(transferred.stripeTransferId).toMatch(/^tr_test_/);
    const transfer = await api.db.prisma.testModeObject.findUniqueOrThrow({
      where: { id: transferred.stripeTransferId! },
    });
    expect(transfer).toMatchObject({ idempotencyKey: keyed(`payment-${held}-transfer`) });
    // A movement of money: the audit log has it, once, with the share and the transfer.
    const entries = await api.db.prisma.auditEntry.findMany({
      where: { action: "payout.transfer", targetId: String(held) },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toMatchObject({
      after: { transferStatus: "TRANSFERRED", providerShare: SHARE, gatewayTransfer: transferred.stripeTransferId },
    });
    // Paid out of the payment's own charge (Stripe's source_transaction).
    const heldIntent = await intentOf(held);
    expect(heldIntent.latest_charge).toMatch(/^ch_test_/);
    expect(transferred.stripeChargeId).toBe(heldIntent.latest_charge);
    expect(transfer.data).toMatchObject({
      amount: SHARE,
      currency: "cad",
      destination: accountId,
      transfer_group: `payment-${held}`,
      source_transaction: heldIntent.latest_charge,
    });

    // After set-up: a destination charge, the provider's share sent with the payment.
    const direct = await paidPayment(JOURNEY_PROVIDER);
    expect(await intentOf(direct)).toMatchObject({
      amount: PRICE,
      // The platform keeps its fee and the fee's HST.
      application_fee_amount: FEE + FEE_TAX,
      transfer_data: { destination: accountId },
    });
    expect(await api.db.prisma.payment.findUniqueOrThrow({ where: { id: direct } })).toMatchObject({
      paymentStatus: "COMPLETED",
      transferStatus: "TRANSFERRED",
      // No separate transfer: the charge itself paid the provider.
      stripeTransferId: null,
    });
    expect(await payouts(providerCookie)).toMatchObject({ heldAmount: 0, transferredAmount: 2 * SHARE });
    expect(await count("transfer")).toBe(transfersBefore + 1);

    // Finishing again (a reload of the onboarding page) transfers nothing twice.
    expect(await completeTestPayoutSetup(providerCookie, accountId)).toMatchObject({
      payoutsEnabled: true,
      heldAmount: 0,
      transferredAmount: 2 * SHARE,
    });
    expect(await count("transfer")).toBe(transfersBefore + 1);
  });
});

describe("refunds of a share already paid out by separate transfer", () => {
  it("take the provider's part back from the transfer, once per refund, as the ledger does", async () => {
    // The journey's payment made before set-up, paid out by transfer once set up.
    const payment = await api.db.prisma.payment.findFirstOrThrow({
      where: { providerId: JOURNEY_PROVIDER, stripeTransferId: { not: null } },
    });
    const transferId = payment.stripeTransferId!;
    const reversalsOf = async () =>
      (await api.db.prisma.testModeObject.findMany({ where: { object: "transfer_reversal" } }))
        .map((row) => ({ key: row.idempotencyKey, ...(row.data as { transfer: string; amount: number }) }))
        .filter((reversal) => reversal.transfer === transferId)
        .sort((a, b) => b.amount - a.amount);
    const transferData = async () =>
      (await api.db.prisma.testModeObject.findUniqueOrThrow({ where: { id: transferId } })).data as Record<string, any>;

    expect(await refund(payment.id, 5_000, staffCookie, "refund-of-transferred")).toMatchObject({
      payment: { refundedAmount: 5_000 },
    });
    const key = keyed(`payment-${payment.id}-refund-refund-of-transferred:reversal`);
    // 5,000 of 12,345: 5.00 of it was the platform's fee, 0.65 the fee's HST, 44.35 the provider's share.
    expect(await reversalsOf()).toMatchObject([
      { key, object: "transfer_reversal", amount: 4_435, metadata: { paymentId: String(payment.id) } },
    ]);
    expect(await transferData()).toMatchObject({ amount: SHARE, amount_reversed: 4_435, reversed: false });
    expect((await booksOf(api.db.prisma, payment.id)).share).toBe(SHARE - 4_435);

    // A retry of that refund: no second reversal.
    await refund(payment.id, 5_000, staffCookie, "refund-of-transferred");
    expect(await reversalsOf()).toHaveLength(1);

    // 5 cents more: 1 of them the fee's (501 of the fee returned at 5,005, 500 at 5,000), none
    // the fee's HST's (65.27 → 65 at 5,005, as at 5,000), 4 the share's.
    expect(await refund(payment.id, 5, staffCookie, "five-cents")).toMatchObject({
      payment: { refundedAmount: 5_005 },
    });
    // Retried once its refund is booked, the proportion starts from 5,005 and says 5: still one reversal.
    expect(await refund(payment.id, 5, staffCookie, "five-cents")).toMatchObject({
      payment: { refundedAmount: 5_005 },
    });
    expect((await reversalsOf()).map((reversal) => reversal.amount)).toEqual([4_435, 4]);

    // The rest: the transfer is reversed in full, to the cent, as the share is in the ledger.
    expect(await refund(payment.id)).toMatchObject({ payment: { refundedAmount: PRICE } });
    expect(await transferData()).toMatchObject({ amount_reversed: SHARE, reversed: true });
    expect((await booksOf(api.db.prisma, payment.id)).share).toBe(0);

    // Nothing is left of the transfer to reverse.
    await expect(
      api.app.payments.reverseTransfer({ transferId, amount: 1, idempotencyKey: "one-cent-too-many", metadata: {} }),
    ).rejects.toMatchObject({ failure: "invalid_request", code: "amount_too_large" });
  });
});

describe("a subscription payment that does not know its intent", () => {
  it("is refunded through the intent that paid its invoice, looked up and kept", async () => {
    const schedule = await api.db.prisma.recurringSchedule.create({
      data: {
        providerId: REFUNDS_PROVIDER,
        customerId,
        customerName: "Casey Customer",
        customerPhone: "416-555-0166",
        customerEmail: "customer@demo.test",
        serviceType: "house-cleaning",
        frequency: "WEEKLY",
        dayOfWeek: 3,
        estimatedPrice: 9_999,
        startDate: new Date("2026-11-25T00:00:00Z"),
        nextBookingDate: new Date("2026-11-25T00:00:00Z"),
      },
    });
    const { data, errors } = await api.graphql(
      `mutation($input: CreateSubscriptionInput!) { createSubscription(input: $input) {
        ${RESULT_FIELDS} ... on StartCheckoutPayload { clientSecret } } }`,
      { input: { recurringScheduleId: String(schedule.id) } },
      { cookie: customerCookie },
    );
    expect(errors).toBeUndefined();
    const paid = await api.graphql(
      `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) {
        ${RESULT_FIELDS} ... on PayWithTestCardPayload { succeeded } } }`,
      { input: { clientSecret: data!.createSubscription.clientSecret, cardNumber: "4242 4242 4242 4242" } },
      { cookie: customerCookie },
    );
    expect(paid.data!.payWithTestCard).toMatchObject({ succeeded: true });
    const payment = await api.db.prisma.payment.findFirstOrThrow({ where: { recurringScheduleId: schedule.id } });
    const intentId = payment.stripePaymentIntentId;
    expect(intentId).toMatch(/^pi_test_/);
    // As when Stripe's invoice.paid left the invoice's payments out.
    await api.db.prisma.payment.update({ where: { id: payment.id }, data: { stripePaymentIntentId: null } });

    expect(await refund(payment.id, 1_000)).toMatchObject({
      __typename: "RefundPaymentPayload",
      payment: { refundedAmount: 1_000, refundableAmount: 9_999 - 1_000 },
    });
    expect(await api.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      stripePaymentIntentId: intentId,
      refundedAmount: 1_000,
    });
    expect((await booksOf(api.db.prisma, payment.id)).fee).toBe(1_000 - 100);
  });
});

describe("who may set up payouts", () => {
  it("refuses a customer and staff (payouts are the provider's own business) and a visitor", async () => {
    const accountsBefore = await api.db.prisma.testModeObject.count({ where: { object: "account" } });
    for (const cookie of [customerCookie, staffCookie]) {
      expect(await startPayoutSetup(cookie)).toMatchObject({
        errors: [{ message: FORBIDDEN, extensions: { status: 403 } }],
      });
    }
    const visitor = await api.graphql(START_PAYOUT_SETUP, {});
    expect(visitor.errors).toMatchObject([{ message: SIGN_IN, extensions: { status: 401 } }]);
    expect(await api.db.prisma.testModeObject.count({ where: { object: "account" } })).toBe(accountsBefore);
  });

  it("refuses finishing another provider's set-up, and an account id that is nobody's", async () => {
    const started = await startPayoutSetup(setupProviderCookie);
    const accountId = new URL(started.url, "http://marketplace.test").searchParams.get("account")!;
    expect(accountId).toMatch(/^acct_test_/);

    expect(await completeTestPayoutSetup(otherProviderCookie, accountId)).toEqual({
      __typename: "ForbiddenError",
      errorMessage: NOT_YOUR_ACCOUNT,
    });
    expect(await completeTestPayoutSetup(setupProviderCookie, "acct_test_nobodys")).toEqual({
      __typename: "ForbiddenError",
      errorMessage: NOT_YOUR_ACCOUNT,
    });
    for (const cookie of [customerCookie, staffCookie]) {
      expect(await completeTestPayoutSetup(cookie, accountId)).toMatchObject({
        errors: [{ message: FORBIDDEN, extensions: { status: 403 } }],
      });
    }
    expect(await api.db.prisma.provider.findUniqueOrThrow({ where: { id: SETUP_PROVIDER } })).toMatchObject({
      stripeAccountId: accountId,
      payoutsEnabled: false,
    });
    const account = await api.db.prisma.testModeObject.findUniqueOrThrow({ where: { id: accountId } });
    expect(account.data).toMatchObject({ payouts_enabled: false, details_submitted: false });
  });

  it("shows a provider's payouts to its own account and staff only", async () => {
    expect(await payouts(otherProviderCookie, JOURNEY_PROVIDER)).toEqual({
      __typename: "ForbiddenError",
      errorMessage: NOT_YOUR_PROVIDER,
    });
    expect(await payouts(customerCookie, JOURNEY_PROVIDER)).toEqual({
      __typename: "ForbiddenError",
      errorMessage: NOT_YOUR_PROVIDER,
    });
    expect(await payouts(otherProviderCookie)).toEqual({
      __typename: "PayoutSummary",
      hasAccount: false,
      payoutsEnabled: false,
      heldAmount: 0,
      transferredAmount: 0,
    });
    expect(await payouts(null, JOURNEY_PROVIDER)).toMatchObject({ errors: [{ message: SIGN_IN }] });
  });

  it("refuses set-up for a business that is not approved", async () => {
    const pendingCookie = await providerAccount(5);
    await api.db.prisma.provider.update({ where: { id: 5 }, data: { status: "PENDING" } });
    try {
      expect(await startPayoutSetup(pendingCookie)).toEqual({
        __typename: "ValidationError",
        errorMessage: "Payouts can be set up once the business is approved.",
      });
      expect((await api.db.prisma.provider.findUniqueOrThrow({ where: { id: 5 } })).stripeAccountId).toBeNull();
    } finally {
      await api.db.prisma.provider.update({ where: { id: 5 }, data: { status: "ACTIVE" } });
    }
  });
});

describe("staff refunds", () => {
  it("refunds part, then the rest: refundedAmount grows and the ledger reverses fee and share in proportion", async () => {
    const paymentId = await paidPayment(REFUNDS_PROVIDER);

    const partial = await refund(encodeGlobalID("Payment", paymentId), 5_000);
    expect(partial).toMatchObject({
      __typename: "RefundPaymentPayload",
      payment: {
        databaseId: paymentId,
        totalAmount: PRICE,
        platformFee: FEE,
        refundedAmount: 5_000,
        refundableAmount: PRICE - 5_000,
      },
    });
    const first = refundLedgerSplit({ ...TAXED, refundedBefore: 0, refundedAfter: 5_000 });
    // 5,000 of 12,345 is 40.5% of the 12.35 fee and of its 1.61 HST: 5.00 and 0.65 back from the
    // platform, 44.35 from the share.
    expect(first).toEqual({
      platformFee: -500,
      feeTax: -65,
      serviceTax: 0,
      providerShare: -4_435,
      feeTaxLines: [-65],
      serviceTaxLines: [],
    });
    let books = await booksOf(api.db.prisma, paymentId);
    expect({ fee: books.fee, feeTax: books.feeTax, share: books.share }).toEqual({
      fee: FEE - 500,
      feeTax: FEE_TAX - 65,
      share: SHARE - 4_435,
    });
    const reversals = books.rows.filter((row) => row.reference !== "settlement");
    expect(reversals.map((row) => [row.kind, row.amount])).toEqual([
      ["PLATFORM_FEE", -500],
      ["PROVIDER_SHARE", -4_435],
      ["FEE_TAX", -65],
    ]);
    expect(reversals[0]!.reference).toMatch(/^evt_test_/);
    expect(reversals.every((row) => row.occurredAt === TEST_NOW.toISOString())).toBe(true);

    // More than is left is refused, and nothing is asked of the gateway.
    const refundsBefore = await api.db.prisma.testModeObject.count({ where: { object: "refund" } });
    expect(await refund(paymentId, PRICE - 5_000 + 1)).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "At most $73.45 of this payment can still be refunded.",
      fieldErrors: [{ path: ["amount"] }],
    });
    expect(await api.db.prisma.testModeObject.count({ where: { object: "refund" } })).toBe(refundsBefore);

    // No amount: whatever is left.
    const rest = await refund(paymentId);
    expect(rest).toMatchObject({ payment: { refundedAmount: PRICE, refundableAmount: 0, paymentStatus: "COMPLETED" } });
    books = await booksOf(api.db.prisma, paymentId);
    // Three kinds, each settled and twice reversed, back to zero.
    expect({ fee: books.fee, feeTax: books.feeTax, share: books.share, rows: books.rows.length }).toEqual({
      fee: 0,
      feeTax: 0,
      share: 0,
      rows: 9,
    });
    const second = refundLedgerSplit({ ...TAXED, refundedBefore: 5_000, refundedAfter: PRICE });
    expect(second).toMatchObject({ platformFee: -735, feeTax: -96, serviceTax: 0, providerShare: -6_514 });

    expect(await refund(paymentId, 1)).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "This payment has already been refunded in full.",
    });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment).toMatchObject({ refundedAmount: PRICE, totalAmount: PRICE, platformFee: FEE });
  });

  it("a refunded share no longer shows as held", async () => {
    const paymentId = await paidPayment(REFUNDS_PROVIDER);
    const before = (await payouts(staffCookie, REFUNDS_PROVIDER)) as { heldAmount: number };
    await refund(paymentId, 2_000);
    const after = (await payouts(staffCookie, REFUNDS_PROVIDER)) as { heldAmount: number };
    // 2,000 of 12,345: 200.08 → 200 of the fee and 26.08 → 26 of its HST back, 17.74 of the share.
    expect(before.heldAmount - after.heldAmount).toBe(1_774);
  });

  it("refuses a payment not yet made, and one the gateway never took", async () => {
    const { paymentId } = await checkout(REFUNDS_PROVIDER);
    expect(await refund(paymentId, 100)).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "Only a completed payment can be refunded.",
    });
    // As the demo seed's payments: settled, with no intent at the gateway.
    const offline = await api.db.prisma.payment.create({
      data: {
        providerId: REFUNDS_PROVIDER,
        totalAmount: 10_000,
        platformFee: 1_000,
        paymentStatus: "COMPLETED",
        settledAt: TEST_NOW,
      },
    });
    expect(await refund(offline.id, 100)).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "This payment was not taken through the payment gateway, so it cannot be refunded here.",
    });
    expect(await refund(999_999, 100)).toMatchObject({
      __typename: "NotFoundError",
      errorMessage: "There is no payment with that id.",
    });
  });

  it("refuses amounts that are not whole cents above zero", async () => {
    const paymentId = await paidPayment(REFUNDS_PROVIDER);
    for (const amount of [0, -5]) {
      expect(await refund(paymentId, amount)).toMatchObject({
        __typename: "ValidationError",
        errorMessage: "The refund must be a whole number of cents, more than zero.",
      });
    }
    expect((await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).refundedAmount).toBe(0);
  });

  it("is staff's alone: the customer, the provider and a visitor are refused, and nothing moves", async () => {
    const paymentId = await paidPayment(REFUNDS_PROVIDER);
    const refundsProviderCookie = await providerAccount(REFUNDS_PROVIDER);
    for (const cookie of [customerCookie, refundsProviderCookie, providerCookie]) {
      expect(await refund(paymentId, 100, cookie)).toMatchObject({
        errors: [{ message: FORBIDDEN, extensions: { status: 403 } }],
      });
    }
    expect(await refund(paymentId, 100, null)).toMatchObject({
      errors: [{ message: SIGN_IN, extensions: { status: 401 } }],
    });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment.refundedAmount).toBe(0);
    // The settlement alone: the fee, the share and the fee's HST.
    expect((await booksOf(api.db.prisma, paymentId)).rows).toHaveLength(3);
  });
});
