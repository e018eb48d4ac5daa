// Every GraphQL connection keeps one paging contract (docs/decisions/one-connection-contract.md):
// pages of 0 to 100 items, asked for forward (`first` after `after`) or backward (`last` before
// `before`), never both, with the same refusal in the same words on every connection. This file
// shows it from the outside, for every connection the served schema has: it reads the schema by
// introspection, and fails when a connection is missing from CONNECTIONS below (so a new one must
// be added here, with who reads it and how) or when the table names one the schema no longer has.
// Each connection is then filled to at least three items through the product's own doors (the
// REST calls and GraphQL mutations its clients make), paged forward and backward two at a time
// (the same items, in the same order, as one page of 100, with pageInfo as the Relay cursor
// connections specification says), and asked the edge cases, which must answer alike everywhere.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailDeliveryError } from "../../src/gateways/mail/mail-gateway.ts";
import { type GraphQLResponse, startTestApp, type TestApp, TEST_NOW } from "../support/app.ts";
import { failingMailGateway, pinnedClock, runWorker, signInCookie } from "../support/notifications.ts";

type Caller = "visitor" | "customer" | "provider" | "staff";

interface ConnectionRow {
  /** The connection field, as `Type.field`. */
  connection: string;
  /** Who reads it here (the schema's description says who may). */
  caller: Caller;
  /**
   * The query reaching it: ARGS stands for the paging arguments, PAGE for the connection's
   * selection. Its own variables (values set up in beforeAll) are declared in `variables`.
   */
  reach: string;
  variables?: string[];
  /** Another way into the same connection that reads its rows differently. */
  way?: string;
  /** The connection declares `first` and `after` only. */
  forwardOnly?: true;
  /** Where its items come from. */
  items: string;
}

/** The seeded demo provider 1, run by provider@demo.test. */
const DEMO_PROVIDER_ID = 1;

