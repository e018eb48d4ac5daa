// Spec section 7's "Calls" table, its 29 rows in the table's order, each called exactly as the
// spec's client calls it: "Every call includes credentials. JSON content type and body only
// when a payload exists." Every request carries the session cookie of the account whose
// screen makes the call (customer, provider or staff; the registration form is a visitor's),
// a row without a payload sends no body and no Content-Type, and a row with one sends JSON
// with exactly the payload the table names. Each `it` checks what the table's third column
// says of the answer, and the row's effect where it is cheap to see. Later rows build on
// earlier ones (row 1's booking is paid in row 22 and completed in row 25; row 17's schedule
// is paused, resumed and cancelled in rows 18-20; row 27's slots are booked in row 28), so the
// file runs as one walk through the table, in order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFcmPushGateway, type FcmPushGateway } from "../../src/gateways/push/fcm-gateway.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { type FcmStandIn, startFcmStandIn } from "../support/fcm-stand-in.ts";
import { signInCookie } from "../support/notifications.ts";

type Caller = "visitor" | "customer" | "provider" | "staff";

/** The test app's origin: a browser adds it to a same-origin write. */
const ORIGIN = "http://marketplace.test";
/** The seeded provider 1 (Maple Leaf Cleaning Co., Toronto, house and deep cleaning), run by provider@demo.test. */
const PROVIDER_ID = 1;
/** A pending provider besides the one row 9's registration becomes, for row 14 to reject. */
const OTHER_PENDING_PROVIDER_ID = 3;
/** The demo customer as the booking dialog and the schedule form fill it in. */
const CASEY = { customerName: "Casey Customer", customerPhone: "416-555-0166", customerEmail: "customer@demo.test" };

let api: TestApp;
let fcm: FcmStandIn;
let push: FcmPushGateway;
const cookies = {} as Record<Exclude<Caller, "visitor">, string>;
let customerId: number;

interface Answer {
  status: number;
  body: any;
  headers: Headers;
  /** The headers the call went out with, to show what it did (not) send. */
  sent: Headers;
}

/**
 * One call as spec section 7's client makes it: with the caller's credentials (a visitor has
 * none); with `content-type: application/json` and a JSON body only when there is a payload.
 */
async function call(caller: Caller, method: string, path: string, payload?: unknown): Promise<Answer> {
  const headers = new Headers();
  if (caller !== "visitor") headers.set("cookie", cookies[caller]);
  if (method !== "GET") headers.set("origin", ORIGIN);
  const init: RequestInit = { method, headers };
  if (payload !== undefined) {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(payload);
  }
  const response = await api.request(path, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers, sent: headers };
}

/** A 2xx answer, or the test fails showing what came back. */
function expectSuccess(answer: Answer, status = 200) {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
}

const fieldsOfEach = (list: unknown, fields: string[]) => {
  expect(Array.isArray(list)).toBe(true);
  for (const item of list as Record<string, unknown>[]) {
    for (const field of fields) expect(item, field).toHaveProperty(field);
  }
};

// What earlier rows made, for later ones.
let bookingId: number;
let bookingPrice: number;
let quizSessionId: string;
let registrationId: number;
let registeredProviderId: number;
let scheduleId: number;
let weekSlotId: number;
let addedSlots: { id: number; startTime: string }[];

beforeAll(async () => {
  fcm = await startFcmStandIn();
  push = createFcmPushGateway(fcm.gatewayOptions());
  api = await startTestApp({ providers: 20, push });
  const prisma = api.db.prisma;
  customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  cookies.customer = await signInCookie(api, "customer@demo.test");
  cookies.provider = await signInCookie(api, "provider@demo.test");
  cookies.staff = await signInCookie(api, "admin@demo.test");
  await prisma.provider.update({ where: { id: OTHER_PENDING_PROVIDER_ID }, data: { status: "PENDING" } });
  // A slot the provider already had in the week row 26 reads: Tuesday 24 November, 14:00 in Toronto.
  const startsAt = new Date("2026-11-24T19:00:00Z");
  const slot = await prisma.timeSlot.create({
    data: {
      providerId: PROVIDER_ID,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 120 * 60_000),
      durationMinutes: 120,
      price: 15_000,
    },
  });
  weekSlotId = slot.id;
}, 180_000);

