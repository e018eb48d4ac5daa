import { Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { AdminMessagesPageQuery } from "./__generated__/AdminMessagesPageQuery.graphql";
import { AdminMessageList } from "./AdminMessageList";
import * as styles from "./AdminMessagesPage.css";

const adminMessagesPageQuery = graphql`
  query AdminMessagesPageQuery($status: ContactMessageStatus) {
    ...AdminMessageList_query @arguments(status: $status)
  }
`;

const FILTERS = [
  { value: "WAITING", labelId: "adminMessages.filter.waiting" },
  { value: "HANDLED", labelId: "adminMessages.filter.handled" },
  { value: "ALL", labelId: "adminMessages.filter.all" },
] as const;

type Filter = (typeof FILTERS)[number]["value"];

/** Messages from the Contact page, newest first: read, reply by email, mark handled. */
export function AdminMessagesPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>("WAITING");
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
        <Messages filter={filter} />
      </Suspense>
    </RequireRole>
  );
}

function Messages({ filter }: { filter: Filter }) {
  // Every visit asks again (another member of staff may have handled one meanwhile). A
  // failure is the route's error card, whose 'Try Again' is a new location: the key makes
  // Relay forget the failure.
  const { key } = useLocation();
  const data = useLazyLoadQuery<AdminMessagesPageQuery>(
    adminMessagesPageQuery,
    { status: filter === "ALL" ? null : filter },
    { fetchPolicy: "store-and-network", fetchKey: key },
  );
  return <AdminMessageList query={data} filter={filter} />;
}
