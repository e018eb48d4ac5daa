// Moving a booking along its life (spec section 4) through both doors: updateBookingStatus
// (GraphQL) and PATCH /api/bookings/{id}/status (REST). Every legal and illegal move, the
// actual price, the slot a cancelled booking releases, a race between two moves, and who
// may make which move. A refused move changes nothing: each compares the whole row.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  type BookingStatusName,
  canMoveBooking,
  refusedMoveMessage,
  specStatusWord,
  UNKNOWN_STATUS_MESSAGE,
} from "../../../shared/bookings/status.ts";
import type { Booking } from "../../src/generated/prisma/client.ts";
import { PARTNERS_READ_ONLY_MESSAGE } from "../../src/http/partner-access.ts";
import { BOOKING_CHANGED_MESSAGE } from "../../src/services/bookings/update-status.ts";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";

const SIGN_IN_MESSAGE = "Please sign in to continue.";
/** What an account that may not read a booking hears: what a missing id gets. */
const NOT_YOURS_MESSAGE = "There is no booking with that id.";
const ACTUAL_PRICE_MESSAGE = "The actual price must be a whole number of cents, zero or more.";
const PRICE_ONLY_WHEN_COMPLETING = "An actual price is set only when completing a booking.";
const NO_BOOKING_MESSAGE = "There is no booking with that id.";
const ESTIMATE = 12_000;

let api: TestApp;
let customerId: number;
const cookies: Record<"customer" | "otherCustomer" | "provider" | "otherProvider" | "staff", string> = {
  customer: "",
  otherCustomer: "",
  provider: "",
  otherProvider: "",
  staff: "",
};
let partnerToken: string;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const prisma = api.db.prisma;
  customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  cookies.customer = await signIn("customer@demo.test");
  cookies.provider = await signIn("provider@demo.test");
  cookies.staff = await signIn("admin@demo.test");
  await createAccount(prisma, "other-customer@status.test", "other customer pass 1");
  cookies.otherCustomer = await signIn("other-customer@status.test", "other customer pass 1");
  await createAccount(prisma, "other-provider@status.test", "other provider pass 1");
  await prisma.user.update({
    where: { email: "other-provider@status.test" },
    data: { role: "PROVIDER", providerId: 2 },
  });
  cookies.otherProvider = await signIn("other-provider@status.test", "other provider pass 1");

  const issued = await api.graphql(
    `mutation($input: IssuePartnerTokenInput!) {
      issuePartnerToken(input: $input) { ... on IssuePartnerTokenPayload { token } }
    }`,
    { input: { name: "Status Partner" } },
    { cookie: cookies.staff },
  );
  partnerToken = issued.data!.issuePartnerToken.token;
  expect(partnerToken).toEqual(expect.any(String));
});
afterAll(() => api?.close());

/** A booking of provider 1's, made by customer@demo.test, in the status asked for. */
async function makeBooking(status: BookingStatusName = "CONFIRMED", data: Partial<Booking> = {}): Promise<Booking> {
  return api.db.prisma.booking.create({
    data: {
      providerId: 1,
      customerId,
      customerName: "Morgan Status",
      customerPhone: "416-555-0123",
      customerEmail: "customer@demo.test",
      serviceType: "house-cleaning",
      preferredDate: new Date("2026-11-25T00:00:00Z"),
      preferredTime: "13:00",
      estimatedPrice: ESTIMATE,
      status,
      ...(status === "COMPLETED" ? { actualPrice: ESTIMATE, completedAt: new Date("2026-11-19T20:00:00Z") } : {}),
      ...data,
    },
  });
}

const rowOf = (id: number) => api.db.prisma.booking.findUniqueOrThrow({ where: { id } });

/** What a door answered, in one shape: a moved booking, or a refusal with its status and words. */
type Outcome =
  | { ok: true; status: BookingStatusName; actualPrice: number | null; completedAt: string | null }
  | { ok: false; status: number; message: string };

interface Door {
  name: string;
  move(
    bookingId: number | string,
    body: { status?: unknown; actualPrice?: unknown },
    headers?: Record<string, string>,
  ): Promise<Outcome>;
}

