// The authorization matrix's rows for receipts and credit notes (graph/src/rest/receipts.ts)
// and the fields that list them or carry a payment's sales taxes: a payment's documents are read
// by the customer who paid, provider A's account (the provider paid) and staff, as a PDF or a
// page; a visitor and a partner token are asked to sign in, and any other account finds no
// receipt, in the words of a payment that does not exist. A guest booking's documents are read
// through its signed link, by whoever holds it (partners too: a read); a wrong link is the same
// 404 to every caller, counted against the address. A provider's monthly fee statements (and
// the field listing them) are its own account's and staff's. What the documents say is
// graph/test/api/receipts.test.ts's and tax-reports.test.ts's.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { GUEST_LINK_REFUSAL } from "../../src/services/bookings/guest-booking.ts";
import { guestManageToken } from "../../src/services/bookings/guest-link.ts";
import {
  type Denial,
  EVERYONE,
  graphql,
  type MatrixCase,
  notProviderA,
  type Outcome,
  PAYLOAD,
  PROVIDER_A_AND_STAFF,
  rest,
  STAFF,
  type Target,
} from "./authorization-calls.ts";
import { freshGuestBooking, tokenOf } from "./authorization-cases-guest-bookings.ts";
import { CALLERS, type CallerName, type World } from "./authorization-world.ts";

const SIGN_IN_TO_SEE = "Please sign in to see this receipt.";
const NO_RECEIPT = "There is no receipt for that payment.";
const PAY_BOOKING = "Only the customer who made this booking can pay for it.";

/** The payment's readers: its customer, provider A's account (the provider paid) and staff. */
const PAYMENT_READERS = ["customer", "provider", "admin"] as const;

/** How a payment's document refuses the others: sign in first, else no such receipt. */
const NOT_A_READER: Partial<Record<CallerName, Denial>> = {
  anonymous: { status: 401, message: SIGN_IN_TO_SEE },
  partner: { status: 401, message: SIGN_IN_TO_SEE },
  otherCustomer: { status: 404, message: NO_RECEIPT },
  otherProvider: { status: 404, message: NO_RECEIPT },
};

/** Paying is customer's alone: every other account hears why. */
const ONLY_THE_CUSTOMER: Partial<Record<CallerName, Denial>> = {
  otherCustomer: { message: PAY_BOOKING },
  provider: { message: PAY_BOOKING },
  otherProvider: { message: PAY_BOOKING },
  admin: { message: PAY_BOOKING },
};

// ---------------------------------------------------------------------------------------
// The payments the rows read: made once per world (reading a document changes nothing), in
// `prepare`, so a refused caller's row snapshot is taken after they exist.

/** $50.00 of a $120.00 payment, back: the payment's first credit note. */
const REFUND = 5_000;

const refundedPayments = new WeakMap<World, Promise<number>>();
const paidGuestBookings = new WeakMap<World, Promise<number>>();
/** The credit note of each refunded payment, by the payment's id. */
const creditNotes = new Map<number, number>();

async function refundAsStaff(world: World, paymentId: number) {
  const { data, errors } = await world.api.graphql(
    `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) {
      ${PAYLOAD("RefundPaymentPayload", "payment { refundedAmount }")} } }`,
    { input: { paymentId: encodeGlobalID("Payment", paymentId), amount: REFUND } },
    world.callers.admin.headers,
  );
  if (errors?.length || data?.refundPayment?.__typename !== "RefundPaymentPayload") {
    throw new Error(`refund of payment ${paymentId}: ${JSON.stringify({ errors, data })}`);
  }
  const note = await world.prisma.creditNote.findFirstOrThrow({ where: { paymentId } });
  creditNotes.set(paymentId, note.number);
}

/** A paid payment of customer's with provider A, partly refunded by staff: its id. */
function refundedPayment(world: World): Promise<number> {
  let made = refundedPayments.get(world);
  if (!made) {
    made = (async () => {
      const paymentId = await world.freshPaidPayment();
      await refundAsStaff(world, paymentId);
      return paymentId;
    })();
    refundedPayments.set(world, made);
  }
  return made;
}

