// A provider runs its own listing: prices, services and the rest publish at once and feed
// what a booking and a schedule cost; a new name or type waits for staff; every change is
// kept; bad input changes nothing; only its own account and staff may touch it.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { restCall, signedInAccount, type SignedInAccount } from "../support/notifications.ts";
import { scheduleBody } from "../support/schedule-calls.ts";

const PROVIDER = 1;
const OTHER_PROVIDER = 2;

let api: TestApp;
let owner: SignedInAccount;
let otherOwner: SignedInAccount;
let staff: SignedInAccount;
let customer: SignedInAccount;

beforeAll(async () => {
  api = await startTestApp({ providers: 12 });
  owner = await signedInAccount(api, "owner@listing.test", "PROVIDER", PROVIDER);
  otherOwner = await signedInAccount(api, "other@listing.test", "PROVIDER", OTHER_PROVIDER);
  staff = await signedInAccount(api, "staff@listing.test", "ADMIN");
  customer = await signedInAccount(api, "customer@listing.test");
}, 120_000);
afterAll(() => api?.close());

const listing = (who: SignedInAccount | null = owner, id = PROVIDER) =>
  restCall(api, "GET", `/api/providers/${id}/listing`, { cookie: who?.cookie });
const putListing = (body: unknown, who: SignedInAccount | null = owner, id = PROVIDER) =>
  restCall(api, "PUT", `/api/providers/${id}/listing`, { cookie: who?.cookie, body });
const changeCount = (providerId = PROVIDER) => api.db.prisma.providerListingChange.count({ where: { providerId } });
const provider = (id = PROVIDER) =>
  api.db.prisma.provider.findUniqueOrThrow({ where: { id }, include: { categories: true } });

/** What the owner's account was told of staff's decisions, oldest first. */
const notices = () =>
  api.db.prisma.notification.findMany({
    where: { kind: "LISTING_CHANGE_DECIDED", recipientId: owner.userId },
    select: { title: true, body: true, link: true },
    orderBy: { id: "asc" },
  });

const PRICES = [
  { serviceType: "house-cleaning", priceCents: 14_000 },
  { serviceType: "deep-cleaning", priceCents: 22_500 },
  { serviceType: "carpet-cleaning", priceCents: 11_000 },
];