const CONNECTIONS: ConnectionRow[] = [
  {
    connection: "Query.cities",
    caller: "visitor",
    // All 427 cities would not fit one page of 100 to compare with: Nova Scotia's 13 do.
    reach: '{ cities(province: "NS", ARGS) { PAGE } }',
    items: "seeded: the cities of Nova Scotia",
  },
  {
    connection: "Query.providers",
    caller: "visitor",
    reach: "{ providers(ARGS) { PAGE } }",
    items: "seeded: every approved provider, best rated first",
  },
  {
    connection: "Query.providers",
    caller: "visitor",
    way: "near Toronto",
    reach: '{ providers(search: { location: "Toronto, Ontario", maxDistance: 1000 }, ARGS) { PAGE } }',
    items: "seeded: the approved providers within 1,000 km of Toronto, nearest first",
  },
  {
    connection: "Query.cleaningFinder",
    caller: "visitor",
    forwardOnly: true,
    reach:
      '{ cleaningFinder(criteria: { propertyType: "house", cleaningType: "regular", budget: "standard" }, ARGS) { PAGE } }',
    items: "seeded: the house cleaners in the standard budget",
  },
  {
    connection: "Query.auditEntries",
    caller: "staff",
    reach: "{ auditEntries(ARGS) { PAGE } }",
    items: "staff approving the registrations and two of their providers",
  },
  {
    connection: "Query.contactMessages",
    caller: "staff",
    reach: "{ contactMessages(ARGS) { PAGE } }",
    items: "3 messages sent from the Contact page (sendContactMessage)",
  },
  {
    connection: "Query.failedNotificationDeliveries",
    caller: "staff",
    reach: "{ failedNotificationDeliveries(ARGS) { PAGE } }",
    items: "the emails of every notice above, refused by the mail server when the outbox worker runs",
  },
  {
    connection: "Query.pendingListingChanges",
    caller: "staff",
    reach: "{ pendingListingChanges(ARGS) { PAGE } }",
    items: "new names proposed by provider 1 and two newly approved providers (updateListing)",
  },
  {
    connection: "Query.pendingProviders",
    caller: "staff",
    reach: "{ pendingProviders(ARGS) { PAGE } }",
    items: "the 3 approved registrations whose providers staff have not approved yet",
  },
  {
    connection: "Query.providerSchedules",
    caller: "provider",
    reach: "{ providerSchedules(ARGS) { PAGE } }",
    items: "3 recurring schedules the customer sets up with provider 1 (POST /api/recurring-schedules)",
  },
  {
    connection: "Query.registrations",
    caller: "staff",
    reach: "{ registrations(ARGS) { PAGE } }",
    items: "5 businesses registering (POST /api/business-registration)",
  },
  {
    connection: "Query.reportedReviews",
    caller: "staff",
    reach: "{ reportedReviews(ARGS) { PAGE } }",
    items: "3 reviews the customer reports (reportReview)",
  },
  {
    connection: "User.bookings",
    caller: "customer",
    reach: "{ viewer { bookings(ARGS) { PAGE } } }",
    items: "3 bookings the customer makes with provider 1 (POST /api/bookings)",
  },
  {
    connection: "User.notifications",
    caller: "customer",
    reach: "{ viewer { notifications(ARGS) { PAGE } } }",
    items: "the confirmations of the customer's bookings",
  },
  {
    connection: "User.recurringSchedules",
    caller: "customer",
    reach: "{ viewer { recurringSchedules(ARGS) { PAGE } } }",
    items: "the customer's 3 recurring schedules",
  },
  {
    connection: "User.savedProviders",
    caller: "customer",
    reach: "{ viewer { savedProviders(ARGS) { PAGE } } }",
    items: "3 providers the customer saves (saveProvider)",
  },
  {
    connection: "Provider.reviews",
    caller: "visitor",
    reach: "{ provider(id: $reviewedProviderId) { reviews(ARGS) { PAGE } } }",
    variables: ["$reviewedProviderId: ID!"],
    items: "seeded: the reviews of the provider with the most",
  },
  {
    connection: "Provider.listingChanges",
    caller: "provider",
    reach: `{ provider(id: ${DEMO_PROVIDER_ID}) { listingChanges(ARGS) { PAGE } } }`,
    items: "provider 1 changing its description twice and proposing a new name (updateListing)",
  },
  {
    connection: "ProviderDashboard.upcomingBookings",
    caller: "provider",
    reach: "{ providerDashboard { upcomingBookings(ARGS) { PAGE } } }",
    items: "the customer's 3 bookings with provider 1, all after today",
  },
  {
    connection: "PlatformEarnings.payments",
    caller: "staff",
    // A payment's createdAt is the database's clock, not the app's (TEST_NOW): the range is
    // the days around the real today.
    reach: "{ platformEarnings(startDate: $paymentsFrom, endDate: $paymentsTo) { payments(ARGS) { PAGE } } }",
    variables: ["$paymentsFrom: String!", "$paymentsTo: String!"],
    items: "checkout begun for the customer's 3 bookings (POST /api/create-payment-intent)",
  },
];

/** The test app's origin: a browser adds it to a same-origin write. */
const ORIGIN = "http://marketplace.test";
/** A connection's items are compared with one page of this many. */
const WHOLE_PAGE = 100;
const PAGE_SIZE = 2;
/** A walk of more pages than one page of WHOLE_PAGE could hold has lost its way. */
const MOST_PAGES = WHOLE_PAGE / PAGE_SIZE + 1;
const PAGE_SELECTION =
  "pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { NODE_KEY } }";

let api: TestApp;
let schema: GraphQLSchema;
const cookies = {} as Record<Exclude<Caller, "visitor">, string>;
/** The values of the rows' own variables. */
const pathVariables: Record<string, unknown> = {};

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

interface Page {
  pageInfo: PageInfo;
  edges: { cursor: string; node: Record<string, unknown> }[];
}

