import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useSearchParams } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { RecurringBookingsPageQuery, Role } from "./__generated__/RecurringBookingsPageQuery.graphql";
import { CustomerSchedules } from "./CustomerSchedules";
import { customerIdParam } from "./recurringBookingsVariables";
import { RecurringScheduleList } from "./RecurringScheduleList";
import * as styles from "./RecurringBookingsPage.css";

const recurringBookingsPageQuery = graphql`
  query RecurringBookingsPageQuery($customerId: ID!, $forCustomer: Boolean!) @preloadable {
    viewer {
      id
      role
      ...CustomerSchedules_viewer
    }
    # Staff looking at one customer's schedules (?customerId=); anyone else's answer is null.
    customer: node(id: $customerId) @include(if: $forCustomer) {
      ... on User {
        name
        email
        ...RecurringScheduleList_user @alias(as: "schedules")
      }
    }
  }
`;

// Any signed-in account: a visitor is sent to sign in and brought back here. A provider
// account sets up no schedules itself, so it is pointed at its dashboard instead.
const SIGNED_IN: readonly Role[] = ["CUSTOMER", "ADMIN", "PROVIDER"];

/** Spec section 2 "/recurring-bookings": the signed-in customer's recurring schedules (staff: any customer's). */
export function RecurringBookingsPage() {
  const intl = useIntl();
  return (
    <PageFrame
      roles={SIGNED_IN}
      title={intl.formatMessage({ id: "recurringBookings.title" })}
      intro={intl.formatMessage({ id: "recurringBookings.intro" })}
      loadFailedTitle={intl.formatMessage({ id: "recurringBookings.loadFailed.title" })}
      loadingMessage={intl.formatMessage({ id: "recurringBookings.loading" })}
    >
      <RecurringBookings />
    </PageFrame>
  );
}

function RecurringBookings() {
  // The route's loader asks again on every visit, showing what the store has meanwhile
  // (recurringBookingsVariables: a customer in the URL waits for the viewer to be staff).
  const [searchParams] = useSearchParams();
  const customerId = customerIdParam(searchParams.get("customerId"));
  const { viewer, customer } = useLoaderQuery<RecurringBookingsPageQuery>(
    recurringBookingsPageQuery,
    useLoaderData() as LoaderQuery<RecurringBookingsPageQuery>,
  );
  // Signed out meanwhile (in another tab): RequireRole sends the visitor to sign in.
  if (!viewer) return null;

  if (viewer.role === "PROVIDER") {
    return (
      <EmptyState
        titleId="recurringBookings.provider.title"
        messageId="recurringBookings.provider.message"
        action={{ to: "/provider-dashboard", labelId: "recurringBookings.provider.action" }}
      />
    );
  }

  // Only staff may look at another account's schedules; anyone else sees their own.
  if (viewer.role === "ADMIN" && customerId !== null) {
    if (!customer?.name || !customer.schedules) {
      return (
        <EmptyState
          titleId="recurringBookings.customerNotFound.title"
          messageId="recurringBookings.customerNotFound.message"
          action={{ to: "/recurring-bookings", labelId: "recurringBookings.customerNotFound.action" }}
        />
      );
    }
    return (
      <>
        <p className={styles.viewing}>
          <FormattedMessage
            id="recurringBookings.viewingCustomer"
            values={{ name: customer.name, email: customer.email }}
          />
        </p>
        <RecurringScheduleList user={customer.schedules} />
      </>
    );
  }

  return <CustomerSchedules viewer={viewer} />;
}
