import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import { button } from "../../components/Button/Button.css";
import {
  ScheduleDialog,
  type ScheduleFieldErrors,
  type ScheduleRequest,
} from "../../components/ScheduleDialog/ScheduleDialog";
import { toast } from "../../components/Toast/useToast";
import { submissionKeys } from "../../lib/submissionKey";
import type { CustomerSchedules_viewer$key } from "./__generated__/CustomerSchedules_viewer.graphql";
import type { CustomerSchedulesCreateMutation } from "./__generated__/CustomerSchedulesCreateMutation.graphql";
import { RecurringScheduleList, SCHEDULES_CONNECTION_KEY } from "./RecurringScheduleList";
import * as styles from "./RecurringBookingsPage.css";

// The new schedule's card goes on top of the list (newest first, as the server lists them),
// from the mutation's answer alone.
const createMutation = graphql`
  mutation CustomerSchedulesCreateMutation($input: CreateRecurringScheduleInput!, $connections: [ID!]!) {
    createRecurringSchedule(input: $input) {
      __typename
      ... on RecurringSchedulePayload {
        recurringSchedule @prependNode(connections: $connections, edgeTypeName: "RecurringScheduleEdge") {
          id
          ...RecurringScheduleCard_schedule
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

// Spec section 8 "Recurring successes".
const CREATED = { title: { id: "recurringBookings.toast.created" } } as const;
const FAILED = {
  title: { id: "recurringBookings.toast.createFailed.title" },
  description: { id: "recurringBookings.toast.failed.description" },
  variant: "destructive",
} as const;

/** The signed-in account's own schedules, and the dialog that sets up another. */
export function CustomerSchedules({ viewer }: { viewer: CustomerSchedules_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment CustomerSchedules_viewer on User {
        id
        ...ScheduleDialog_viewer
        ...RecurringScheduleList_user
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const [commit, isInFlight] = useMutation<CustomerSchedulesCreateMutation>(createMutation);
  // Kept across openings: a retry of the same answers must reuse its key (see submissionKey.ts).
  const [keys] = useState(() => submissionKeys());
  const connectionId = ConnectionHandler.getConnectionID(data.id, SCHEDULES_CONNECTION_KEY);

  function create(input: ScheduleRequest, showFieldErrors: (errors: ScheduleFieldErrors) => void) {
    commit({
      variables: { input: { ...input, idempotencyKey: keys.keyFor(input) }, connections: [connectionId] },
      onCompleted({ createRecurringSchedule: result }) {
        if (result.__typename === "RecurringSchedulePayload") {
          keys.succeeded();
          toast(CREATED);
          setOpen(false);
          return;
        }
        // A field the server refused (a start date that passed in the provider's city, a
        // provider who does not offer the service) gets its message under it; anything
        // else is said in the toast.
        const fieldErrors = Object.fromEntries(
          (result.fieldErrors ?? []).map((f) => [f.path[f.path.length - 1], f.message]),
        ) as ScheduleFieldErrors;
        if (Object.keys(fieldErrors).length > 0) showFieldErrors(fieldErrors);
        toast({ ...FAILED, ...(result.message && { description: result.message }) });
      },
      onError() {
        toast(FAILED);
      },
    });
  }

  const openDialog = () => setOpen(true);
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className={button({ variant: "primary" })} aria-haspopup="dialog" onClick={openDialog}>
          <FormattedMessage id="recurringBookings.create" />
        </button>
      </div>
      <RecurringScheduleList user={data} onCreate={openDialog} />
      <ScheduleDialog viewer={data} open={open} onOpenChange={setOpen} submitting={isInFlight} onSubmit={create} />
    </>
  );
}
