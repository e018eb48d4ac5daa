import { useEffect, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import type { Subscription } from "relay-runtime";
import { button } from "../../components/Button/Button.css";
import { type CheckoutTarget, checkoutPath } from "../../lib/checkoutParams";
import { CheckoutNotice } from "../../components/CheckoutNotice/CheckoutNotice";
import type { PaymentOutcomePanel_query$key } from "./__generated__/PaymentOutcomePanel_query.graphql";
import PaymentOutcomePanelRefetchQueryNode, {
  type PaymentOutcomePanelRefetchQuery,
} from "./__generated__/PaymentOutcomePanelRefetchQuery.graphql";
import * as styles from "./PaymentSuccessPage.css";

// The page's query spreads it (the route loader's, network-only: always the server's
// current answer on arrival, never one remembered from before paying); the polls below
// ask for it again with its refetch query.
const paymentOutcomePanelFragment = graphql`
  fragment PaymentOutcomePanel_query on Query @refetchable(queryName: "PaymentOutcomePanelRefetchQuery") {
    paymentOutcome(bookingId: $bookingId, recurringScheduleId: $scheduleId) {
      __typename
      ... on PaymentOutcome {
        status
        isRecurring
        # Nullable here, non-null on Error: one name for both is invalid GraphQL.
        failureMessage
      }
      ... on Error {
        message
      }
    }
  }
`;

/** While the gateway's webhook is on its way: ask every 2 s, for about a minute. */
const POLL_INTERVAL_MS = 2_000;
const MAX_POLLS = 30;

interface PaymentOutcomePanelProps {
  query: PaymentOutcomePanel_query$key;
  target: CheckoutTarget;
}

/** The payment's outcome for one booking or schedule, updated until the gateway has said. */
export function PaymentOutcomePanel({ query, target }: PaymentOutcomePanelProps) {
  const environment = useRelayEnvironment();
  const { paymentOutcome: outcome } = useFragment(paymentOutcomePanelFragment, query);
  const status = outcome.__typename === "PaymentOutcome" ? outcome.status : null;
  const [polls, setPolls] = useState(0);
  const inFlight = useRef<Subscription | null>(null);
  const gaveUp = status === "PENDING" && polls >= MAX_POLLS;

  // Each answer lands in the store, which re-renders this panel; the next ask waits for it.
  const bookingId = target.kind === "booking" ? target.bookingId : null;
  const scheduleId = target.kind === "schedule" ? target.scheduleId : null;
  useEffect(() => {
    if (status !== "PENDING" || polls >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      inFlight.current = fetchQuery<PaymentOutcomePanelRefetchQuery>(
        environment,
        PaymentOutcomePanelRefetchQueryNode,
        { bookingId, scheduleId },
        { fetchPolicy: "network-only" },
      ).subscribe({
        complete: () => setPolls((n) => n + 1),
        // A lost answer is asked again at the next tick; the count still bounds the wait.
        error: () => setPolls((n) => n + 1),
      });
    }, POLL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      inFlight.current?.unsubscribe();
      inFlight.current = null;
    };
  }, [environment, status, polls, bookingId, scheduleId]);

  const home = { to: "/", label: <FormattedMessage id="paymentSuccess.backHome" /> };

  let panel;
  if (outcome.__typename !== "PaymentOutcome") {
    // Not this customer's, no such booking, or a link that names nothing: the server's words.
    panel = (
      <CheckoutNotice
        icon={<Glyph tone="danger" />}
        title={<FormattedMessage id="paymentSuccess.notFound.title" />}
        message={outcome.__typename === "%other" ? undefined : outcome.message}
        actions={[home]}
      />
    );
  } else if (outcome.status === "SUCCEEDED") {
    panel = (
      <CheckoutNotice
        icon={<Glyph tone="success" />}
        title={<FormattedMessage id="payments.succeeded.title" />}
        message={
          <FormattedMessage
            id={outcome.isRecurring ? "paymentSuccess.succeeded.recurring" : "paymentSuccess.succeeded.booking"}
          />
        }
        actions={[
          home,
          outcome.isRecurring
            ? { to: "/recurring-bookings", label: <FormattedMessage id="paymentSuccess.recurringBookings" /> }
            : { to: "/bookings", label: <FormattedMessage id="paymentSuccess.myBookings" /> },
        ]}
      />
    );
  } else if (outcome.status === "FAILED") {
    panel = (
      <CheckoutNotice
        icon={<Glyph tone="danger" />}
        title={<FormattedMessage id="payments.failed.title" />}
        message={outcome.failureMessage ?? <FormattedMessage id="payments.failed.message" />}
        actions={[{ to: checkoutPath(target), label: <FormattedMessage id="paymentSuccess.failed.retry" /> }, home]}
      />
    );
  } else if (gaveUp) {
    panel = (
      <CheckoutNotice
        icon={<Glyph tone="neutral" />}
        title={<FormattedMessage id="paymentSuccess.slow.title" />}
        message={<FormattedMessage id="paymentSuccess.slow.message" />}
        actions={[home]}
      >
        <button type="button" className={button({ variant: "primary" })} onClick={() => setPolls(0)}>
          <FormattedMessage id="paymentSuccess.slow.refresh" />
        </button>
      </CheckoutNotice>
    );
  } else {
    panel = (
      <CheckoutNotice
        icon={<span className={styles.spinner} aria-hidden="true" />}
        title={<FormattedMessage id="paymentSuccess.pending.title" />}
        message={<FormattedMessage id="paymentSuccess.pending.message" />}
        actions={[home]}
      />
    );
  }
  // A change of outcome (the webhook landed) is announced where it shows.
  return <div aria-live="polite">{panel}</div>;
}

function Glyph({ tone }: { tone: "success" | "danger" | "neutral" }) {
  return (
    <span className={styles.icon({ tone })} aria-hidden="true">
      {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a hidden glyph, not words */}
      {tone === "success" ? "✓" : tone === "danger" ? "!" : "…"}
    </span>
  );
}