const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateBookingStatusInput!) {
    updateBookingStatus(input: $input) {
      __typename
      ... on UpdateBookingStatusPayload {
        booking {
          databaseId
          status
          actualPrice
          completedAt
          nextStatuses
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const GRAPHQL_STATUS: Record<string, number> = { ValidationError: 400, NotFoundError: 404, ConflictError: 409 };

const graphqlDoor: Door = {
  name: "GraphQL updateBookingStatus",
  async move(bookingId, body, headers = {}) {
    const id = typeof bookingId === "number" ? encodeGlobalID("Booking", bookingId) : bookingId;
    const { data, errors } = await api.graphql(UPDATE, { input: { bookingId: id, ...body } }, headers);
    if (errors) {
      const message = errors[0]!.message;
      return { ok: false, status: message === SIGN_IN_MESSAGE ? 401 : 403, message };
    }
    const result = data!.updateBookingStatus;
    if (result.__typename !== "UpdateBookingStatusPayload") {
      return { ok: false, status: GRAPHQL_STATUS[result.__typename]!, message: result.message };
    }
    const { booking } = result;
    expect(booking.databaseId).toBe(Number(bookingId));
    expect(booking.nextStatuses).toEqual(BOOKING_STATUSES.filter((to) => canMoveBooking(booking.status, to)));
    return { ok: true, status: booking.status, actualPrice: booking.actualPrice, completedAt: booking.completedAt };
  },
};

const restDoor: Door = {
  name: "PATCH /api/bookings/{id}/status",
  async move(bookingId, body, headers = {}) {
    // REST speaks the spec's words: "in-progress", not IN_PROGRESS.
    const status = BOOKING_STATUSES.includes(body.status as BookingStatusName)
      ? specStatusWord(body.status as BookingStatusName)
      : body.status;
    const response = await api.request(`/api/bookings/${bookingId}/status`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ ...body, status }),
    });
    const json = (await response.json()) as any;
    if (response.status !== 200) return { ok: false, status: response.status, message: json.message };
    expect(json.id).toBe(Number(bookingId));
    const word = json.status as string;
    const name = BOOKING_STATUSES.find((candidate) => specStatusWord(candidate) === word);
    expect(name, `status word ${word}`).toBeDefined();
    return { ok: true, status: name!, actualPrice: json.actualPrice, completedAt: json.completedAt };
  },
};

const LEGAL_MOVES: [BookingStatusName, BookingStatusName][] = [
  ["CONFIRMED", "IN_PROGRESS"],
  ["IN_PROGRESS", "COMPLETED"],
  ["CONFIRMED", "CANCELLED"],
  ["IN_PROGRESS", "CANCELLED"],
];
const ILLEGAL_MOVES = BOOKING_STATUSES.flatMap((from) =>
  BOOKING_STATUSES.filter((to) => !LEGAL_MOVES.some(([a, b]) => a === from && b === to)).map(
    (to) => [from, to] as [BookingStatusName, BookingStatusName],
  ),
);

it("knows twelve illegal moves, the four legal ones being exactly the shared life's", () => {
  expect(ILLEGAL_MOVES).toHaveLength(12);
  for (const [from, to] of LEGAL_MOVES) expect(canMoveBooking(from, to)).toBe(true);
  for (const [from, to] of ILLEGAL_MOVES) expect(canMoveBooking(from, to)).toBe(false);
});

describe.each([graphqlDoor, restDoor])("$name", (door) => {
  const asProvider = () => ({ cookie: cookies.provider });

  /** Refused with `status` and `message`, and the row is exactly as before (updatedAt too). */
  async function expectRefused(
    booking: Booking,
    body: { status?: unknown; actualPrice?: unknown },
    headers: Record<string, string>,
    status: number,
    message: string,
  ) {
    expect(await door.move(booking.id, body, headers)).toEqual({ ok: false, status, message });
    expect(await rowOf(booking.id)).toEqual(booking);
  }

  describe("legal moves", () => {
    it("confirmed → in-progress → completed: completing records the estimate as the price, and when", async () => {
      const booking = await makeBooking("CONFIRMED");
      expect(await door.move(booking.id, { status: "IN_PROGRESS" }, asProvider())).toEqual({
        ok: true,
        status: "IN_PROGRESS",
        actualPrice: null,
        completedAt: null,
      });
      const started = await rowOf(booking.id);
      expect(started).toMatchObject({ status: "IN_PROGRESS", actualPrice: null, completedAt: null });

      expect(await door.move(booking.id, { status: "COMPLETED" }, asProvider())).toEqual({
        ok: true,
        status: "COMPLETED",
        actualPrice: ESTIMATE,
        completedAt: TEST_NOW.toISOString(),
      });
      expect(await rowOf(booking.id)).toMatchObject({
        status: "COMPLETED",
        actualPrice: ESTIMATE,
        estimatedPrice: ESTIMATE,
        completedAt: TEST_NOW,
      });
    });

    it("completing with an actual price records that price", async () => {
      const booking = await makeBooking("IN_PROGRESS");
      expect(await door.move(booking.id, { status: "COMPLETED", actualPrice: 13_550 }, asProvider())).toMatchObject({
        ok: true,
        status: "COMPLETED",
        actualPrice: 13_550,
      });
      expect(await rowOf(booking.id)).toMatchObject({ actualPrice: 13_550, estimatedPrice: ESTIMATE });
    });

    it("completing with an actual price of zero records zero, not the estimate", async () => {
      const booking = await makeBooking("IN_PROGRESS");
      expect(await door.move(booking.id, { status: "COMPLETED", actualPrice: 0 }, asProvider())).toMatchObject({
        ok: true,
        actualPrice: 0,
      });
      expect((await rowOf(booking.id)).actualPrice).toBe(0);
    });

    it("confirmed → cancelled and in-progress → cancelled, with no price or completion time", async () => {
      for (const from of ["CONFIRMED", "IN_PROGRESS"] as const) {
        const booking = await makeBooking(from);
        expect(await door.move(booking.id, { status: "CANCELLED" }, asProvider())).toEqual({
          ok: true,
          status: "CANCELLED",
          actualPrice: null,
          completedAt: null,
        });
        expect(await rowOf(booking.id)).toMatchObject({ status: "CANCELLED", actualPrice: null, completedAt: null });
      }
    });

    it("cancelling a slot's booking releases the slot for someone else", async () => {
      for (const from of ["CONFIRMED", "IN_PROGRESS"] as const) {
        const slot = await api.db.prisma.timeSlot.create({
          data: {
            providerId: 1,
            startsAt: new Date(from === "CONFIRMED" ? "2026-11-26T15:00:00Z" : "2026-11-26T18:00:00Z"),
            endsAt: new Date(from === "CONFIRMED" ? "2026-11-26T17:00:00Z" : "2026-11-26T20:00:00Z"),
            durationMinutes: 120,
            price: ESTIMATE,
            status: "BOOKED",
          },
        });
        const booking = await makeBooking(from, { timeSlotId: slot.id });
        expect(await door.move(booking.id, { status: "CANCELLED" }, asProvider())).toMatchObject({
          ok: true,
          status: "CANCELLED",
        });
        expect(await rowOf(booking.id)).toMatchObject({ status: "CANCELLED", timeSlotId: null });
        expect((await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).status).toBe("AVAILABLE");
        // Cleared so the next door's test can use the same times.
        await api.db.prisma.timeSlot.delete({ where: { id: slot.id } });
      }
    });

    it("starting or completing a slot's booking keeps the slot booked", async () => {
      const slot = await api.db.prisma.timeSlot.create({
        data: {
          providerId: 1,
          startsAt: new Date("2026-11-27T15:00:00Z"),
          endsAt: new Date("2026-11-27T17:00:00Z"),
          durationMinutes: 120,
          price: ESTIMATE,
          status: "BOOKED",
        },
      });
      const booking = await makeBooking("CONFIRMED", { timeSlotId: slot.id });
      await door.move(booking.id, { status: "IN_PROGRESS" }, asProvider());
      await door.move(booking.id, { status: "COMPLETED" }, asProvider());
      expect(await rowOf(booking.id)).toMatchObject({ status: "COMPLETED", timeSlotId: slot.id });
      expect((await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).status).toBe("BOOKED");
      await api.db.prisma.booking.update({ where: { id: booking.id }, data: { timeSlotId: null } });
      await api.db.prisma.timeSlot.delete({ where: { id: slot.id } });
    });
  });

  describe("illegal moves are refused with the shared words, and change nothing", () => {
    it.each(ILLEGAL_MOVES)("%s → %s", async (from, to) => {
      const booking = await makeBooking(from);
      await expectRefused(booking, { status: to }, asProvider(), 400, refusedMoveMessage(from, to));
    });

    it("says which of the refusals it is", () => {
      // The table the moves above check against, written out so a changed message shows here.
      expect(refusedMoveMessage("COMPLETED", "CONFIRMED")).toBe(
        "This booking is completed and can no longer be changed.",
      );
      expect(refusedMoveMessage("CANCELLED", "IN_PROGRESS")).toBe(
        "This booking was cancelled and can no longer be changed.",
      );
      expect(refusedMoveMessage("CONFIRMED", "COMPLETED")).toBe("Start the service before completing the booking.");
      expect(refusedMoveMessage("CONFIRMED", "CONFIRMED")).toBe("This booking is already confirmed.");
      expect(refusedMoveMessage("IN_PROGRESS", "CONFIRMED")).toBe("A booking cannot be moved back to confirmed.");
    });

    it("staff are held to the same life as the provider", async () => {
      const booking = await makeBooking("COMPLETED");
      await expectRefused(
        booking,
        { status: "CANCELLED" },
        { cookie: cookies.staff },
        400,
        refusedMoveMessage("COMPLETED", "CANCELLED"),
      );
    });
  });

  describe("the actual price", () => {
    it("refuses a price on a move that is not completing", async () => {
      for (const [from, to] of [
        ["CONFIRMED", "IN_PROGRESS"],
        ["CONFIRMED", "CANCELLED"],
        ["IN_PROGRESS", "CANCELLED"],
      ] as const) {
        const booking = await makeBooking(from);
        await expectRefused(booking, { status: to, actualPrice: 5_000 }, asProvider(), 400, PRICE_ONLY_WHEN_COMPLETING);
      }
    });

    it("refuses a negative price", async () => {
      const booking = await makeBooking("IN_PROGRESS");
      await expectRefused(booking, { status: "COMPLETED", actualPrice: -1 }, asProvider(), 400, ACTUAL_PRICE_MESSAGE);
    });

    it("refuses a fractional or huge price", async () => {
      for (const actualPrice of [10.5, 2_147_483_648, 1e20]) {
        const booking = await makeBooking("IN_PROGRESS");
        if (door === restDoor) {
          await expectRefused(booking, { status: "COMPLETED", actualPrice }, asProvider(), 400, ACTUAL_PRICE_MESSAGE);
        } else {
          // GraphQL's Int refuses these before the resolver runs: an error, and no data.
          const { data, errors } = await api.graphql(
            UPDATE,
            { input: { bookingId: String(booking.id), status: "COMPLETED", actualPrice } },
            asProvider(),
          );
          expect(data ?? null).toBeNull();
          expect(errors?.length).toBeGreaterThan(0);
          expect(await rowOf(booking.id)).toEqual(booking);
        }
      }
    });

    if (door === restDoor) {
      it("refuses a price sent as text", async () => {
        const booking = await makeBooking("IN_PROGRESS");
        await expectRefused(
          booking,
          { status: "COMPLETED", actualPrice: "100" },
          asProvider(),
          400,
          ACTUAL_PRICE_MESSAGE,
        );
      });
    }
  });

  describe("an unknown status", () => {
    if (door === restDoor) {
      it.each([["done"], [42], [undefined], [null], [""], [["completed"]]])(
        "refuses %j with the shared words",
        async (status) => {
          const booking = await makeBooking("CONFIRMED");
          await expectRefused(booking, { status }, asProvider(), 400, UNKNOWN_STATUS_MESSAGE);
        },
      );

      it("accepts the status in other spellings: IN_PROGRESS, in_progress, ' In-Progress '", async () => {
        for (const status of ["IN_PROGRESS", "in_progress", " In-Progress "]) {
          const booking = await makeBooking("CONFIRMED");
          const response = await api.request(`/api/bookings/${booking.id}/status`, {
            method: "PATCH",
            headers: { "content-type": "application/json", cookie: cookies.provider },
            body: JSON.stringify({ status }),
          });
          expect(response.status, status).toBe(200);
          expect(((await response.json()) as any).status).toBe("in-progress");
        }
      });

      it("refuses a body that is not a JSON object, and changes nothing", async () => {
        const booking = await makeBooking("CONFIRMED");
        for (const body of ["[]", '"completed"', "{not json"]) {
          const response = await api.request(`/api/bookings/${booking.id}/status`, {
            method: "PATCH",
            headers: { "content-type": "application/json", cookie: cookies.provider },
            body,
          });
          expect(response.status, body).toBe(400);
        }
        expect(await rowOf(booking.id)).toEqual(booking);
      });
    } else {
      it.each([["done"], [42], [null], ["in-progress"]])("refuses %j before the resolver runs", async (status) => {
        const booking = await makeBooking("CONFIRMED");
        const { data, errors } = await api.graphql(
          UPDATE,
          { input: { bookingId: String(booking.id), status } },
          asProvider(),
        );
        expect(data ?? null).toBeNull();
        expect(errors?.length).toBeGreaterThan(0);
        expect(await rowOf(booking.id)).toEqual(booking);
      });

      it("refuses a missing status before the resolver runs", async () => {
        const booking = await makeBooking("CONFIRMED");
        const { data, errors } = await api.graphql(UPDATE, { input: { bookingId: String(booking.id) } }, asProvider());
        expect(data ?? null).toBeNull();
        expect(errors?.length).toBeGreaterThan(0);
        expect(await rowOf(booking.id)).toEqual(booking);
      });
    }
  });

  describe("two moves at once", () => {
    it("the same move sent twice together: exactly one wins, the other hears someone else changed it", async () => {
      const booking = await makeBooking("CONFIRMED");
      const outcomes = await Promise.all([
        door.move(booking.id, { status: "IN_PROGRESS" }, asProvider()),
        door.move(booking.id, { status: "IN_PROGRESS" }, asProvider()),
      ]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      // The loser read the booking either before the winner committed (someone else changed
      // it) or after (it is already there): both refuse and change nothing; which one is a race.
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([expect.objectContaining({ ok: false })]);
      expect([
        { status: 409, message: BOOKING_CHANGED_MESSAGE },
        { status: 400, message: "This booking is already in-progress." },
      ]).toContainEqual(pick(outcomes.find((outcome) => !outcome.ok)!));
      expect((await rowOf(booking.id)).status).toBe("IN_PROGRESS");
    });

    it("completing and cancelling together: one wins, and the row is that one's", async () => {
      const booking = await makeBooking("IN_PROGRESS");
      const outcomes = await Promise.all([
        door.move(booking.id, { status: "COMPLETED" }, asProvider()),
        door.move(booking.id, { status: "CANCELLED" }, { cookie: cookies.staff }),
      ]);
      const winners = outcomes.filter((outcome) => outcome.ok);
      expect(winners).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
        { ok: false, status: 409, message: BOOKING_CHANGED_MESSAGE },
      ]);
      const row = await rowOf(booking.id);
      expect(row.status).toBe(winners[0]!.status);
      // A cancelled booking was never completed: no price or completion time leaks in.
      if (row.status === "CANCELLED") expect(row).toMatchObject({ actualPrice: null, completedAt: null });
    });
  });

  describe("who may move it", () => {
    it("refuses a visitor with 401, and changes nothing", async () => {
      const booking = await makeBooking("CONFIRMED");
      for (const status of ["IN_PROGRESS", "CANCELLED"]) {
        await expectRefused(booking, { status }, {}, 401, SIGN_IN_MESSAGE);
      }
    });

    it("answers another customer as for a missing booking, even to cancel, and changes nothing", async () => {
      const booking = await makeBooking("CONFIRMED");
      for (const status of ["IN_PROGRESS", "CANCELLED"]) {
        await expectRefused(booking, { status }, { cookie: cookies.otherCustomer }, 404, NOT_YOURS_MESSAGE);
      }
    });

    it("answers another provider's account as for a missing booking, and changes nothing", async () => {
      for (const [from, to] of LEGAL_MOVES) {
        const booking = await makeBooking(from);
        await expectRefused(booking, { status: to }, { cookie: cookies.otherProvider }, 404, NOT_YOURS_MESSAGE);
      }
    });

    it("lets the customer who booked cancel a confirmed booking", async () => {
      const booking = await makeBooking("CONFIRMED");
      expect(await door.move(booking.id, { status: "CANCELLED" }, { cookie: cookies.customer })).toMatchObject({
        ok: true,
        status: "CANCELLED",
      });
      expect((await rowOf(booking.id)).status).toBe("CANCELLED");
    });

    it("refuses the customer who booked starting or completing it (403), and changes nothing", async () => {
      const confirmed = await makeBooking("CONFIRMED");
      await expectRefused(
        confirmed,
        { status: "IN_PROGRESS" },
        { cookie: cookies.customer },
        403,
        "Only the provider can start or complete a booking.",
      );
      const started = await makeBooking("IN_PROGRESS");
      await expectRefused(
        started,
        { status: "COMPLETED" },
        { cookie: cookies.customer },
        403,
        "Only the provider can start or complete a booking.",
      );
    });

    it("refuses the customer who booked cancelling once the service has started (403)", async () => {
      const started = await makeBooking("IN_PROGRESS");
      await expectRefused(
        started,
        { status: "CANCELLED" },
        { cookie: cookies.customer },
        403,
        "Only the provider can cancel a booking once the service has started.",
      );
    });

    it("lets staff make every legal move", async () => {
      for (const [from, to] of LEGAL_MOVES) {
        const booking = await makeBooking(from);
        expect(await door.move(booking.id, { status: to }, { cookie: cookies.staff }), `${from} → ${to}`).toMatchObject(
          { ok: true, status: to },
        );
        expect((await rowOf(booking.id)).status).toBe(to);
      }
    });

    it("refuses a partner API token, and changes nothing", async () => {
      const booking = await makeBooking("CONFIRMED");
      await expectRefused(
        booking,
        { status: "CANCELLED" },
        { authorization: `Bearer ${partnerToken}` },
        403,
        PARTNERS_READ_ONLY_MESSAGE,
      );
    });

    it("refuses a partner API token even beside the provider's own session cookie", async () => {
      const booking = await makeBooking("CONFIRMED");
      await expectRefused(
        booking,
        { status: "IN_PROGRESS" },
        { authorization: `Bearer ${partnerToken}`, cookie: cookies.provider },
        403,
        PARTNERS_READ_ONLY_MESSAGE,
      );
    });
  });

  describe("ids", () => {
    it("answers 404 for an id that names no booking", async () => {
      const before = await api.db.prisma.booking.count();
      expect(await door.move(999_999, { status: "CANCELLED" }, { cookie: cookies.staff })).toEqual({
        ok: false,
        status: 404,
        message: NO_BOOKING_MESSAGE,
      });
      expect(await api.db.prisma.booking.count()).toBe(before);
    });

    it("answers 400 for an id that is not an id", async () => {
      for (const id of ["abc", "1.5", "-1", "2147483648"]) {
        expect(await door.move(id, { status: "CANCELLED" }, { cookie: cookies.staff }), id).toEqual({
          ok: false,
          status: 400,
          message: NO_BOOKING_MESSAGE,
        });
      }
    });
  });
});

describe("the GraphQL door's booking", () => {
  it("lists the moves left from its new status", async () => {
    const booking = await makeBooking("CONFIRMED");
    const { data } = await api.graphql(
      UPDATE,
      { input: { bookingId: encodeGlobalID("Booking", booking.id), status: "IN_PROGRESS" } },
      { cookie: cookies.provider },
    );
    expect(data!.updateBookingStatus.booking.nextStatuses.sort()).toEqual(["CANCELLED", "COMPLETED"]);
  });
});

function pick(outcome: { status?: number; message?: string }) {
  return { status: outcome.status, message: outcome.message };
}
