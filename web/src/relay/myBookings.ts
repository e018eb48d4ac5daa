import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from "relay-runtime";

/** The @connection key of the viewer's bookings (MyBookingsList). */
export const MY_BOOKINGS_CONNECTION_KEY = "MyBookingsList_bookings";

/** My Bookings' order, latest first: by date, then time ("HH:MM" sorts as text). */
function dateTimeOf(booking: RecordProxy): string {
  return `${String(booking.getValue("preferredDate") ?? "")} ${String(booking.getValue("preferredTime") ?? "")}`;
}

/**
 * A booking the viewer just made, put into My Bookings' list in the store (when that list has
 * been read) where the server's order puts it: before the first booking of the same or an
 * earlier date and time, since the newest comes first among equals. One that sorts after every
 * loaded booking while more pages remain is left for its page to bring; one already there (an
 * idempotent retry's answer) is not added twice.
 */
export function addToMyBookings(store: RecordSourceSelectorProxy, booking: RecordProxy | null | undefined): void {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  const connection = booking && viewer && ConnectionHandler.getConnection(viewer, MY_BOOKINGS_CONNECTION_KEY);
  if (!booking || !connection) return;
  const edges = (connection.getLinkedRecords("edges") ?? []).filter((edge): edge is RecordProxy => edge != null);
  if (edges.some((edge) => edge.getLinkedRecord("node")?.getDataID() === booking.getDataID())) return;
  const when = dateTimeOf(booking);
  const next = edges.find((edge) => {
    const node = edge.getLinkedRecord("node");
    return node != null && dateTimeOf(node) <= when;
  });
  const edge = ConnectionHandler.createEdge(store, connection, booking, "CustomerBookingEdge");
  if (next) ConnectionHandler.insertEdgeBefore(connection, edge, next.getValue("cursor") as string);
  else if (connection.getLinkedRecord("pageInfo")?.getValue("hasNextPage") !== true) {
    ConnectionHandler.insertEdgeAfter(connection, edge);
  }
}