interface Paging {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

const PAGING_TYPES: Record<keyof Paging, string> = { first: "Int", after: "String", last: "Int", before: "String" };

function headersOf(caller: Caller): Record<string, string> {
  return caller === "visitor" ? {} : { cookie: cookies[caller] };
}

/** A REST call as the spec's client makes it: credentials, and JSON only with a payload. */
async function rest(caller: Caller, method: string, path: string, payload?: unknown) {
  const headers = new Headers(headersOf(caller));
  if (method !== "GET") headers.set("origin", ORIGIN);
  const init: RequestInit = { method, headers };
  if (payload !== undefined) {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(payload);
  }
  const response = await api.request(path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

async function restOk(caller: Caller, method: string, path: string, payload?: unknown, status = 200) {
  const answer = await rest(caller, method, path, payload);
  expect(answer, `${method} ${path}`).toMatchObject({ status });
  return answer.body;
}

/** A mutation whose result union must answer `payload`. */
async function mutate(headers: Record<string, string>, document: string, input: unknown, payload: string) {
  const { data, errors } = await api.graphql(document, { input }, headers);
  const result = Object.values(data ?? {})[0] as { __typename?: string } | undefined;
  expect({ errors, typename: result?.__typename }, document).toEqual({ errors: undefined, typename: payload });
}

/** The node's identifying field: `id` where it has one, `databaseId` otherwise. */
function nodeKeyOf(connection: string): string {
  const [typeName, fieldName] = connection.split(".") as [string, string];
  const owner = schema.getType(typeName);
  if (!isObjectType(owner)) throw new Error(`${typeName} is not an object type`);
  const connectionType = getNamedType(owner.getFields()[fieldName]!.type);
  if (!isObjectType(connectionType)) throw new Error(`${connection} is not an object`);
  const edgeType = getNamedType(connectionType.getFields().edges!.type);
  if (!isObjectType(edgeType)) throw new Error(`${connection}'s edges are not objects`);
  const nodeType = getNamedType(edgeType.getFields().node!.type);
  if (!isObjectType(nodeType)) throw new Error(`${connection}'s nodes are not objects`);
  return "id" in nodeType.getFields() ? "id" : "databaseId";
}

/** The row's query for one page, with `paging` sent as variables. */
function pageDocument(row: ConnectionRow, paging: Paging): string {
  const names = (Object.keys(paging) as (keyof Paging)[]).filter((name) => paging[name] !== undefined);
  const declarations = [...names.map((name) => `$${name}: ${PAGING_TYPES[name]}`), ...(row.variables ?? [])];
  const selection = PAGE_SELECTION.replace("NODE_KEY", nodeKeyOf(row.connection));
  const body = row.reach
    .replace("ARGS", names.map((name) => `${name}: $${name}`).join(", "))
    .replace("PAGE", selection);
  return `query ConnectionPage${declarations.length > 0 ? `(${declarations.join(", ")})` : ""} ${body}`;
}

async function askPage(row: ConnectionRow, paging: Paging) {
  return api.graphql(pageDocument(row, paging), { ...pathVariables, ...paging }, headersOf(row.caller));
}

/** The connection in an answer: the one object with edges and pageInfo. */
function connectionIn(value: unknown): Page | null {
  if (value === null || typeof value !== "object") return null;
  if ("edges" in value && "pageInfo" in value) return value as Page;
  for (const inner of Object.values(value)) {
    const found = connectionIn(inner);
    if (found) return found;
  }
  return null;
}

async function page(row: ConnectionRow, paging: Paging): Promise<Page> {
  const answer = await askPage(row, paging);
  expect(answer.errors, JSON.stringify(paging)).toBeUndefined();
  const found = connectionIn(answer.data);
  if (!found) throw new Error(`No connection in ${JSON.stringify(answer.data)}`);
  return found;
}

const idsOf = (found: Page) => found.edges.map((edge) => String(edge.node.id ?? edge.node.databaseId));

/** startCursor and endCursor are the first and last edges' cursors (null without edges). */
function expectCursorsOfEdges(found: Page) {
  expect(found.pageInfo.startCursor).toBe(found.edges[0]?.cursor ?? null);
  expect(found.pageInfo.endCursor).toBe(found.edges.at(-1)?.cursor ?? null);
}

/** `first: 2` after each page's endCursor until hasNextPage is false: the ids in order. */
async function walkForward(row: ConnectionRow): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  for (let pages = 1; ; pages++) {
    expect(pages, "pages forward").toBeLessThanOrEqual(MOST_PAGES);
    const found = await page(row, { first: PAGE_SIZE, after });
    expectCursorsOfEdges(found);
    // Never an empty page, and more follow only a full one. The specification lets
    // hasPreviousPage be false after a cursor; every connection here says true, alike.
    expect(found.edges.length).toBeGreaterThan(0);
    expect(found.edges.length).toBeLessThanOrEqual(PAGE_SIZE);
    if (found.pageInfo.hasNextPage) expect(found.edges).toHaveLength(PAGE_SIZE);
    expect(found.pageInfo.hasPreviousPage).toBe(after !== undefined);
    ids.push(...idsOf(found));
    if (!found.pageInfo.hasNextPage) return ids;
    after = found.pageInfo.endCursor!;
  }
}

/** `last: 2` before each page's startCursor until hasPreviousPage is false: the ids in order. */
async function walkBackward(row: ConnectionRow): Promise<string[]> {
  let ids: string[] = [];
  let before: string | undefined;
  for (let pages = 1; ; pages++) {
    expect(pages, "pages backward").toBeLessThanOrEqual(MOST_PAGES);
    const found = await page(row, { last: PAGE_SIZE, before });
    expectCursorsOfEdges(found);
    expect(found.edges.length).toBeGreaterThan(0);
    expect(found.edges.length).toBeLessThanOrEqual(PAGE_SIZE);
    if (found.pageInfo.hasPreviousPage) expect(found.edges).toHaveLength(PAGE_SIZE);
    expect(found.pageInfo.hasNextPage).toBe(before !== undefined);
    ids = [...idsOf(found), ...ids];
    if (!found.pageInfo.hasPreviousPage) return ids;
    before = found.pageInfo.startCursor!;
  }
}

interface EdgeCase {
  name: string;
  paging: (cursors: { early: string; late: string }) => Paging;
  /** The refusal's words; none for an empty page. */
  refusal?: string;
}

const SIZE_MESSAGE = (name: string) => `${name} must be a whole number from 0 to 100.`;
const BOTH_SIZES = "Ask for first or last, not both.";
const BOTH_CURSORS = "Page after a cursor or before one, not both.";
const CROSSED = "Page forward with first and after, or backward with last and before.";

const EDGE_CASES: EdgeCase[] = [
  { name: "first: 0", paging: () => ({ first: 0 }) },
  { name: "last: 0", paging: () => ({ last: 0 }) },
  { name: "first: 101", paging: () => ({ first: 101 }), refusal: SIZE_MESSAGE("first") },
  { name: "last: 101", paging: () => ({ last: 101 }), refusal: SIZE_MESSAGE("last") },
  { name: "first: -1", paging: () => ({ first: -1 }), refusal: SIZE_MESSAGE("first") },
  { name: "last: -1", paging: () => ({ last: -1 }), refusal: SIZE_MESSAGE("last") },
  { name: "first with last", paging: () => ({ first: 2, last: 2 }), refusal: BOTH_SIZES },
  { name: "after with before", paging: ({ early, late }) => ({ after: early, before: late }), refusal: BOTH_CURSORS },
  { name: "first with before", paging: ({ late }) => ({ first: 2, before: late }), refusal: CROSSED },
  { name: "last with after", paging: ({ early }) => ({ last: 2, after: early }), refusal: CROSSED },
];

/** The empty pages' pageInfo: more items follow `first: 0`, and precede `last: 0`. */
const EMPTY_PAGE_INFO: Record<string, PageInfo> = {
  "first: 0": { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null },
  "last: 0": { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
};

/** What every connection must answer alike: no server error, and each error's words and kind. */
function sameEverywhere(answer: GraphQLResponse & { response: Response }) {
  return {
    serverError: answer.response.status >= 500,
    errors: answer.errors?.map(({ message, extensions }: { message: string; extensions?: unknown }) => ({
      message,
      extensions,
    })),
  };
}

/** The connections the served schema has: fields of a *Connection type taking first and after. */
function schemaConnections(): Map<string, { forwardOnly: boolean }> {
  const found = new Map<string, { forwardOnly: boolean }>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      const args = new Set(field.args.map((arg) => arg.name));
      if (!isObjectType(named) || !named.name.endsWith("Connection") || !args.has("first") || !args.has("after"))
        continue;
      found.set(`${type.name}.${field.name}`, { forwardOnly: !args.has("last") && !args.has("before") });
    }
  }
  return found;
}

/** The `Type.field` a row's query puts its paging arguments on. */
function connectionReachedBy(row: ConnectionRow): string[] {
  const typeInfo = new TypeInfo(schema);
  const reached: string[] = [];
  visit(
    parse(pageDocument(row, { first: 1 })),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.arguments?.some((arg) => arg.name.value === "first"))
          reached.push(`${typeInfo.getParentType()?.name}.${node.name.value}`);
      },
    }),
  );
  return reached;
}

