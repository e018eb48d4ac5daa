import { Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, useLocation } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { LoadingState } from "../../components/StateCard/LoadingState";
import type { MessageId } from "../../i18n/messages";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { AdminMessagesPageQuery } from "./__generated__/AdminMessagesPageQuery.graphql";
import { AdminMessageList } from "./AdminMessageList";
import { adminMessagesVariables, ROUTE_FILTER, type Filter } from "./adminMessagesVariables";
import * as styles from "./AdminMessagesPage.css";

const adminMessagesPageQuery = graphql`
  query AdminMessagesPageQuery($status: ContactMessageStatus) @preloadable {
    ...AdminMessageList_query @arguments(status: $status)
  }
`;

const FILTERS: ReadonlyArray<{ value: Filter; labelId: MessageId }> = [
  { value: "WAITING", labelId: "adminMessages.filter.waiting" },
  { value: "HANDLED", labelId: "adminMessages.filter.handled" },
  { value: "ALL", labelId: "adminMessages.filter.all" },
];

/** Messages from the Contact page, newest first: read, reply by email, mark handled. */
export function AdminMessagesPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>(ROUTE_FILTER);
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "adminMessages.title" })}
        intro={intl.formatMessage({ id: "adminMessages.intro" })}
      />
      <StaffNav />
      <div
        role="group"
        aria-label={intl.formatMessage({ id: "adminMessages.filter.label" })}
        className={styles.filters}
      >
        {FILTERS.map(({ value, labelId }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            className={styles.filter({ active: filter === value })}
            onClick={() => setFilter(value)}
          >
            <FormattedMessage id={labelId} />
          </button>
        ))}
      </div>
      <Suspense fallback={<LoadingState />}>
        {/* The route's loader has started the first filter's; another is asked for when chosen. */}
        {filter === ROUTE_FILTER ? <RouteMessages /> : <OtherMessages filter={filter} />}
      </Suspense>
    </RequireRole>
  );
}

function RouteMessages() {
  // The route's loader asks again on every visit (another member of staff may have handled
  // one meanwhile). A failure is the route's error card, whose 'Try Again' runs it again.
  const data = useLoaderQuery<AdminMessagesPageQuery>(
    adminMessagesPageQuery,
    useLoaderData() as LoaderQuery<AdminMessagesPageQuery>,
  );
  return <AdminMessageList query={data} filter={ROUTE_FILTER} />;
}

/** Another filter, chosen on the page: asked for then, with the same freshness rules. */
function OtherMessages({ filter }: { filter: Filter }) {
  // Keyed by the location: another visit, or the error card's 'Try Again', asks afresh.
  const { key } = useLocation();
  const data = useLazyLoadQuery<AdminMessagesPageQuery>(adminMessagesPageQuery, adminMessagesVariables(filter), {
    fetchPolicy: "store-and-network",
    fetchKey: key,
  });
  return <AdminMessageList query={data} filter={filter} />;
}
