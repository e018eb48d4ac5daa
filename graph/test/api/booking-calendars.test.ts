// Calendars: the confirmation, the provider's new-booking email and the cancellation carry an
// iCalendar file with the visit on the provider's wall clock, a stable UID and a SEQUENCE
// raised by the cancellation (METHOD:CANCEL); the provider's private feed lists its bookings
// for whoever holds the address, which a new address or turning it off stops. Every file is
// read back with ical.js, a parser this project did not write.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "../../src/gateways/mail/mail-gateway.ts";
import { eventUid } from "../../src/services/calendars/ics.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  pinnedClock,
  recordingMailGateway,
  restCall,
  runWorker,
  signedInAccount,
  signInCookie,
  type SignedInAccount,
} from "../support/notifications.ts";
import { placeProviders } from "../support/schedules.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";

const PROVIDER = 1;
let api: TestApp;
let providerCookie: string;
let stranger: SignedInAccount;

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  await placeProviders(api.db.prisma, { [PROVIDER]: "toronto-ontario", 2: "toronto-ontario" });
  providerCookie = await signInCookie(api, "provider@demo.test");
  stranger = await signedInAccount(api, "stranger@calendars.test");
});
afterAll(() => api?.close());

interface ParsedEvent {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  start: string;
  end: string;
  tzid: string;
  summary: string;
}

/** Every VEVENT of an iCalendar text, its times as UTC instants, zones resolved from its VTIMEZONEs. */
function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const method = calendar.getFirstPropertyValue("method");
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      method: method === null ? null : String(method),
      uid: event.uid,
      sequence: event.sequence,
      status: (component.getFirstPropertyValue("status") as string | null) ?? null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      tzid: String(component.getFirstProperty("dtstart")!.getParameter("tzid")),
      summary: event.summary,
    };
  });
}

async function deliverAll(): Promise<MailMessage[]> {
  const mail = recordingMailGateway();
  await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail });
  return mail.sent;
}

const request = {
  providerId: PROVIDER,
  serviceType: "house-cleaning",
  preferredDate: "2026-12-03",
  preferredTime: "13:00",
  customerName: "Jordan Lee",
  customerPhone: "416-555-0199",
  customerEmail: "jordan@calendars.test",
  address: TEST_SERVICE_ADDRESS,
};