/** The day of the week (0 Sunday) of a YYYY-MM-DD date. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** What the customer sends with every booking and schedule. */
const CASEY = { customerName: "Casey Customer", customerPhone: "416-555-0166", customerEmail: "customer@demo.test" };

const UPDATE_LISTING = `mutation($input: UpdateListingInput!) { updateListing(input: $input) { __typename } }`;

/** A business registers, its owner confirms the address through the mailed link: the registration's id. */
async function registerBusiness(n: number): Promise<{ registrationId: number; email: string; password: string }> {
  const email = `owner-${n}@contract-cleaning.test`;
  const registration = await restOk(
    "visitor",
    "POST",
    "/api/business-registration",
    {
      businessName: `Contract Cleaning ${n}`,
      ownerName: `Robin Contract ${n}`,
      email,
      phone: "416 555 0142",
      address: `${100 + n} King St W`,
      city: "Toronto",
      province: "Ontario",
      postalCode: "M5H 1J9",
      businessType: "house-cleaning",
      description: "Weekly and deep cleaning for condos and houses across Toronto.",
      services: ["Regular Cleaning", "Deep Cleaning"],
      isMobile: true,
      isInsured: true,
      yearsInBusiness: 4,
    },
    201,
  );
  const mail = api.accountMail.sent.findLast((message) => message.to === email);
  const token = /\/reset-password\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`No password link was mailed to ${email}`);
  const password = `contract owner ${n} passphrase`;
  await restOk("visitor", "POST", "/api/account/password-reset/confirm", { token, password });
  return { registrationId: registration.id, email, password };
}

