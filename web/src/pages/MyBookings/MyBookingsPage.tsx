import { useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { MyBookingsPageQuery, Role } from "./__generated__/MyBookingsPageQuery.graphql";
import { MyBookingsList } from "./MyBookingsList";

const myBookingsPageQuery = graphql`
  query MyBookingsPageQuery @preloadable {
    viewer {
      role
      ...MyBookingsList_user
    }
  }
`;

// Any signed-in account: a visitor is sent to sign in and brought back here. A provider
// account books nothing itself, so it is pointed at its dashboard instead of an empty list.
const SIGNED_IN: readonly Role[] = ["CUSTOMER", "ADMIN", "PROVIDER"];

/** The customer's own bookings: what the signed-in account booked, to follow or cancel. */
export function MyBookingsPage() {
  const intl = useIntl();
  return (
    <PageFrame
      roles={SIGNED_IN}
      title={intl.formatMessage({ id: "myBookings.title" })}
      intro={intl.formatMessage({ id: "myBookings.intro" })}
      loadFailedTitle={intl.formatMessage({ id: "myBookings.loadFailed.title" })}
    >
      <MyBookings />
    </PageFrame>
  );
}

function MyBookings() {
  // The route's loader asks again on every visit (store-and-network), showing what the store
  // has meanwhile; after a new booking the booking dialog marks the viewer stale, so this
  // waits for the answer instead: after the booking dialog succeeds, the list shows the new
  // booking. A visitor's answer is a null viewer, so the loader need not wait for sign-in.
  const { viewer } = useLoaderQuery<MyBookingsPageQuery>(
    myBookingsPageQuery,
    useLoaderData() as LoaderQuery<MyBookingsPageQuery>,
  );
  // Signed out meanwhile (in another tab): RequireRole sends the visitor to sign in.
  if (!viewer) return null;
  if (viewer.role === "PROVIDER") {
    return (
      <EmptyState
        titleId="myBookings.provider.title"
        messageId="myBookings.provider.message"
        action={{ to: "/provider-dashboard", labelId: "myBookings.provider.action" }}
      />
    );
  }
  return <MyBookingsList user={viewer} />;
}