afterAll(async () => {
  await api?.close();
  await push?.close();
  await fcm?.close();
});

describe("spec section 7's calls, in the table's order", () => {
  it("row 1: POST /api/bookings", async () => {
    // The booking dialog, signed in as the demo customer: today (Friday 20 November, 10:00 in
    // Toronto) at 1:00 PM. Its service list is the provider's `services`, which are names.
    const answer = await call("customer", "POST", "/api/bookings", {
      providerId: PROVIDER_ID,
      serviceType: "House Cleaning",
      preferredDate: "2026-11-20",
      preferredTime: "1:00 PM",
      serviceDetails: "Two-bedroom condo",
      ...CASEY,
      specialInstructions: "Buzzer 12",
    });
    expectSuccess(answer, 201);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      status: "confirmed",
      providerId: PROVIDER_ID,
      serviceType: "house-cleaning",
      preferredDate: "2026-11-20",
      preferredTime: "13:00",
      estimatedPrice: expect.any(Number),
    });
    bookingId = answer.body.id;
    bookingPrice = answer.body.estimatedPrice;
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(stored).toMatchObject({ customerId, ...CASEY, status: "CONFIRMED", specialInstructions: "Buzzer 12" });
    // What the client refreshes next: the account's bookings under /api/bookings.
    const refreshed = await call("customer", "GET", "/api/bookings");
    expectSuccess(refreshed);
    expect(refreshed.body.map((booking: { id: number }) => booking.id)).toContain(bookingId);
  });

  it("row 2: GET /api/categories", async () => {
    const answer = await call("customer", "GET", "/api/categories");
    expectSuccess(answer);
    fieldsOfEach(answer.body, ["id", "name", "priceRange"]);
    expect(answer.body.map((category: { name: string }) => category.name)).toContain("House Cleaning");
    expect(answer.body).toHaveLength(await api.db.prisma.category.count());
  });

  it("row 3: GET /api/reviews/recent", async () => {
    const answer = await call("customer", "GET", "/api/reviews/recent");
    expectSuccess(answer);
    fieldsOfEach(answer.body, ["id", "customerName", "rating", "comment", "createdAt"]);
    expect(answer.body.length).toBeGreaterThanOrEqual(3);
    const dates = answer.body.map((review: { createdAt: string }) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("row 4: POST /api/quiz", async () => {
    // Made on the client; the quiz's six steps' answers come with it.
    quizSessionId = "spec-calls-quiz-session";
    const answers = {
      serviceType: "house_cleaning",
      budget: "100_250",
      urgency: "this_week",
      location: "Toronto, Ontario",
      mobilePreference: "either",
      certificationImportance: "preferred",
      specialRequirements: ["pet-safe"],
      additionalNotes: "Two cats.",
    };
    const answer = await call("customer", "POST", "/api/quiz", { ...answers, sessionId: quizSessionId });
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
    const stored = await api.db.prisma.quizSession.findUniqueOrThrow({ where: { id: quizSessionId } });
    expect(stored).toMatchObject({ budget: "100_250", urgency: "this_week", location: "Toronto, Ontario" });
  });

  it("row 5: POST /api/quiz/matches", async () => {
    const answer = await call("customer", "POST", "/api/quiz/matches", { sessionId: quizSessionId });
    expectSuccess(answer);
    fieldsOfEach(answer.body, ["name", "rating", "startingPrice", "isCertified", "id"]);
    expect(answer.body.length).toBeGreaterThan(0);
    expect(answer.body.map((provider: { id: number }) => provider.id)).toContain(PROVIDER_ID);
  });

  it("row 6: GET /api/providers", async () => {
    const answer = await call("customer", "GET", "/api/providers");
    expectSuccess(answer);
    fieldsOfEach(answer.body, ["id", "name", "rating", "reviewCount", "startingPrice", "services", "isCertified"]);
    expect(answer.body.length).toBeGreaterThan(0);
  });

  it("row 7: GET /api/providers/search (the home page's filters)", async () => {
    // A location is set, so the home page searches; serviceType goes along (it is not 'all'),
    // and a chip's flag only when it is on ('Mobile Service' is off here, 'Verified Only' too).
    const query = new URLSearchParams({
      location: "Toronto, Ontario",
      serviceType: "house-cleaning",
      maxDistance: "50",
      minRating: "3",
      maxPrice: "1000",
    });
    const answer = await call("customer", "GET", `/api/providers/search?${query}`);
    expectSuccess(answer);
    fieldsOfEach(answer.body, ["id", "name", "rating", "startingPrice", "distance"]);
    expect(answer.body.map((provider: { id: number }) => provider.id)).toContain(PROVIDER_ID);
    for (const provider of answer.body) {
      expect(provider.distance).toBeLessThanOrEqual(50);
      expect(Number(provider.rating)).toBeGreaterThanOrEqual(3);
      expect(provider.startingPrice).toBeLessThanOrEqual(100_000);
    }
    // With both flags on, only mobile and verified providers are left (provider 1 is both).
    const flagged = await call("customer", "GET", `/api/providers/search?${query}&mobileOnly=true&certifiedOnly=true`);
    expectSuccess(flagged);
    expect(flagged.body.map((provider: { id: number }) => provider.id)).toContain(PROVIDER_ID);
    for (const provider of flagged.body) expect(provider).toMatchObject({ isMobileService: true, isCertified: true });
  });

  it("row 8: GET /api/providers/search (the city page's location={city, province}, maxDistance=50)", async () => {
    const query = new URLSearchParams({
      location: JSON.stringify({ city: "Toronto", province: "Ontario" }),
      maxDistance: "50",
    });
    const answer = await call("customer", "GET", `/api/providers/search?${query}`);
    expectSuccess(answer);
    fieldsOfEach(answer.body, ["id", "name", "distance"]);
    expect(answer.body.map((provider: { id: number }) => provider.id)).toContain(PROVIDER_ID);
    for (const provider of answer.body) expect(provider.distance).toBeLessThanOrEqual(50);
  });

  it("row 9: POST /api/business-registration", async () => {
    // As a visitor: 'Join as Provider' is for a business without an account, and the browser's
    // credentials are then none. A signed-in customer may register too, but the demo customer
    // would become the provider on approval (row 11) and could no longer act as a customer in
    // rows 16-22 and 28. The spec's form has no password field, so none is sent.
    const mailed = api.accountMail.sent.length;
    const answer = await call("visitor", "POST", "/api/business-registration", {
      businessName: "Fjord Fresh Cleaning",
      ownerName: "Robin Ng",
      email: "robin@fjordfresh.test",
      phone: "416 555 0142",
      address: "120 King St W",
      city: "Toronto",
      province: "Ontario",
      postalCode: "M5H 1J9",
      businessType: "house-cleaning",
      description: "Weekly and deep cleaning for condos and houses across Toronto.",
      services: ["Regular Cleaning", "Deep Cleaning"],
      isMobile: true,
      isInsured: true,
      yearsInBusiness: 4,
      website: "https://fjordfresh.test",
    });
    expectSuccess(answer, 201);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.body).toMatchObject({ email: "robin@fjordfresh.test", status: "pending", reviewNotes: null });
    registrationId = answer.body.id;
    const owner = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "robin@fjordfresh.test" } });
    expect(await api.db.prisma.businessRegistration.findUniqueOrThrow({ where: { id: registrationId } })).toMatchObject(
      { status: "PENDING", userId: owner.id },
    );
    expect(api.accountMail.sent.slice(mailed)).toEqual([
      expect.objectContaining({ to: "robin@fjordfresh.test", subject: "Choose a password for your account" }),
    ]);
  });

  it("row 10: GET /api/admin/registrations", async () => {
    const answer = await call("staff", "GET", "/api/admin/registrations");
    expectSuccess(answer);
    fieldsOfEach(answer.body, ["id", "businessName", "status", "reviewNotes"]);
    expect(answer.body.find((registration: { id: number }) => registration.id === registrationId)).toMatchObject({
      businessName: "Fjord Fresh Cleaning",
      status: "pending",
      reviewNotes: null,
    });
  });

  it("row 11: PUT /api/admin/registrations/{id}", async () => {
    // Staff approve once the owner's address is confirmed: the owner chooses a password
    // through the link mailed in row 9, which confirms it.
    const mail = api.accountMail.sent.findLast((message) => message.to === "robin@fjordfresh.test")!;
    const token = /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
    const chosen = await call("visitor", "POST", "/api/account/password-reset/confirm", {
      token,
      password: "fjord fresh's own passphrase",
    });
    expectSuccess(chosen);

    const answer = await call("staff", "PUT", `/api/admin/registrations/${registrationId}`, {
      status: "approved",
      notes: "Insurance checked",
    });
    expectSuccess(answer);
    expect(answer.body).toMatchObject({ id: registrationId, status: "approved", reviewNotes: "Insurance checked" });
    registeredProviderId = answer.body.providerId;
    expect(await api.db.prisma.provider.findUniqueOrThrow({ where: { id: registeredProviderId } })).toMatchObject({
      name: "Fjord Fresh Cleaning",
      status: "PENDING",
    });
  });

  it("row 12: GET /api/admin/providers/pending", async () => {
    const answer = await call("staff", "GET", "/api/admin/providers/pending");
    expectSuccess(answer);
    fieldsOfEach(answer.body, ["id", "name", "services", "email", "phone"]);
    const ids = answer.body.map((provider: { id: number }) => provider.id);
    expect(ids).toEqual(expect.arrayContaining([registeredProviderId, OTHER_PENDING_PROVIDER_ID]));
  });

  it("row 13: POST /api/admin/providers/{id}/approve", async () => {
    const answer = await call("staff", "POST", `/api/admin/providers/${registeredProviderId}/approve`, {
      approvedBy: "Admin",
    });
    expectSuccess(answer);
    expect(answer.body).toMatchObject({ id: registeredProviderId, status: "active", approvedBy: "Admin" });
    // What the client refreshes: the pending list no longer has it, the provider list does.
    const pending = await call("staff", "GET", "/api/admin/providers/pending");
    expect(pending.body.map((provider: { id: number }) => provider.id)).not.toContain(registeredProviderId);
    const search = await call("staff", "GET", "/api/providers/search?location=Toronto%2C%20Ontario&limit=100");
    expect(search.body.map((provider: { id: number }) => provider.id)).toContain(registeredProviderId);
  });

  it("row 14: POST /api/admin/providers/{id}/reject", async () => {
    const answer = await call("staff", "POST", `/api/admin/providers/${OTHER_PENDING_PROVIDER_ID}/reject`, {
      reason: "Could not confirm the business licence.",
    });
    expectSuccess(answer);
    expect(answer.body).toMatchObject({
      id: OTHER_PENDING_PROVIDER_ID,
      status: "rejected",
      rejectionReason: "Could not confirm the business licence.",
    });
    const pending = await call("staff", "GET", "/api/admin/providers/pending");
    expect(pending.body.map((provider: { id: number }) => provider.id)).not.toContain(OTHER_PENDING_PROVIDER_ID);
  });

  it("row 15: POST /api/notifications/test", async () => {
    const token = "dGVzdC1kZXZpY2U:APA91bFq7-spec_calls_device";
    const answer = await call("staff", "POST", "/api/notifications/test", { token });
    expectSuccess(answer);
    expect(answer.body).toEqual({ success: true, message: expect.stringMatching(/^Test notification sent/) });
    // Firebase Cloud Messaging (its stand-in) got the message for that device.
    expect(fcm.requests.map((request) => request.body.message?.token)).toEqual([token]);
  });

  it("row 16: GET /api/recurring-schedules?customerId={value}", async () => {
    // The client names its customer by the default email; the server answers the signed-in customer's.
    const answer = await call("customer", "GET", "/api/recurring-schedules?customerId=customer%40demo.test");
    expectSuccess(answer);
    expect(Array.isArray(answer.body)).toBe(true);
    const live = await api.db.prisma.recurringSchedule.count({
      where: { customerId, status: { in: ["ACTIVE", "PAUSED"] } },
    });
    expect(answer.body).toHaveLength(live);
  });

  it("row 17: POST /api/recurring-schedules", async () => {
    // 'Schedule Regular Cleaning': an office cleaning every Wednesday from today, with the
    // form's defaults and the next date the client worked out (the first Wednesday).
    const answer = await call("customer", "POST", "/api/recurring-schedules", {
      providerId: PROVIDER_ID,
      ...CASEY,
      serviceType: "Office Cleaning",
      serviceDetails: "Small office, two washrooms",
      frequency: "weekly",
      dayOfWeek: 3,
      preferredTime: "09:00",
      specialInstructions: "Key at the front desk",
      estimatedPrice: 15_000,
      startDate: "2026-11-20",
      nextBookingDate: "2026-11-25",
    });
    expectSuccess(answer, 201);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      providerId: PROVIDER_ID,
      serviceType: "office-cleaning",
      frequency: "weekly",
      dayOfWeek: 3,
      preferredTime: "09:00",
      startDate: "2026-11-20",
      nextBookingDate: "2026-11-25",
      isActive: true,
      totalBookings: 0,
      pausedUntil: null,
    });
    scheduleId = answer.body.id;
    expect(await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } })).toMatchObject({
      customerId,
      status: "ACTIVE",
      frequency: "WEEKLY",
    });
  });

  it("row 18: PATCH /api/recurring-schedules/{id}/pause", async () => {
    // 'Pause' sends pausedUntil empty: paused until resumed.
    const answer = await call("customer", "PATCH", `/api/recurring-schedules/${scheduleId}/pause`, { pausedUntil: "" });
    expectSuccess(answer);
    expect(answer.body).toMatchObject({ id: scheduleId, isActive: false, status: "paused", pausedUntil: null });
    expect((await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } })).status).toBe(
      "PAUSED",
    );
  });

  it("row 19: PATCH /api/recurring-schedules/{id}/resume", async () => {
    const answer = await call("customer", "PATCH", `/api/recurring-schedules/${scheduleId}/resume`);
    expect(answer.sent.get("content-type")).toBeNull();
    expectSuccess(answer);
    expect(answer.body).toMatchObject({ id: scheduleId, isActive: true, status: "active" });
    expect((await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } })).status).toBe(
      "ACTIVE",
    );
  });

  it("row 20: DELETE /api/recurring-schedules/{id}", async () => {
    const answer = await call("customer", "DELETE", `/api/recurring-schedules/${scheduleId}`);
    expect(answer.sent.get("content-type")).toBeNull();
    expectSuccess(answer);
    expect(answer.body).toMatchObject({ id: scheduleId, status: "cancelled", isActive: false });
    expect((await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } })).status).toBe(
      "CANCELLED",
    );
    const list = await call("customer", "GET", "/api/recurring-schedules?customerId=customer%40demo.test");
    expect(list.body.map((schedule: { id: number }) => schedule.id)).not.toContain(scheduleId);
  });

  it("row 21: POST /api/create-subscription", async () => {
    // Row 17's schedule was cancelled in row 20, and a cancelled one has nothing to pay: the
    // customer sets up another the same way (row 17's call), every 2 weeks on Fridays, and
    // checkout starts its subscription.
    const schedule = await call("customer", "POST", "/api/recurring-schedules", {
      providerId: PROVIDER_ID,
      ...CASEY,
      serviceType: "House Cleaning",
      serviceDetails: "Three-bedroom house",
      frequency: "Every 2 weeks",
      dayOfWeek: 5,
      preferredTime: "09:00",
      specialInstructions: "",
      estimatedPrice: 15_000,
      startDate: "2026-11-27",
      nextBookingDate: "2026-11-27",
    });
    expectSuccess(schedule, 201);
    expect(schedule.body).toMatchObject({ frequency: "biweekly", serviceType: "house-cleaning" });

    const answer = await call("customer", "POST", "/api/create-subscription", {
      customerEmail: CASEY.customerEmail,
      customerName: CASEY.customerName,
      priceAmount: schedule.body.estimatedPrice,
      recurringScheduleId: schedule.body.id,
    });
    expectSuccess(answer);
    expect(answer.body.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    expect(answer.body).toMatchObject({ isRecurring: true, frequency: "biweekly" });
    const stored = await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: schedule.body.id } });
    expect(stored.stripeSubscriptionId).toEqual(expect.any(String));
  });

  it("row 22: POST /api/create-payment-intent", async () => {
    // Checkout for row 1's booking; the page's amount is in dollars, the server charges the booking's price.
    const answer = await call("customer", "POST", "/api/create-payment-intent", {
      amount: bookingPrice / 100,
      bookingId,
    });
    expectSuccess(answer);
    expect(answer.body.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    expect(answer.body).toMatchObject({ isRecurring: false, price: bookingPrice });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment).toMatchObject({ paymentStatus: "PENDING", customerId, providerId: PROVIDER_ID });
  });

  it("row 23: GET /api/provider/{id}/bookings", async () => {
    const answer = await call("provider", "GET", `/api/provider/${PROVIDER_ID}/bookings`);
    expectSuccess(answer);
    fieldsOfEach(answer.body, [
      "id",
      "customerName",
      "customerPhone",
      "address",
      "serviceType",
      "serviceDetails",
      "preferredDate",
      "preferredTime",
      "status",
      "estimatedPrice",
      "actualPrice",
    ]);
    expect(answer.body.find((booking: { id: number }) => booking.id === bookingId)).toMatchObject({
      ...CASEY,
      serviceType: "house-cleaning",
      preferredDate: "2026-11-20",
      preferredTime: "13:00",
      status: "confirmed",
      estimatedPrice: bookingPrice,
      actualPrice: null,
    });
  });

  it("row 24: GET /api/provider/{id}/stats", async () => {
    const answer = await call("provider", "GET", `/api/provider/${PROVIDER_ID}/stats`);
    expectSuccess(answer);
    expect(answer.body).toMatchObject({
      totalBookings: expect.any(Number),
      completedBookings: expect.any(Number),
      averageRating: expect.any(Number),
      thisMonthEarnings: expect.any(Number),
    });
    expect(answer.body.totalBookings).toBeGreaterThanOrEqual(1);
    expect(answer.body.completedBookings).toBeLessThanOrEqual(answer.body.totalBookings);
  });

  it("row 25: PATCH /api/bookings/{id}/status", async () => {
    // 'Start Service' has no actual price yet (undefined, so JSON leaves it out); 'Complete'
    // sends the estimated price as the actual one.
    const started = await call("provider", "PATCH", `/api/bookings/${bookingId}/status`, {
      status: "in-progress",
      actualPrice: undefined,
    });
    expectSuccess(started);
    expect(started.body).toMatchObject({ id: bookingId, status: "in-progress", actualPrice: null });

    const completed = await call("provider", "PATCH", `/api/bookings/${bookingId}/status`, {
      status: "completed",
      actualPrice: bookingPrice,
    });
    expectSuccess(completed);
    expect(completed.body).toMatchObject({ id: bookingId, status: "completed", actualPrice: bookingPrice });
    expect(await api.db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({
      status: "COMPLETED",
      actualPrice: bookingPrice,
    });
  });

  it("row 26: GET /api/providers/{id}/availability?start={date}&end={date}", async () => {
    // The calendar's week, Sunday first: 22 to 28 November.
    const week = "start=2026-11-22&end=2026-11-28";
    const answer = await call("provider", "GET", `/api/providers/${PROVIDER_ID}/availability?${week}`);
    expectSuccess(answer);
    fieldsOfEach(answer.body, [
      "id",
      "providerId",
      "date",
      "startTime",
      "endTime",
      "duration",
      "isAvailable",
      "isBooked",
      "price",
    ]);
    for (const slot of answer.body) {
      expect(slot.date >= "2026-11-22" && slot.date <= "2026-11-28", slot.date).toBe(true);
    }
    expect(answer.body.find((slot: { id: number }) => slot.id === weekSlotId)).toMatchObject({
      date: "2026-11-24",
      startTime: "14:00",
      endTime: "16:00",
      duration: 120,
      isAvailable: true,
      isBooked: false,
    });
  });

  it("row 27: POST /api/providers/{id}/availability", async () => {
    // Wednesday 25 November, the default window 09:00-17:00 cut into 120-minute slots.
    const slots = [
      { startTime: "09:00", endTime: "11:00" },
      { startTime: "11:00", endTime: "13:00" },
      { startTime: "13:00", endTime: "15:00" },
      { startTime: "15:00", endTime: "17:00" },
    ];
    const answer = await call("provider", "POST", `/api/providers/${PROVIDER_ID}/availability`, {
      slots,
      date: "2026-11-25",
      dayOfWeek: 3,
    });
    expectSuccess(answer, 201);
    expect(answer.body.map((slot: any) => [slot.date, slot.startTime, slot.endTime, slot.isAvailable])).toEqual(
      slots.map((slot) => ["2026-11-25", slot.startTime, slot.endTime, true]),
    );
    addedSlots = answer.body;
    const stored = await api.db.prisma.timeSlot.findMany({ where: { id: { in: addedSlots.map((slot) => slot.id) } } });
    expect(stored.map((slot) => slot.status)).toEqual(["AVAILABLE", "AVAILABLE", "AVAILABLE", "AVAILABLE"]);
  });

  it("row 28: POST /api/time-slots/{id}/book", async () => {
    // Only the service type: the signed-in customer's name and email come from the account,
    // the phone from their latest booking (row 1's).
    const slot = addedSlots[0]!;
    const answer = await call("customer", "POST", `/api/time-slots/${slot.id}/book`, { serviceType: "House Cleaning" });
    expectSuccess(answer, 201);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      providerId: PROVIDER_ID,
      status: "confirmed",
      serviceType: "house-cleaning",
      preferredDate: "2026-11-25",
      preferredTime: "09:00",
      ...CASEY,
    });
    expect((await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).status).toBe("BOOKED");
    expect(await api.db.prisma.booking.findUniqueOrThrow({ where: { id: answer.body.id } })).toMatchObject({
      customerId,
      timeSlotId: slot.id,
    });
  });

  it("row 29: GET /api/platform-earnings?startDate={iso}&endDate={iso}", async () => {
    // 'This month' as a browser in Toronto sends it: the month's first and last instants.
    const query = new URLSearchParams({
      startDate: "2026-11-01T04:00:00.000Z",
      endDate: "2026-12-01T04:59:59.999Z",
    });
    const answer = await call("staff", "GET", `/api/platform-earnings?${query}`);
    expectSuccess(answer);
    expect(answer.body).toMatchObject({
      totalEarnings: expect.any(Number),
      totalVolume: expect.any(Number),
      paymentCount: expect.any(Number),
      averageCommissionRate: expect.any(Number),
      payments: expect.any(Array),
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
    fieldsOfEach(answer.body.payments, [
      "id",
      "bookingId",
      "subscriptionId",
      "providerId",
      "createdAt",
      "platformFee",
      "platformCommissionRate",
      "totalAmount",
      "paymentStatus",
      "transferStatus",
    ]);
    // The payments made in those Toronto days, newest first (row 22's, when it was made in them).
    const inRange = await api.db.prisma.payment.findMany({
      where: { createdAt: { gte: new Date("2026-11-01T04:00:00Z"), lt: new Date("2026-12-01T05:00:00Z") } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    expect(answer.body.payments.map((payment: { id: number }) => payment.id)).toEqual(inRange.map(({ id }) => id));
  });
});