/** A guest booking with provider A paid through its link with the 4242 card, partly refunded: its id. */
function paidGuestBooking(world: World): Promise<number> {
  let made = paidGuestBookings.get(world);
  if (!made) {
    made = (async () => {
      const bookingId = await freshGuestBooking(world);
      const input = { token: tokenOf(bookingId) };
      const started = await world.api.graphql(
        `mutation($input: GuestBookingTokenInput!) { startGuestBookingCheckout(input: $input) {
          ${PAYLOAD("StartCheckoutPayload", "clientSecret")} } }`,
        { input },
      );
      const clientSecret = started.data?.startGuestBookingCheckout?.clientSecret;
      if (!clientSecret) throw new Error(`guest checkout: ${JSON.stringify(started)}`);
      const paid = await world.api.graphql(
        `mutation($input: PayGuestBookingWithTestCardInput!) { payGuestBookingWithTestCard(input: $input) {
          ${PAYLOAD("PayWithTestCardPayload", "succeeded")} } }`,
        { input: { ...input, clientSecret, cardNumber: "4242 4242 4242 4242" } },
      );
      if (!paid.data?.payGuestBookingWithTestCard?.succeeded) throw new Error(`guest payment: ${JSON.stringify(paid)}`);
      const payment = await world.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
      await refundAsStaff(world, payment.id);
      return bookingId;
    })();
    paidGuestBookings.set(world, made);
  }
  return made;
}

const guestCreditNote = async (world: World, bookingId: number) =>
  creditNotes.get((await world.prisma.payment.findUniqueOrThrow({ where: { bookingId } })).id)!;

// ---------------------------------------------------------------------------------------
// Calls

/**
 * GET a document: allowed when it answers the PDF (or with `?format=html`, the page) it says it
 * is; refused with the status and the JSON body's message otherwise.
 */
async function readDocument(
  world: World,
  headers: Record<string, string>,
  path: string,
  format: "pdf" | "html" = "pdf",
): Promise<Outcome> {
  const response = await world.api.request(format === "html" ? `${path}?format=html` : path, { headers });
  if (response.ok) {
    const type = response.headers.get("content-type") ?? "";
    const body = Buffer.from(await response.arrayBuffer());
    const answered =
      format === "pdf"
        ? type === "application/pdf" && body.subarray(0, 5).toString("latin1") === "%PDF-"
        : type.startsWith("text/html") && /<title>(Receipt R|Credit note CN)-\d{6}<\/title>/.test(body.toString());
    if (!answered) throw new Error(`GET ${path} (${format}) answered ${type}: ${body.subarray(0, 80).toString()}`);
    return { allowed: true, status: response.status };
  }
  const json: any = response.headers.get("content-type")?.includes("json") ? await response.json() : null;
  return { allowed: false, status: response.status, message: json?.message ?? null, body: json };
}

/**
 * A payment's documents, taxes and tax totals through a public field: null (refused, with no
 * error that would confirm the id exists) to whoever may not read the payment.
 */
async function readPaymentFields(
  world: World,
  headers: Record<string, string>,
  document: string,
  id: string,
  payment: (data: any) => any,
): Promise<Outcome> {
  const { data, errors } = await world.api.graphql(document, { id }, headers);
  if (errors?.length) return { allowed: false, message: errors[0]!.message };
  const read = payment(data);
  if (read === null) return { allowed: false, message: null };
  const listed = read.documents.map((document: { kind: string }) => document.kind).join(",");
  if (listed !== "RECEIPT,CREDIT_NOTE" || !Array.isArray(read.taxLines) || typeof read.feeTax !== "number") {
    throw new Error(`payment ${id} read as ${JSON.stringify(read)}`);
  }
  return { allowed: true };
}

const PAYMENT_FIELDS = "documents { kind number path issuedAt } taxLines { tax ratePpm base amount } serviceTax feeTax";

// ---------------------------------------------------------------------------------------
// The doors of a payment's documents

const PAYMENT_NOTE =
  "customer's payment's documents: its customer, provider A's account and staff; a visitor or partner is asked " +
  "to sign in; any other account finds no receipt (404, as for a payment that does not exist)";