describe("the listing's own account", () => {
  it("reads its listing as the page edits it", async () => {
    const { status, body } = await listing();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      providerId: PROVIDER,
      name: "Maple Leaf Cleaning Co.",
      businessType: "house-cleaning",
      services: [
        { serviceType: "deep-cleaning", priceCents: 12_000 },
        { serviceType: "house-cleaning", priceCents: 12_000 },
      ],
      serviceRadiusKm: 25,
      replyWithinHours: 24,
      isMobileService: true,
      phone: "(416) 555-0123",
      startingPrice: 12_000,
      pendingChange: null,
    });
  });

  it("publishes new prices at once, the starting price the least of them, and keeps the change", async () => {
    const before = await changeCount();
    const { status, body } = await putListing({ services: PRICES, serviceRadiusKm: 40, replyWithinHours: 4 });
    expect(status).toBe(200);
    expect(body.startingPrice).toBe(11_000);
    expect(body.services).toEqual([
      { serviceType: "carpet-cleaning", priceCents: 11_000 },
      { serviceType: "deep-cleaning", priceCents: 22_500 },
      { serviceType: "house-cleaning", priceCents: 14_000 },
    ]);
    const stored = await provider();
    expect(stored.startingPrice).toBe(Math.min(...stored.categories.map((offered) => offered.priceCents)));
    expect(stored).toMatchObject({ serviceRadiusKm: 40, replyWithinHours: 4 });
    const change = await api.db.prisma.providerListingChange.findFirstOrThrow({
      where: { providerId: PROVIDER },
      orderBy: { id: "desc" },
    });
    expect(await changeCount()).toBe(before + 1);
    expect(change).toMatchObject({ status: "PUBLISHED", changedById: owner.userId });
    expect(change.changes).toMatchObject({ serviceRadiusKm: { from: 25, to: 40 } });

    // The card's "Starting from" in search follows.
    const { body: found } = await restCall(api, "GET", `/api/providers/search?q=${encodeURIComponent("Maple Leaf")}`);
    expect(found.find((card: { id: number }) => card.id === PROVIDER).startingPrice).toBe(11_000);
  });

  it("changes nothing and records nothing when the same listing is sent again", async () => {
    const before = await changeCount();
    const { status } = await putListing({ services: [...PRICES].reverse(), serviceRadiusKm: 40, replyWithinHours: 4 });
    expect(status).toBe(200);
    expect(await changeCount()).toBe(before);
  });

  it("prices a booking and a schedule at the service's own price", async () => {
    const { status, body } = await restCall(api, "POST", "/api/bookings", {
      body: {
        providerId: PROVIDER,
        serviceType: "deep-cleaning",
        preferredDate: "2026-11-25",
        preferredTime: "1:00 PM",
        serviceDetails: "Two-bedroom condo",
        customerName: "Jordan Lee",
        customerPhone: "416-555-0199",
        customerEmail: "jordan@example.test",
      },
    });
    expect(status).toBe(201);
    expect(body.estimatedPrice).toBe(22_500);

    const schedule = await restCall(api, "POST", "/api/recurring-schedules", {
      cookie: customer.cookie,
      body: scheduleBody({ providerId: PROVIDER, serviceType: "house-cleaning" }),
    });
    expect(schedule.status).toBe(201);
    expect(schedule.body.estimatedPrice).toBe(14_000);
  });

  it("sends a new name to staff, keeping the published one until they approve it", async () => {
    const { status, body } = await putListing({ name: "Maple Leaf Home Services" });
    expect(status).toBe(200);
    expect(body.name).toBe("Maple Leaf Cleaning Co.");
    expect(body.pendingChange).toMatchObject({
      status: "pending",
      changes: { name: { from: "Maple Leaf Cleaning Co.", to: "Maple Leaf Home Services" } },
    });
    // The same proposal again is the same change.
    const again = await putListing({ name: "Maple Leaf Home Services" });
    expect(again.body.pendingChange.id).toBe(body.pendingChange.id);

    // Another proposal replaces it.
    const replaced = await putListing({ name: "Maple Leaf Home Care" });
    expect(replaced.body.pendingChange.id).not.toBe(body.pendingChange.id);
    const first = await api.db.prisma.providerListingChange.findUniqueOrThrow({ where: { id: body.pendingChange.id } });
    expect(first.status).toBe("WITHDRAWN");

    const queue = await restCall(api, "GET", "/api/admin/listing-changes", { cookie: staff.cookie });
    expect(queue.body.map((change: { id: number }) => change.id)).toEqual([replaced.body.pendingChange.id]);

    const approved = await restCall(
      api,
      "POST",
      `/api/admin/listing-changes/${replaced.body.pendingChange.id}/approve`,
      {
        cookie: staff.cookie,
        body: { note: "Matches the business licence." },
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", decisionNote: "Matches the business licence." });
    expect((await provider()).name).toBe("Maple Leaf Home Care");
    expect(await api.db.prisma.auditEntry.count({ where: { action: "listing.approve" } })).toBe(1);
    expect(await notices()).toEqual([
      {
        title: "Your listing change is approved",
        body: 'Our team approved the name "Maple Leaf Home Care": your card and profile show it now.\nNote from our team: Matches the business licence.',
        link: "/provider/listing",
      },
    ]);

    // Approving again changes nothing; rejecting it now is refused.
    const twice = await restCall(api, "POST", `/api/admin/listing-changes/${replaced.body.pendingChange.id}/approve`, {
      cookie: staff.cookie,
      body: {},
    });
    expect(twice.status).toBe(200);
    expect(await api.db.prisma.auditEntry.count({ where: { action: "listing.approve" } })).toBe(1);
    const late = await restCall(api, "POST", `/api/admin/listing-changes/${replaced.body.pendingChange.id}/reject`, {
      cookie: staff.cookie,
      body: { reason: "Too late for this." },
    });
    expect(late).toMatchObject({ status: 409, body: { message: "This change has already been approved." } });
  });

  it("keeps the name when staff reject a new one, with their reason", async () => {
    const { body } = await putListing({ name: "Definitely Not Maple Leaf" });
    const id = body.pendingChange.id;
    const short = await restCall(api, "POST", `/api/admin/listing-changes/${id}/reject`, {
      cookie: staff.cookie,
      body: { reason: "No" },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { message: "Please give the reason, in at least 5 characters." },
    });
    const rejected = await restCall(api, "POST", `/api/admin/listing-changes/${id}/reject`, {
      cookie: staff.cookie,
      body: { reason: "The name belongs to another business." },
    });
    expect(rejected.body).toMatchObject({ status: "rejected", decisionNote: "The name belongs to another business." });
    expect((await provider()).name).toBe("Maple Leaf Home Care");
    expect((await listing()).body.pendingChange).toBeNull();
    expect((await notices()).at(-1)).toMatchObject({
      title: "Your listing change was not approved",
      body: expect.stringContaining("Reason from our team: The name belongs to another business."),
    });
  });

  it("lets staff change any field at once, audited", async () => {
    const { body } = await putListing({ name: "Maple Leaf Cleaning Co." }, staff);
    expect(body).toMatchObject({ name: "Maple Leaf Cleaning Co.", pendingChange: null });
    const entry = await api.db.prisma.auditEntry.findFirstOrThrow({ where: { action: "listing.update" } });
    expect(entry).toMatchObject({ targetType: "Provider", targetId: String(PROVIDER) });
  });

  it("lists every change, newest first, to its own account and staff", async () => {
    const { status, body } = await restCall(api, "GET", `/api/providers/${PROVIDER}/listing-changes?limit=50`, {
      cookie: owner.cookie,
    });
    expect(status).toBe(200);
    expect(body.map((change: { status: string }) => change.status)).toEqual([
      "published",
      "rejected",
      "approved",
      "withdrawn",
      "published",
    ]);
  });
});

