import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { formatCents } from "../../lib/bookingFormat";
import { submissionKeys } from "../../lib/submissionKey";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import { needsStepUp } from "../StepUpDialog/stepUp";
import { useStepUp } from "../StepUpDialog/useStepUp";
import { toast } from "../Toast/useToast";
import type { RefundDialogMutation } from "./__generated__/RefundDialogMutation.graphql";

// The answer's payment updates the store's record (by id), so any row showing it shows
// the refund without a refetch.
const refundMutation = graphql`
  mutation RefundDialogMutation($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      __typename
      ... on RefundPaymentPayload {
        payment {
          id
          refundedAmount
          transferStatus
          ...RefundDialog_payment
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = {
  title: { id: "refundDialog.toast.failed.title" },
  description: { id: "refundDialog.toast.failed.description" },
  variant: "destructive",
} as const;

interface RefundedPayment {
  /** The payment's Relay id. */
  id: string;
  refundedAmount: number;
  refundableAmount: number;
}

/**
 * Refunding a payment: the mutation, its idempotency keys and the toasts that tell how it
 * went. `refund(null)` refunds whatever is left when the server acts; `onDone` runs after a
 * refund was made or requested. A refund asks for the second factor again when the session
 * gave it long ago: render `stepUpDialog` inside the refund's dialog.
 */
export function useRefundPayment(payment: RefundedPayment, onDone: () => void) {
  const intl = useIntl();
  // One key per refund meant: a retry of the same amount is the same refund, not a second one.
  const [keys] = useState(() => submissionKeys());
  const [commit, isInFlight] = useMutation<RefundDialogMutation>(refundMutation);
  const stepUp = useStepUp();

  function refund(amount: number | null, showError: (message: string) => void, steppedUp = false) {
    const refundedBefore = payment.refundedAmount;
    const fail = (message: string) => {
      showError(message);
      toast({ ...FAILED, description: message });
    };
    commit({
      // Absent: the server refunds whatever is left then, even if that changed meanwhile.
      variables: { input: { paymentId: payment.id, amount, idempotencyKey: keys.keyFor({ amount, refundedBefore }) } },
      onCompleted({ refundPayment: result }) {
        // Once: a second refusal after the code was taken is shown like any other.
        if (needsStepUp(result) && !steppedUp) {
          stepUp.ask(() => refund(amount, showError, true));
          return;
        }
        if (result.__typename !== "RefundPaymentPayload") {
          fail(result.message ?? intl.formatMessage({ id: "refundDialog.toast.failed.description" }));
          return;
        }
        keys.succeeded();
        const refundedNow = result.payment?.refundedAmount ?? refundedBefore;
        const asked = formatCents(amount ?? payment.refundableAmount, intl);
        // With Stripe the ledger moves when its charge.refunded event lands, moments later.
        toast(
          refundedNow > refundedBefore
            ? {
                title: { id: "refundDialog.toast.done.title" },
                description: {
                  id: "refundDialog.toast.done.description",
                  values: { amount: formatCents(refundedNow - refundedBefore, intl) },
                },
              }
            : {
                title: { id: "refundDialog.toast.requested.title" },
                description: { id: "refundDialog.toast.requested.description", values: { amount: asked } },
              },
        );
        onDone();
      },
      onError: (error) => {
        if (needsStepUp(error) && !steppedUp) {
          stepUp.ask(() => refund(amount, showError, true));
          return;
        }
        // The server refused outright (signed out meanwhile, say): its words; else the connection's.
        fail(
          error instanceof GraphQLResponseError
            ? error.message
            : intl.formatMessage({ id: "refundDialog.toast.failed.description" }),
        );
      },
    });
  }

  return { refund, isInFlight, stepUpDialog: stepUp.dialog };
}