/** Fills every connection its caller would otherwise find empty (see each row's `items`). */
async function fillConnections() {
  // The customer books provider 1 on three days after today and begins checkout for each.
  const bookingDays = ["2026-11-23", "2026-11-24", "2026-11-25"];
  for (const preferredDate of bookingDays) {
    const booking = await restOk(
      "customer",
      "POST",
      "/api/bookings",
      {
        providerId: DEMO_PROVIDER_ID,
        serviceType: "House Cleaning",
        preferredDate,
        preferredTime: "1:00 PM",
        serviceDetails: "Two-bedroom condo",
        ...CASEY,
      },
      201,
    );
    await restOk("customer", "POST", "/api/create-payment-intent", {
      amount: booking.estimatedPrice / 100,
      bookingId: booking.id,
    });
  }
  const day = 24 * 60 * 60_000;
  pathVariables.paymentsFrom = new Date(Date.now() - 2 * day).toISOString().slice(0, 10);
  pathVariables.paymentsTo = new Date(Date.now() + 2 * day).toISOString().slice(0, 10);
  // And sets up a weekly cleaning with provider 1 on each of those weekdays.
  for (const nextBookingDate of bookingDays) {
    await restOk(
      "customer",
      "POST",
      "/api/recurring-schedules",
      {
        providerId: DEMO_PROVIDER_ID,
        ...CASEY,
        serviceType: "House Cleaning",
        serviceDetails: "Three-bedroom house",
        frequency: "weekly",
        dayOfWeek: weekdayOf(nextBookingDate),
        preferredTime: "09:00",
        specialInstructions: "",
        estimatedPrice: 15_000,
        startDate: "2026-11-20",
        nextBookingDate,
      },
      201,
    );
  }

  const providers = await api.graphql(`{ providers(first: 100) { edges { node { databaseId reviewCount } } } }`);
  const approved = providers.data!.providers.edges.map(
    (edge: { node: { databaseId: number; reviewCount: number } }) => edge.node,
  ) as { databaseId: number; reviewCount: number }[];
  for (const provider of approved.slice(0, 3)) {
    await mutate(
      headersOf("customer"),
      `mutation($input: SavedProviderInput!) { saveProvider(input: $input) { __typename } }`,
      { providerId: String(provider.databaseId) },
      "SaveProviderPayload",
    );
  }
  const mostReviewed = approved.reduce((most, provider) => (provider.reviewCount > most.reviewCount ? provider : most));
  pathVariables.reviewedProviderId = String(mostReviewed.databaseId);
  const reviews = await api.graphql(
    `query($id: ID!) { provider(id: $id) { reviews(first: 3) { edges { node { id } } } } }`,
    { id: pathVariables.reviewedProviderId },
  );
  for (const edge of reviews.data!.provider.reviews.edges as { node: { id: string } }[]) {
    await mutate(
      headersOf("customer"),
      `mutation($input: ReviewReasonInput!) { reportReview(input: $input) { __typename } }`,
      { reviewId: edge.node.id, reason: "It names a person by their full name." },
      "ReviewPayload",
    );
  }

  for (const n of [1, 2, 3]) {
    await mutate(
      headersOf("visitor"),
      `mutation($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename } }`,
      {
        name: `Contact ${n}`,
        email: `contact-${n}@contract.test`,
        topic: "OTHER",
        message: `A question about paging, number ${n}.`,
      },
      "SendContactMessagePayload",
    );
  }

  // Five businesses register and staff approve each; staff approve two of their providers,
  // whose owners then propose a new name, as provider 1 does after two description changes.
  const owners: { email: string; password: string; providerId: number }[] = [];
  for (const n of [1, 2, 3, 4, 5]) {
    const { registrationId, email, password } = await registerBusiness(n);
    const reviewed = await restOk("staff", "PUT", `/api/admin/registrations/${registrationId}`, {
      status: "approved",
      notes: "Insurance checked",
    });
    owners.push({ email, password, providerId: reviewed.providerId });
  }
  for (const owner of owners.slice(0, 2)) {
    await restOk("staff", "POST", `/api/admin/providers/${owner.providerId}/approve`, { approvedBy: "Admin" });
    const cookie = await signInCookie(api, owner.email, owner.password);
    await mutate(
      { cookie },
      UPDATE_LISTING,
      { providerId: String(owner.providerId), name: `Renamed Cleaning ${owner.providerId}` },
      "UpdateListingPayload",
    );
  }
  for (const change of [
    { description: "Weekly and deep cleaning for condos across the city, since 2012." },
    { description: "Weekly, deep and move-out cleaning for condos across the city, since 2012." },
    { name: "Maple Leaf Cleaning & Co." },
  ]) {
    await mutate(
      headersOf("provider"),
      UPDATE_LISTING,
      { providerId: String(DEMO_PROVIDER_ID), ...change },
      "UpdateListingPayload",
    );
  }

  // The outbox worker, as the server's job runs it, meets a mail server refusing every
  // address: each email above is given up on, for staff's list.
  const refusal = () => new MailDeliveryError("550 5.1.1 Mailbox unavailable", { retryable: false });
  await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail: failingMailGateway(refusal) });
}