describe("calendar files in emails", () => {
  it("confirms with the visit in the provider's zone, and a cancellation takes it out", async () => {
    await deliverAll();
    const booked = await restCall(api, "POST", "/api/bookings", { body: request });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.id as number;
    const sent = await deliverAll();

    const confirmation = sent.find((message) => message.to === request.customerEmail)!;
    expect(confirmation.calendar?.method).toBe("PUBLISH");
    const [event] = parseCalendar(confirmation.calendar!.content);
    // 1:00 p.m. EST on December 3 is 18:00 UTC; two hours when nothing says how long.
    expect(event).toMatchObject({
      method: "PUBLISH",
      uid: eventUid(bookingId),
      sequence: 0,
      status: "CONFIRMED",
      tzid: "America/Toronto",
      start: "2026-12-03T18:00:00.000Z",
      end: "2026-12-03T20:00:00.000Z",
    });
    expect(event!.summary).toMatch(/^House Cleaning with /);
    const forProvider = sent.find((message) => message.subject === "New booking")!;
    expect(parseCalendar(forProvider.calendar!.content)[0]).toMatchObject({
      uid: eventUid(bookingId),
      sequence: 0,
      summary: "House Cleaning: Jordan Lee",
    });

    const cancelled = await restCall(api, "PATCH", `/api/bookings/${bookingId}/status`, {
      cookie: providerCookie,
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const cancellation = (await deliverAll()).find((message) => message.to === request.customerEmail)!;
    expect(cancellation.calendar?.method).toBe("CANCEL");
    expect(parseCalendar(cancellation.calendar!.content)[0]).toMatchObject({
      method: "CANCEL",
      uid: eventUid(bookingId),
      sequence: 1,
      status: "CANCELLED",
      start: "2026-12-03T18:00:00.000Z",
    });
  });

  it("sends no file with notices that are not about a visit's time", async () => {
    await deliverAll();
    const booked = await restCall(api, "POST", "/api/bookings", {
      body: { ...request, customerEmail: "status@calendars.test", preferredDate: "2026-12-04" },
    });
    await restCall(api, "PATCH", `/api/bookings/${booked.body.id}/status`, {
      cookie: providerCookie,
      body: { status: "in_progress" },
    });
    const started = (await deliverAll()).find((message) => message.subject === "Your service has started")!;
    expect(started.calendar).toBeUndefined();
  });
});

describe("the provider's calendar feed", () => {
  const feedOf = (path: string) => api.request(path);

  it("is off until the provider asks for it, then lists its bookings for the address's holder", async () => {
    const off = await restCall(api, "GET", `/api/providers/${PROVIDER}/calendar-feed`, { cookie: providerCookie });
    expect(off).toMatchObject({ status: 200, body: { path: null } });

    const reset = await restCall(api, "POST", `/api/providers/${PROVIDER}/calendar-feed`, {
      cookie: providerCookie,
      body: {},
    });
    expect(reset.status).toBe(200);
    const path = reset.body.path as string;
    expect(path).toMatch(/^\/api\/provider\/1\/calendar\.ics\?token=1\.[A-Za-z0-9_-]{43}$/);

    const booked = await restCall(api, "POST", "/api/bookings", {
      body: { ...request, customerEmail: "feed@calendars.test", preferredDate: "2026-12-10", preferredTime: "09:00" },
    });
    const response = await feedOf(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const events = parseCalendar(await response.text());
    const event = events.find((candidate) => candidate.uid === eventUid(booked.body.id))!;
    expect(event).toMatchObject({
      method: null,
      sequence: 0,
      tzid: "America/Toronto",
      start: "2026-12-10T14:00:00.000Z",
      summary: "House Cleaning: Jordan Lee",
    });
    // Cancelled bookings are not in it.
    const cancelled = await api.db.prisma.booking.findMany({
      where: { providerId: PROVIDER, status: "CANCELLED" },
      select: { id: true },
    });
    expect(cancelled.length).toBeGreaterThan(0);
    const uids = new Set(events.map((candidate) => candidate.uid));
    expect(cancelled.filter((booking) => uids.has(eventUid(booking.id)))).toEqual([]);
    // Only this provider's.
    const others = await api.db.prisma.booking.findMany({
      where: { providerId: { not: PROVIDER } },
      select: { id: true },
    });
    expect(others.filter((booking) => uids.has(eventUid(booking.id)))).toEqual([]);
  });

  it("answers 404 to a changed, another provider's, an old or a turned-off address", async () => {
    const { body } = await restCall(api, "POST", `/api/providers/${PROVIDER}/calendar-feed`, {
      cookie: providerCookie,
      body: {},
    });
    const path = body.path as string;
    expect((await feedOf(path)).status).toBe(200);
    const tampered = path.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await feedOf(tampered)).status).toBe(404);
    expect((await feedOf(path.replace("/provider/1/", "/provider/2/"))).status).toBe(404);
    expect((await feedOf(path.split("?")[0]!)).status).toBe(404);
    expect((await feedOf(`${path.split("?")[0]}?token=${"x".repeat(5000)}`)).status).toBe(404);
    const failed = await feedOf(tampered);
    expect(await failed.json()).toEqual({
      message: "There is no calendar feed at that address. Copy the current one from your dashboard.",
    });

    const renewed = await restCall(api, "POST", `/api/providers/${PROVIDER}/calendar-feed`, {
      cookie: providerCookie,
      body: {},
    });
    expect(renewed.body.path).not.toBe(path);
    expect((await feedOf(path)).status).toBe(404);
    expect((await feedOf(renewed.body.path)).status).toBe(200);

    const off = await restCall(api, "DELETE", `/api/providers/${PROVIDER}/calendar-feed`, { cookie: providerCookie });
    expect(off).toMatchObject({ status: 200, body: { path: null } });
    expect((await feedOf(renewed.body.path)).status).toBe(404);
  });

  it("is the provider's own and staff's to manage: a stranger and a visitor are refused", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const refused = await restCall(api, method, `/api/providers/${PROVIDER}/calendar-feed`, {
        cookie: stranger.cookie,
        body: method === "POST" ? {} : undefined,
      });
      expect(refused.status).toBe(403);
      const visitor = await restCall(api, method, `/api/providers/${PROVIDER}/calendar-feed`, {
        body: method === "POST" ? {} : undefined,
      });
      expect(visitor.status).toBe(401);
    }
    // GraphQL: the address is null for anyone else; the mutation is refused.
    const query = `query($id: ID!) { node(id: $id) { ... on Provider { calendarFeedPath } } }`;
    const { encodeGlobalID } = await import("@pothos/plugin-relay");
    const id = encodeGlobalID("Provider", PROVIDER);
    await restCall(api, "POST", `/api/providers/${PROVIDER}/calendar-feed`, { cookie: providerCookie, body: {} });
    const own = await api.graphql(query, { id }, { cookie: providerCookie });
    expect(own.data!.node.calendarFeedPath).toMatch(/^\/api\/provider\/1\/calendar\.ics\?token=/);
    const theirs = await api.graphql(query, { id }, { cookie: stranger.cookie });
    expect(theirs.data!.node.calendarFeedPath).toBeNull();
    const reset = await api.graphql(
      `mutation($id: ID!) { resetCalendarFeed(input: { providerId: $id }) { __typename ... on ForbiddenError { message } } }`,
      { id },
      { cookie: stranger.cookie },
    );
    expect(reset.data!.resetCalendarFeed).toEqual({
      __typename: "ForbiddenError",
      message: "Only this provider's own account and staff can do that.",
    });
  });
});