describe("the business type", () => {
  it("must be one of the services offered, and its service cannot be dropped", async () => {
    const before = await changeCount();
    const proposed = await putListing({ businessType: "moving" });
    expect(proposed).toMatchObject({
      status: 400,
      body: { message: "Your business type must be one of the services you offer" },
    });
    const dropped = await putListing({ services: [{ serviceType: "deep-cleaning", priceCents: 20_000 }] });
    expect(dropped.status).toBe(400);
    expect(await changeCount()).toBe(before);
    expect((await provider()).categories).toHaveLength(3);
  });

  it("goes to staff like the name, and is published when they approve", async () => {
    const { body } = await putListing({ businessType: "deep-cleaning" });
    expect(body).toMatchObject({ businessType: "house-cleaning", pendingChange: { status: "pending" } });
    await restCall(api, "POST", `/api/admin/listing-changes/${body.pendingChange.id}/approve`, {
      cookie: staff.cookie,
      body: {},
    });
    expect((await listing()).body.businessType).toBe("deep-cleaning");
  });
});

describe("bounds", () => {
  it.each([
    [{ services: [] }, "Offer at least one service"],
    [{ services: [{ serviceType: "house-cleaning", priceCents: 99 }] }, "Please enter a price from $1 to $10,000"],
    [
      { services: [{ serviceType: "house-cleaning", priceCents: 1_000_001 }] },
      "Please enter a price from $1 to $10,000",
    ],
    [
      {
        services: [
          { serviceType: "deep-cleaning", priceCents: 10_000 },
          { serviceType: "deep-cleaning", priceCents: 12_000 },
        ],
      },
      "Each service can be listed once",
    ],
    [{ services: [{ serviceType: "lawn-darts", priceCents: 10_000 }] }, "Please choose a service from the list"],
    [{ serviceRadiusKm: 0 }, "Please enter a distance from 1 to 250 km"],
    [{ serviceRadiusKm: 2.5 }, "Please enter a distance from 1 to 250 km"],
    [{ description: "Too short" }, "Description must be at least 20 characters"],
    [{ specialties: Array.from({ length: 13 }, (_, i) => `Specialty ${i}`) }, "List at most 12 specialties"],
    [{ specialties: ["x".repeat(41)] }, "Keep each specialty to 40 characters"],
    [{ phone: "555" }, "Please enter a valid phone number"],
    [{ replyWithinHours: 3 }, "Please choose how soon you reply"],
    [{ email: "not an email" }, "Please enter a valid email address"],
    [{ name: "x".repeat(121) }, "Must be at most 120 characters"],
  ])("refuses %j, changing nothing", async (body, message) => {
    const before = { changes: await changeCount(), provider: await provider() };
    const { status, body: answer } = await putListing(body);
    expect(status).toBe(400);
    expect(answer.message).toBe(message);
    expect(await changeCount()).toBe(before.changes);
    expect(await provider()).toEqual(before.provider);
  });
});

