// Pause, Resume and Cancel of one schedule (spec section 4 "Recurring schedule states"),
// each with the spec's success toast (section 8) or a destructive one with the server's
// reason. Only one runs at a time per card: `busy` disables its buttons meanwhile.
import { graphql, useMutation } from "react-relay/hooks";
import { toast } from "../../components/Toast/useToast";
import type { ToastInput } from "../../components/Toast/toastStore";
import type { useScheduleActionsCancelMutation } from "./__generated__/useScheduleActionsCancelMutation.graphql";
import type { useScheduleActionsPauseMutation } from "./__generated__/useScheduleActionsPauseMutation.graphql";
import type { useScheduleActionsResumeMutation } from "./__generated__/useScheduleActionsResumeMutation.graphql";

// The answers carry the card's fields: its badge and buttons follow from them alone.
const pauseMutation = graphql`
  mutation useScheduleActionsPauseMutation($input: PauseRecurringScheduleInput!) {
    pauseRecurringSchedule(input: $input) {
      __typename
      ... on RecurringSchedulePayload {
        recurringSchedule {
          ...RecurringScheduleCard_schedule
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resumeMutation = graphql`
  mutation useScheduleActionsResumeMutation($input: RecurringScheduleChangeInput!) {
    resumeRecurringSchedule(input: $input) {
      __typename
      ... on RecurringSchedulePayload {
        recurringSchedule {
          ...RecurringScheduleCard_schedule
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

// A cancelled schedule leaves the list: its edge goes, and its record with it.
const cancelMutation = graphql`
  mutation useScheduleActionsCancelMutation($input: RecurringScheduleChangeInput!, $connections: [ID!]!) {
    cancelRecurringSchedule(input: $input) {
      __typename
      ... on CancelRecurringSchedulePayload {
        cancelledScheduleId @deleteEdge(connections: $connections)
        deletedScheduleId: cancelledScheduleId @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;

const PAUSED = { title: { id: "recurringBookings.toast.paused" } } as const;
const RESUMED = { title: { id: "recurringBookings.toast.resumed" } } as const;
const CANCELLED = { title: { id: "recurringBookings.toast.cancelled" } } as const;
const FAILED = {
  title: { id: "recurringBookings.toast.failed.title" },
  description: { id: "recurringBookings.toast.failed.description" },
  variant: "destructive",
} as const;

type Outcome = { __typename: string; message?: string };

interface ScheduleActionsOptions {
  /** The schedule's global id. */
  scheduleId: string;
  /** The list it is shown in, which a cancelled schedule leaves. */
  connectionId: string;
  /** Someone changed it meanwhile (another tab): show it as it is now. */
  onStale: () => void;
}

export function useScheduleActions({ scheduleId, connectionId, onStale }: ScheduleActionsOptions) {
  const [commitPause, pausing] = useMutation<useScheduleActionsPauseMutation>(pauseMutation);
  const [commitResume, resuming] = useMutation<useScheduleActionsResumeMutation>(resumeMutation);
  const [commitCancel, cancelling] = useMutation<useScheduleActionsCancelMutation>(cancelMutation);

  /** The spec's toast when it worked, else the server's reason (a ConflictError also refreshes the card). */
  function report(outcome: Outcome, success: ToastInput) {
    if (outcome.__typename === "RecurringSchedulePayload" || outcome.__typename === "CancelRecurringSchedulePayload") {
      toast(success);
      return;
    }
    toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
    if (outcome.__typename === "ConflictError") onStale();
  }
  // No answer (a lost connection): nothing changed, and the buttons are there to try again.
  const failed = () => void toast(FAILED);

  return {
    busy: pausing || resuming || cancelling,
    cancelling,
    /** Spec section 4: the interface pauses until resumed (an empty pausedUntil). */
    pause() {
      commitPause({
        variables: { input: { scheduleId, pausedUntil: null } },
        onCompleted: ({ pauseRecurringSchedule }) => report(pauseRecurringSchedule, PAUSED),
        onError: failed,
      });
    },
    resume() {
      commitResume({
        variables: { input: { scheduleId } },
        onCompleted: ({ resumeRecurringSchedule }) => report(resumeRecurringSchedule, RESUMED),
        onError: failed,
      });
    },
    /** `done` runs once it is cancelled (or refused), to close the confirmation. */
    cancel(done: () => void) {
      commitCancel({
        variables: { input: { scheduleId }, connections: [connectionId] },
        onCompleted: ({ cancelRecurringSchedule }) => {
          report(cancelRecurringSchedule, CANCELLED);
          done();
        },
        onError: () => {
          failed();
          done();
        },
      });
    },
  };
}
