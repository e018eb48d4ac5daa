import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery } from "relay-runtime";
import { formatCents } from "../../lib/bookingFormat";
import { cancellationPolicyValues } from "../../lib/cancellationPolicy";
import type { CancellationTermsQuery } from "./__generated__/CancellationTermsQuery.graphql";
import { type CancellationPreviewFields, cancellationTermsMessage } from "./cancellationTermsWords";

const previewQuery = graphql`
  query CancellationTermsQuery($bookingId: ID!) {
    bookingCancellation(bookingId: $bookingId) {
      __typename
      ... on CancellationPreview {
        window
        party
        paid
        refund
        fee
      }
      ... on Error {
        message
      }
    }
  }
`;

type State =
  | { step: "loading" }
  | { step: "ready"; preview: CancellationPreviewFields }
  | { step: "failed"; message: string | null };

/**
 * What cancelling a booking would give back and keep, asked of the server when a cancel
 * dialog opens (the policy depends on the hour and on who cancels), to the cent. Shown before
 * anyone confirms; a failed look-up says so and leaves the choice to the reader.
 */
export function CancellationTerms({ bookingId }: { bookingId: string }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [state, setState] = useState<State>({ step: "loading" });

  useEffect(() => {
    let current = true;
    const subscription = fetchQuery<CancellationTermsQuery>(
      environment,
      previewQuery,
      { bookingId },
      { fetchPolicy: "network-only" },
    ).subscribe({
      next(data) {
        if (!current) return;
        const { __typename, window, party, paid, refund, fee, message } = data.bookingCancellation;
        if (__typename === "CancellationPreview" && window && party && paid != null && refund != null && fee != null) {
          setState({ step: "ready", preview: { window, party, paid, refund, fee } });
        } else {
          // A typed refusal says why ("This booking was cancelled and can no longer be changed.").
          setState({ step: "failed", message: message ?? null });
        }
      },
      error() {
        if (current) setState({ step: "failed", message: null });
      },
    });
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [environment, bookingId]);

  if (state.step === "loading") {
    return (
      <p role="status" data-testid="cancellation-terms">
        <FormattedMessage id="cancellationTerms.loading" />
      </p>
    );
  }
  if (state.step === "failed") {
    return (
      <p role="status" data-testid="cancellation-terms">
        {state.message ?? <FormattedMessage id="cancellationTerms.failed" />}
      </p>
    );
  }
  const { id, cents } = cancellationTermsMessage(state.preview);
  const money = (value: number) => formatCents(value, intl);
  return (
    <p role="status" data-testid="cancellation-terms">
      <FormattedMessage
        id={id}
        values={{
          ...cancellationPolicyValues(intl),
          paid: money(cents.paid),
          refund: money(cents.refund),
          fee: money(cents.fee),
        }}
      />
    </p>
  );
}