function paymentDocumentRow(label: string | undefined, format: "pdf" | "html", creditNote: boolean): MatrixCase {
  return {
    operation: creditNote ? "GET /api/payments/:id/credit-notes/:number" : "GET /api/payments/:id/receipt",
    ...(label ? { label } : {}),
    access: "restricted",
    note: PAYMENT_NOTE,
    allow: PAYMENT_READERS,
    deniedWith: NOT_A_READER,
    prepare: refundedPayment,
    call: (world, caller, id) =>
      readDocument(
        world,
        caller.headers,
        creditNote ? `/api/payments/${id}/credit-notes/${creditNotes.get(id!)}` : `/api/payments/${id}/receipt`,
        format,
      ),
  };
}

// ---------------------------------------------------------------------------------------
// The doors of a guest booking's documents, through its link

type GuestDoor = { operation: string; path: (token: string, bookingId: number, world: World) => Promise<string> };

const GUEST_DOORS: GuestDoor[] = [
  {
    operation: "GET /api/guest-bookings/:token/receipt",
    path: async (token) => `/api/guest-bookings/${token}/receipt`,
  },
  {
    operation: "GET /api/guest-bookings/:token/credit-notes/:number",
    path: async (token, bookingId, world) =>
      `/api/guest-bookings/${token}/credit-notes/${await guestCreditNote(world, bookingId)}`,
  },
];

const GUEST_NOTE =
  "the link's token is the credential: whoever holds a paid guest booking's link reads its documents, partners too";

function guestDocumentRows(door: GuestDoor): MatrixCase[] {
  return (["pdf", "html"] as const).map((format) => ({
    operation: door.operation,
    ...(format === "html" ? { label: "as a page (?format=html)" } : {}),
    access: "public",
    note: GUEST_NOTE,
    allow: EVERYONE,
    prepare: paidGuestBooking,
    call: async (world, caller, id) =>
      readDocument(world, caller.headers, await door.path(tokenOf(id), id!, world), format),
  }));
}

