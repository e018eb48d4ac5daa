import { graphql, useFragment } from "react-relay/hooks";
import type { RecurringScheduleList_user$key } from "./__generated__/RecurringScheduleList_user.graphql";
import { RecurringScheduleCard } from "./RecurringScheduleCard";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import * as styles from "./RecurringBookingsPage.css";

/** The @connection key of an account's schedules, for the mutations that add to it. */
export const SCHEDULES_CONNECTION_KEY = "RecurringScheduleList_recurringSchedules";

interface RecurringScheduleListProps {
  user: RecurringScheduleList_user$key;
  /** Opens the dialog that sets one up; absent when the list is someone else's (staff looking). */
  onCreate?: () => void;
}

/**
 * An account's active and paused schedules, newest first; a customer has a handful, so
 * one page of 50 holds them all.
 */
export function RecurringScheduleList({ user, onCreate }: RecurringScheduleListProps) {
  const data = useFragment(
    graphql`
      fragment RecurringScheduleList_user on User {
        recurringSchedules(first: 50) @connection(key: "RecurringScheduleList_recurringSchedules") {
          __id
          edges {
            node {
              id
              ...RecurringScheduleCard_schedule
            }
          }
        }
      }
    `,
    user,
  );
  const { __id: connectionId, edges } = data.recurringSchedules;

  if (edges.length === 0) {
    return (
      <EmptyState
        titleId="recurringBookings.empty.title"
        messageId={onCreate ? "recurringBookings.empty.message" : "recurringBookings.empty.customerMessage"}
        action={onCreate && { openDialog: onCreate, labelId: "recurringBookings.empty.action" }}
      />
    );
  }

  return (
    <ul role="list" className={styles.list}>
      {edges.map(({ node }) => (
        <li key={node.id}>
          <RecurringScheduleCard schedule={node} connectionId={connectionId} own={onCreate !== undefined} />
        </li>
      ))}
    </ul>
  );
}
