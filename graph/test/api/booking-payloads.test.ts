// What a Relay client needs from a booking's answer and from a slot's id: `createBooking` and
// `bookTimeSlot` hand back the Booking they made (for a signed-in booker; a visitor reads it
// through the guest link) and `bookTimeSlot` the slot it took, so the client updates its store
// without asking again; a TimeSlot is a Node a client can refetch by its id, answered null for
// a provider the viewer may not read, and never from another visitor's shared answer, since
// its state moves with bookings and the clock, which the shared answers' version does not see.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { signInCookie } from "../support/notifications.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";

/** The seeded provider 1: approved, in Toronto. */
const APPROVED_PROVIDER = 1;

const CONTACT = {
  serviceType: "house-cleaning",
  customerName: "Casey Customer",
  customerPhone: "416-555-0166",
  customerEmail: "customer@demo.test",
  address: TEST_SERVICE_ADDRESS,
};

const PAYLOAD = /* GraphQL */ `
  fragment Made on CreateBookingPayload {
    bookingId
    databaseId
    status
    booking {
      id
      databaseId
      status
      preferredDate
      preferredTime
    }
    timeSlot {
      id
      databaseId
      state
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ...Made
      ... on Error {
        message
      }
    }
  }
  ${PAYLOAD}
`;

const BOOK = /* GraphQL */ `
  mutation Book($input: BookTimeSlotInput!) {
    bookTimeSlot(input: $input) {
      __typename
      ...Made
      ... on Error {
        message
      }
    }
  }
  ${PAYLOAD}
`;

const SLOT_NODE = /* GraphQL */ `
  query Slot($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on TimeSlot {
        databaseId
        state
        date
        startTime
      }
    }
  }
`;

let api: TestApp;
let customerCookie: string;

beforeAll(async () => {
  api = await startTestApp();
  customerCookie = await signInCookie(api, "customer@demo.test");
});
afterAll(() => api?.close());

/** A slot straight into the table, two weeks after the test clock's today. */
async function slotOf(providerId: number, startsAt: string) {
  const start = new Date(startsAt);
  const row = await api.db.prisma.timeSlot.create({
    data: {
      providerId,
      startsAt: start,
      endsAt: new Date(start.getTime() + 7_200_000),
      durationMinutes: 120,
      price: 15_000,
    },
  });
  return { databaseId: row.id, id: encodeGlobalID("TimeSlot", row.id) };
}

describe("booking payloads", () => {
  it("createBooking hands a signed-in customer the booking it made", async () => {
    const input = {
      ...CONTACT,
      providerId: String(APPROVED_PROVIDER),
      preferredDate: "2026-12-10",
      preferredTime: "09:00",
    };
    const { data, errors } = await api.graphql(CREATE, { input }, { cookie: customerCookie });
    expect(errors).toBeUndefined();
    const made = data!.createBooking;
    expect(made.__typename).toBe("CreateBookingPayload");
    expect(made.booking).toEqual({
      id: made.bookingId,
      databaseId: made.databaseId,
      status: made.status,
      preferredDate: "2026-12-10",
      preferredTime: "09:00",
    });
    expect(made.timeSlot).toBeNull();
  });

  it("createBooking gives a visitor no booking object, only its ids", async () => {
    const input = {
      ...CONTACT,
      providerId: String(APPROVED_PROVIDER),
      preferredDate: "2026-12-11",
      preferredTime: "11:00",
    };
    const { data, errors } = await api.graphql(CREATE, { input });
    expect(errors).toBeUndefined();
    expect(data!.createBooking).toMatchObject({ __typename: "CreateBookingPayload", booking: null, timeSlot: null });
    expect(data!.createBooking.databaseId).toEqual(expect.any(Number));
  });

  it("bookTimeSlot hands back the booking and the slot, now BOOKED", async () => {
    const slot = await slotOf(APPROVED_PROVIDER, "2026-12-03T19:00:00Z");
    const { data, errors } = await api.graphql(
      BOOK,
      { input: { ...CONTACT, timeSlotId: slot.id } },
      { cookie: customerCookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.bookTimeSlot.timeSlot).toEqual({ id: slot.id, databaseId: slot.databaseId, state: "BOOKED" });
    expect(data!.bookTimeSlot.booking).toMatchObject({ status: "CONFIRMED", preferredDate: "2026-12-03" });
  });
});

describe("TimeSlot as a Node", () => {
  it("answers node(id:) with the slot as the provider's calendar shows it", async () => {
    const slot = await slotOf(APPROVED_PROVIDER, "2026-12-04T15:00:00Z");
    const { data, errors } = await api.graphql(SLOT_NODE, { id: slot.id });
    expect(errors).toBeUndefined();
    // 15:00Z on 4 December is 10:00 in Toronto.
    expect(data!.node).toEqual({
      __typename: "TimeSlot",
      id: slot.id,
      databaseId: slot.databaseId,
      state: "AVAILABLE",
      date: "2026-12-04",
      startTime: "10:00",
    });
  });

  it("answers null for a slot of a provider a visitor may not read, as for no slot at all", async () => {
    const pending = await api.db.prisma.provider.update({ where: { id: 2 }, data: { status: "PENDING" } });
    const slot = await slotOf(pending.id, "2026-12-04T15:00:00Z");
    expect((await api.graphql(SLOT_NODE, { id: slot.id })).data!.node).toBeNull();
    expect((await api.graphql(SLOT_NODE, { id: encodeGlobalID("TimeSlot", 2_000_000_000) })).data!.node).toBeNull();
  });

  it("never answers a visitor from a shared answer: a slot booked since shows BOOKED", async () => {
    const slot = await slotOf(APPROVED_PROVIDER, "2026-12-05T15:00:00Z");
    const before = await api.graphql(SLOT_NODE, { id: slot.id });
    expect(before.data!.node.state).toBe("AVAILABLE");
    // Booked through the table, as a job or another app process would: no public table changes.
    await api.db.prisma.timeSlot.update({ where: { id: slot.databaseId }, data: { status: "BOOKED" } });
    const after = await api.graphql(SLOT_NODE, { id: slot.id });
    expect(after.data!.node.state).toBe("BOOKED");
    expect(after.response.headers.get("cache-control") ?? "").not.toMatch(/public/);
  });
});