/** The same booking's link with its signature's last letter changed. */
const tampered = (bookingId: number) => {
  const token = tokenOf(bookingId);
  return `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
};

/** Before TEST_NOW (2026-11-20): signed, but expired. */
const expired = (bookingId: number) => guestManageToken(bookingId, new Date("2026-11-01T00:00:00Z"));

/** customer's paid booking (the world's payment's): managed by signing in, so its link opens nothing. */
const accountPaidBooking = async (world: World) =>
  (await world.prisma.payment.findUniqueOrThrow({ where: { id: world.ids.payment } })).bookingId!;

const WRONG_LINKS: { label: string; booking: (world: World) => Promise<number>; token: (id: number) => string }[] = [
  { label: "a changed link", booking: paidGuestBooking, token: tampered },
  { label: "an expired link", booking: paidGuestBooking, token: expired },
  { label: "a paid account booking's link", booking: accountPaidBooking, token: tokenOf },
];

/** Every wrong link from the matrix's one (in-process) address, counted in the throttle's windows. */
const guestLinkWindows = (world: World) =>
  world.prisma.rateLimitWindow.findMany({ where: { key: { startsWith: "guest-link:" } }, orderBy: { key: "asc" } });

/**
 * A refused link is counted against its address: the call must count exactly the one wrong link
 * it sent, and the count is then put back, so the matrix's other guest rows stay under the limit
 * and the row snapshot sees no change.
 */
const linkCounted =
  (call: MatrixCase["call"]): MatrixCase["call"] =>
  async (world, caller, target) => {
    const before = await guestLinkWindows(world);
    const outcome = await call(world, caller, target);
    const after = await guestLinkWindows(world);
    const counted = (windows: typeof before) => windows.reduce((sum, window) => sum + window.requests, 0);
    const expected = !outcome.allowed && outcome.message === GUEST_LINK_REFUSAL ? 1 : 0;
    if (counted(after) - counted(before) !== expected) {
      throw new Error(`${expected} wrong link expected in the throttle: ${JSON.stringify({ before, after })}`);
    }
    await world.prisma.rateLimitWindow.deleteMany({ where: { key: { startsWith: "guest-link:" } } });
    if (before.length) await world.prisma.rateLimitWindow.createMany({ data: before });
    return outcome;
  };

// A wrong link's rows refuse every caller, though these doors are open: the credential is in the
// call, and it is wrong. A read, so a partner is refused as everyone is.
function wrongLinkRows(door: GuestDoor): MatrixCase[] {
  const refusal: Denial = { status: 404, message: GUEST_LINK_REFUSAL };
  return WRONG_LINKS.map((wrong) => ({
    operation: door.operation,
    label: wrong.label,
    access: "public",
    note: `${wrong.label} opens nothing: 404 to every caller, counted against the address, nothing changed`,
    wrongCredential: true,
    allow: [],
    deniedWith: Object.fromEntries(CALLERS.map((caller) => [caller, refusal])),
    prepare: wrong.booking,
    call: linkCounted(async (world, caller, id) =>
      readDocument(world, caller.headers, await door.path(wrong.token(id!), id!, world)),
    ),
  }));
}

// ---------------------------------------------------------------------------------------
// The fields that list the documents or carry the taxes

const paymentFieldRead = (field: "node" | "nodes"): MatrixCase => ({
  operation: `Query.${field}`,
  label: "customer's payment's documents and taxes",
  access: "public",
  note: "public field; a payment's documents and taxes are null to all but its customer, provider A's account and staff",
  nodeRead: true,
  allow: PAYMENT_READERS,
  prepare: refundedPayment,
  call: (world, caller, id) =>
    field === "node"
      ? readPaymentFields(
          world,
          caller.headers,
          `query($id: ID!) { node(id: $id) { ... on Payment { ${PAYMENT_FIELDS} } } }`,
          encodeGlobalID("Payment", id!),
          (data) => data.node,
        )
      : readPaymentFields(
          world,
          caller.headers,
          `query($id: ID!) { nodes(ids: [$id]) { ... on Payment { ${PAYMENT_FIELDS} } } }`,
          encodeGlobalID("Payment", id!),
          (data) => data.nodes[0],
        ),
});

/** The booking card's way to them: Booking.payment, on the booking customer paid for. */
const BOOKING_PAYMENT_READ: MatrixCase = {
  operation: "Query.node",
  label: "customer's booking's payment's documents and taxes",
  access: "public",
  note: "public field; a booking (and its payment's documents) is null to all but its customer, provider A's account and staff",
  nodeRead: true,
  allow: PAYMENT_READERS,
  prepare: async (world) =>
    (await world.prisma.payment.findUniqueOrThrow({ where: { id: await refundedPayment(world) } })).bookingId!,
  call: (world, caller, id) =>
    readPaymentFields(
      world,
      caller.headers,
      `query($id: ID!) { node(id: $id) { ... on Booking { payment { ${PAYMENT_FIELDS} } } } }`,
      encodeGlobalID("Booking", id!),
      (data) => (data.node === null ? null : data.node.payment),
    ),
};

const GUEST_DOCUMENTS_READ: MatrixCase = {
  operation: "Query.guestBooking",
  label: "its payment's receipt and credit notes",
  access: "public",
  note: GUEST_NOTE,
  allow: EVERYONE,
  prepare: paidGuestBooking,
  call: async (world, caller, id: Target) => {
    const token = tokenOf(id);
    const { data, errors } = await world.api.graphql(
      `query($token: String!) { guestBooking(token: $token) {
        ${PAYLOAD("GuestBooking", "documents { kind number path }")} } }`,
      { token },
      caller.headers,
    );
    if (errors?.length) return { allowed: false, message: errors[0]!.message };
    const view = data!.guestBooking;
    if ("message" in view) return { allowed: false, message: view.message };
    const paths = view.documents.map((document: { path: string }) => document.path);
    const note = await guestCreditNote(world, id!);
    const expected = [`/api/guest-bookings/${token}/receipt`, `/api/guest-bookings/${token}/credit-notes/${note}`];
    if (JSON.stringify(paths) !== JSON.stringify(expected))
      throw new Error(`guest documents: ${JSON.stringify(paths)}`);
    return { allowed: true };
  },
};

const CHECKOUT_TAXES: MatrixCase = {
  operation: "Mutation.createPaymentIntent",
  label: "the price, its taxes and whether the provider is a small supplier",
  access: "restricted",
  note: "checkout for a fresh booking of customer's, its taxes quoted: that customer only",
  allow: ["customer"],
  deniedWith: ONLY_THE_CUSTOMER,
  prepare: (world) => world.freshBooking(),
  call: (world, caller, id) =>
    graphql(
      world,
      caller.headers,
      "createPaymentIntent",
      `mutation($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) {
        ${PAYLOAD("StartCheckoutPayload", "summary { price taxLines { tax province ratePpm base amount } smallSupplier amount } payment { serviceTax feeTax taxLines { tax } documents { kind } }")} } }`,
      { input: { bookingId: encodeGlobalID("Booking", id!) } },
    ),
};

const PLATFORM_TAXES: MatrixCase = {
  operation: "Query.platformEarnings",
  label: "its sales tax totals",
  access: "restricted",
  note: "the platform's books, with the services' taxes collected and the fees' taxes: staff only",
  allow: STAFF,
  call: (world, caller) =>
    graphql(
      world,
      caller.headers,
      "platformEarnings",
      `
        {
          platformEarnings(startDate: "2026-11-01", endDate: "2026-11-30") {
            totalVolume
            totalServiceTax
            totalFeeTax
            payments(first: 5) {
              edges {
                node {
                  documents {
                    kind
                    path
                  }
                  taxLines {
                    tax
                  }
                }
              }
            }
          }
        }
      `,
    ),
};

/** Where provider A's statements are, on a public field that answers the provider to everyone. */
const FEE_STATEMENTS_READ: MatrixCase = {
  operation: "Query.node",
  label: "provider A's feeStatements",
  access: "public",
  note: "public field; a provider's fee statements are null to all but its own account and staff",
  nodeRead: true,
  allow: PROVIDER_A_AND_STAFF,
  call: async (world, caller) => {
    const { data, errors } = await world.api.graphql(
      `query($id: ID!) { node(id: $id) { ... on Provider { feeStatements { month path } } } }`,
      { id: encodeGlobalID("Provider", world.ids.providerA) },
      caller.headers,
    );
    if (errors?.length) return { allowed: false, message: errors[0]!.message };
    const statements = data?.node?.feeStatements as { path: string }[] | null | undefined;
    if (statements === undefined) throw new Error(`node answered no provider A: ${JSON.stringify(data)}`);
    if (statements === null) return { allowed: false, message: null };
    if (!statements[0]?.path.startsWith(`/api/providers/${world.ids.providerA}/fee-statements/`)) {
      throw new Error(JSON.stringify(statements));
    }
    return { allowed: true };
  },
};

/** Provider A's statement of this month's fees: its own account's and staff's. */
function feeStatementRow(format: "pdf" | "html"): MatrixCase {
  return {
    operation: "GET /api/providers/:id/fee-statements/:month",
    access: "restricted",
    note: `provider A's monthly statement of fees${format === "html" ? " as a page (?format=html)" : ""}: provider A's account and staff`,
    allow: PROVIDER_A_AND_STAFF,
    deniedWith: notProviderA(403),
    call: (world, caller) => {
      // The month of the test clock (graph/test/support/app.ts TEST_NOW).
      const path = `/api/providers/${world.ids.providerA}/fee-statements/2026-11`;
      return rest(world, caller.headers, "GET", format === "html" ? `${path}?format=html` : path);
    },
  };
}

export const RECEIPT_CASES: MatrixCase[] = [
  paymentDocumentRow(undefined, "pdf", false),
  paymentDocumentRow("as a page (?format=html)", "html", false),
  paymentDocumentRow(undefined, "pdf", true),
  paymentDocumentRow("as a page (?format=html)", "html", true),
  ...GUEST_DOORS.flatMap(guestDocumentRows),
  ...GUEST_DOORS.flatMap(wrongLinkRows),
  paymentFieldRead("node"),
  paymentFieldRead("nodes"),
  BOOKING_PAYMENT_READ,
  GUEST_DOCUMENTS_READ,
  CHECKOUT_TAXES,
  PLATFORM_TAXES,
  feeStatementRow("pdf"),
  feeStatementRow("html"),
  FEE_STATEMENTS_READ,
];