describe("who may", () => {
  it("refuses visitors, customers and another provider's account", async () => {
    expect((await listing(null)).status).toBe(401);
    expect((await listing(customer)).status).toBe(403);
    expect((await listing(otherOwner)).status).toBe(403);
    expect((await putListing({ serviceRadiusKm: 10 }, otherOwner)).status).toBe(403);
    expect((await restCall(api, "GET", "/api/admin/listing-changes", { cookie: owner.cookie })).status).toBe(403);
    expect((await provider()).serviceRadiusKm).toBe(40);
  });

  it("answers 404 for an unknown provider and an unknown change", async () => {
    expect((await listing(staff, 999_999)).status).toBe(404);
    const approve = await restCall(api, "POST", "/api/admin/listing-changes/999999/approve", {
      cookie: staff.cookie,
      body: {},
    });
    expect(approve).toMatchObject({ status: 404, body: { message: "There is no listing change with that id." } });
  });
});

describe("GraphQL", () => {
  it("changes the listing and shows the services' prices and the change waiting", async () => {
    const { data, errors } = await api.graphql(
      `mutation($input: UpdateListingInput!) {
        updateListing(input: $input) {
          __typename
          ... on UpdateListingPayload { provider { startingPrice offeredServices { serviceType priceCents }
            pendingListingChange { status changes { field from { text } to { text } } } } }
          ... on Error { message }
        }
      }`,
      {
        input: {
          providerId: encodeGlobalID("Provider", String(PROVIDER)),
          name: "Maple Leaf Cleaners",
          services: [{ serviceType: "deep-cleaning", priceCents: 9_900 }],
        },
      },
      { cookie: owner.cookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.updateListing.provider).toEqual({
      startingPrice: 9_900,
      offeredServices: [{ serviceType: "deep-cleaning", priceCents: 9_900 }],
      pendingListingChange: {
        status: "PENDING",
        changes: [{ field: "name", from: { text: "Maple Leaf Cleaning Co." }, to: { text: "Maple Leaf Cleaners" } }],
      },
    });
  });

  it("hides the change waiting from anyone but its own account and staff", async () => {
    const query = `query($id: ID!) { provider(id: $id) { pendingListingChange { status } } }`;
    const id = encodeGlobalID("Provider", String(PROVIDER));
    const visitor = await api.graphql(query, { id });
    expect(visitor.data!.provider.pendingListingChange).toBeNull();
    const asStaff = await api.graphql(query, { id }, { cookie: staff.cookie });
    expect(asStaff.data!.provider.pendingListingChange).toEqual({ status: "PENDING" });
  });
});
