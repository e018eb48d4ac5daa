import {
  commitLocalUpdate,
  ConnectionHandler,
  Environment,
  Network,
  RecordSource,
  type RecordSourceSelectorProxy,
  Store,
} from "relay-runtime";
import { describe, expect, it } from "vitest";
import { addToMyBookings, MY_BOOKINGS_CONNECTION_KEY } from "./myBookings";

type Booking = { id: string; date: string; time: string };

/** A store whose viewer has My Bookings' list read, with these bookings in it, in this order. */
function storeWith(listed: Booking[] | null, hasNextPage = false) {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error("no network in this test"))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const viewer = store.create("viewer-1", "User");
    store.getRoot().setLinkedRecord(viewer, "viewer");
    if (!listed) return;
    const connection = store.create("client:viewer-1:bookings", "CustomerBookingConnection");
    // Where ConnectionHandler keeps a @connection's records: the key, with no filters.
    viewer.setLinkedRecord(connection, `__${MY_BOOKINGS_CONNECTION_KEY}_connection`);
    const pageInfo = store.create("client:viewer-1:bookings:pageInfo", "PageInfo");
    pageInfo.setValue(hasNextPage, "hasNextPage");
    connection.setLinkedRecord(pageInfo, "pageInfo");
    connection.setLinkedRecords([], "edges");
    for (const booking of listed) {
      const edge = ConnectionHandler.createEdge(
        store,
        connection,
        bookingRecord(store, booking),
        "CustomerBookingEdge",
      );
      edge.setValue(`cursor-${booking.id}`, "cursor");
      ConnectionHandler.insertEdgeAfter(connection, edge);
    }
  });
  return environment;
}

function bookingRecord(store: RecordSourceSelectorProxy, { id, date, time }: Booking) {
  const record = store.get(id) ?? store.create(id, "Booking");
  record.setValue(date, "preferredDate");
  record.setValue(time, "preferredTime");
  return record;
}

/** The ids My Bookings shows once the booking made is added, in order. */
function listedAfterAdding(environment: Environment, made: Booking): string[] | null {
  let ids: string[] | null = null;
  commitLocalUpdate(environment, (store) => {
    addToMyBookings(store, bookingRecord(store, made));
    const viewer = store.getRoot().getLinkedRecord("viewer")!;
    const connection = ConnectionHandler.getConnection(viewer, MY_BOOKINGS_CONNECTION_KEY);
    ids = connection
      ? (connection.getLinkedRecords("edges") ?? []).map((edge) => edge!.getLinkedRecord("node")!.getDataID())
      : null;
  });
  return ids;
}

const DEC_12 = { id: "b-12", date: "2026-12-12", time: "09:00" };
const DEC_08 = { id: "b-08", date: "2026-12-08", time: "13:00" };
const DEC_01 = { id: "b-01", date: "2026-12-01", time: "11:00" };

describe("addToMyBookings", () => {
  it("puts the booking where its date falls, latest first", () => {
    const made = { id: "new", date: "2026-12-10", time: "09:00" };
    expect(listedAfterAdding(storeWith([DEC_12, DEC_08, DEC_01]), made)).toEqual(["b-12", "new", "b-08", "b-01"]);
  });

  it("orders by time within a day, and puts the newest first among equals", () => {
    const later = { id: "later", date: "2026-12-08", time: "15:00" };
    expect(listedAfterAdding(storeWith([DEC_12, DEC_08, DEC_01]), later)).toEqual(["b-12", "later", "b-08", "b-01"]);
    const same = { id: "same", date: "2026-12-08", time: "13:00" };
    expect(listedAfterAdding(storeWith([DEC_12, DEC_08]), same)).toEqual(["b-12", "same", "b-08"]);
  });

  it("adds one past every loaded booking at the end when the list is whole, and leaves it to its page otherwise", () => {
    const earliest = { id: "early", date: "2026-11-28", time: "09:00" };
    expect(listedAfterAdding(storeWith([DEC_12, DEC_08]), earliest)).toEqual(["b-12", "b-08", "early"]);
    expect(listedAfterAdding(storeWith([DEC_12, DEC_08], true), earliest)).toEqual(["b-12", "b-08"]);
  });

  it("does not add a booking twice (a retried request answers with the first)", () => {
    expect(listedAfterAdding(storeWith([DEC_12, DEC_08]), DEC_08)).toEqual(["b-12", "b-08"]);
  });

  it("adds to an empty list, and does nothing when the list was never read", () => {
    expect(listedAfterAdding(storeWith([]), DEC_01)).toEqual(["b-01"]);
    expect(listedAfterAdding(storeWith(null), DEC_01)).toBeNull();
  });
});