beforeAll(async () => {
  api = await startTestApp({ providers: 20 });
  const introspection = await api.graphql<IntrospectionQuery>(getIntrospectionQuery());
  expect(introspection.errors).toBeUndefined();
  schema = buildClientSchema(introspection.data!);
  cookies.customer = await signInCookie(api, "customer@demo.test");
  cookies.provider = await signInCookie(api, "provider@demo.test");
  cookies.staff = await signInCookie(api, "admin@demo.test");
  await fillConnections();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("the table of connections", () => {
  it("names every connection the schema has, and only those", () => {
    const inTable = [...new Set(CONNECTIONS.map((row) => row.connection))].sort();
    expect(inTable, "CONNECTIONS (received) against the schema (expected)").toEqual(
      [...schemaConnections().keys()].sort(),
    );
  });

  it("says which connections page forward only, as the schema does", () => {
    const inSchema = schemaConnections();
    for (const row of CONNECTIONS) {
      expect({ [row.connection]: row.forwardOnly ?? false }).toEqual({
        [row.connection]: inSchema.get(row.connection)?.forwardOnly,
      });
    }
  });

  it("reaches each connection it names", () => {
    for (const row of CONNECTIONS) expect(connectionReachedBy(row)).toEqual([row.connection]);
  });
});

describe.each(CONNECTIONS.map((row) => ({ ...row, title: `${row.connection}${row.way ? ` (${row.way})` : ""}` })))(
  "$title as $caller",
  (row) => {
    const cursors = { early: "", late: "" };

    beforeAll(async () => {
      const whole = await page(row, { first: WHOLE_PAGE });
      cursors.early = whole.edges[0]?.cursor ?? "bm90LWEtY3Vyc29y";
      cursors.late = whole.edges.at(-1)?.cursor ?? "bm90LWEtY3Vyc29y";
    });

    it(`pages forward and backward by ${PAGE_SIZE} to the items of one page of ${WHOLE_PAGE}`, async () => {
      const whole = await page(row, { first: WHOLE_PAGE });
      expectCursorsOfEdges(whole);
      // The whole connection fits the page: narrow the row's query where it would not.
      expect(whole.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
      const ids = idsOf(whole);
      expect(ids.length, `items in ${row.connection} (${row.items})`).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(whole.edges.map((edge) => edge.cursor)).size).toBe(ids.length);

      expect(await walkForward(row)).toEqual(ids);
      if (!row.forwardOnly) {
        expect(await walkBackward(row)).toEqual(ids);
        const wholeBackward = await page(row, { last: WHOLE_PAGE });
        expectCursorsOfEdges(wholeBackward);
        expect(wholeBackward.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
        expect(idsOf(wholeBackward)).toEqual(ids);
      }
    });

    const answersEdgeCase = async (edgeCase: EdgeCase) => {
      const paging = edgeCase.paging(cursors);
      const answer = await askPage(row, paging);
      const unknown = row.forwardOnly ? (["last", "before"] as const).find((name) => name in paging) : undefined;
      if (unknown) {
        // A forward-only connection does not declare last and before: the document is invalid.
        expect(answer.response.status).toBeLessThan(500);
        expect(answer.data).toBeUndefined();
        expect(answer.errors?.[0]).toMatchObject({
          message: `Unknown argument "${unknown}" on field "${row.connection}".`,
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        });
        return;
      }
      if (!edgeCase.refusal) {
        expect(sameEverywhere(answer)).toEqual({ serverError: false, errors: undefined });
        const found = connectionIn(answer.data);
        expect(found).toEqual({ edges: [], pageInfo: EMPTY_PAGE_INFO[edgeCase.name] });
        return;
      }
      expect(sameEverywhere(answer)).toEqual({
        serverError: false,
        errors: [{ message: edgeCase.refusal, extensions: { code: "ValidationError", status: 400 } }],
      });
      expect(answer.errors![0]!.path?.join(".")).toMatch(new RegExp(`\\b${row.connection.split(".")[1]}$`));
      // Nothing of the connection is answered beside the refusal.
      expect(JSON.stringify(answer.data ?? null)).not.toMatch(/"(edges|pageInfo|cursor)"/);
    };
    it.each(EDGE_CASES)("answers $name as every connection does", answersEdgeCase);
  },
);
