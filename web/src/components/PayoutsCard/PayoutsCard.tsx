import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import type { MessageId } from "../../i18n/messages";
import { formatCents } from "../../lib/bookingFormat";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import { button } from "../Button/Button.css";
import { PAYOUTS_ANCHOR } from "../Header/roleLinks";
import { TestModeNotice } from "../TestModeNotice/TestModeNotice";
import { toast } from "../Toast/useToast";
import type { PayoutsCard_query$key } from "./__generated__/PayoutsCard_query.graphql";
import type { PayoutsCardStartSetupMutation } from "./__generated__/PayoutsCardStartSetupMutation.graphql";
import { payoutsReturnOf, payoutsStatus, setupDestination, type PayoutsStatus } from "./payoutsCardState";
import * as styles from "./PayoutsCard.css";

const startSetupMutation = graphql`
  mutation PayoutsCardStartSetupMutation {
    startPayoutSetup {
      __typename
      ... on StartPayoutSetupPayload {
        url
      }
      ... on Error {
        message
      }
    }
  }
`;

const SETUP_FAILED = {
  title: { id: "payoutsCard.toast.failed.title" },
  description: { id: "payoutsCard.toast.failed.description" },
  variant: "destructive",
} as const;

const BADGE: Record<PayoutsStatus, MessageId> = {
  "not-set-up": "payoutsCard.badge.notSetUp",
  "in-progress": "payoutsCard.badge.inProgress",
  "set-up": "payoutsCard.badge.setUp",
};
const STATUS_MESSAGE: Record<"own" | "staff", Record<PayoutsStatus, MessageId>> = {
  own: {
    "not-set-up": "payoutsCard.own.notSetUp",
    "in-progress": "payoutsCard.own.inProgress",
    "set-up": "payoutsCard.own.setUp",
  },
  staff: {
    "not-set-up": "payoutsCard.staff.notSetUp",
    "in-progress": "payoutsCard.staff.inProgress",
    "set-up": "payoutsCard.staff.setUp",
  },
};

interface PayoutsCardProps {
  /** The page's query, run with its $providerId (null: the provider account's own). */
  query: PayoutsCard_query$key;
  /**
   * The provider's own account is looking: it may set payouts up. Staff see the same
   * figures but cannot sign a business up on its behalf (the server refuses it too).
   */
  ownAccount: boolean;
}

/**
 * Whether the provider's payouts are set up, what is held for them until
 * they are and what has been transferred, and the way to set them up.
 */
export function PayoutsCard({ query, ownAccount }: PayoutsCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const cardRef = useRef<HTMLElement>(null);
  const location = useLocation();
  // The header's 'Payouts' (#payouts) lands here, each time it is followed: the card is
  // brought into view and takes the focus, as a skip link's target would.
  useEffect(() => {
    if (location.hash !== `#${PAYOUTS_ANCHOR}`) return;
    cardRef.current?.scrollIntoView({ block: "start" });
    cardRef.current?.focus({ preventScroll: true });
  }, [location.hash, location.key]);
  const data = useFragment(
    graphql`
      fragment PayoutsCard_query on Query {
        paymentsSetup {
          mode
        }
        # Set-up waits for a confirmed address: the card says so instead of offering it.
        viewer {
          emailVerified
        }
        providerPayouts(providerId: $providerId) {
          __typename
          ... on PayoutSummary {
            hasAccount
            payoutsEnabled
            heldAmount
            transferredAmount
          }
          ... on Error {
            message
          }
        }
      }
    `,
    query,
  );
  const [commit, isInFlight] = useMutation<PayoutsCardStartSetupMutation>(startSetupMutation);
  // Stays set while the browser leaves for the gateway's page, so the button cannot be pressed twice.
  const [leaving, setLeaving] = useState(false);
  const summary = data.providerPayouts;

  function startSetup() {
    commit({
      variables: {},
      onCompleted({ startPayoutSetup: result }) {
        if (result.__typename !== "StartPayoutSetupPayload") {
          toast({ ...SETUP_FAILED, ...(result.message && { description: result.message }) });
          return;
        }
        const destination = setupDestination(result.url ?? "", window.location.origin);
        if (!destination) {
          toast(SETUP_FAILED);
        } else if (destination.kind === "route") {
          void navigate(destination.path);
        } else {
          setLeaving(true);
          window.location.assign(destination.href);
        }
      },
      // The server refused outright (signed out meanwhile, say): its words; else the connection's.
      onError: (error) =>
        void toast(
          error instanceof GraphQLResponseError ? { ...SETUP_FAILED, description: error.message } : SETUP_FAILED,
        ),
    });
  }

  const header = (status: PayoutsStatus | null) => (
    <header className={styles.header}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="payoutsCard.heading" />
      </h2>
      {status && (
        <span className={styles.badges[status]}>
          <FormattedMessage id={BADGE[status]} />
        </span>
      )}
    </header>
  );

  if (summary.__typename !== "PayoutSummary") {
    // Refused or not found: the server's words say which.
    return (
      <section ref={cardRef} id={PAYOUTS_ANCHOR} tabIndex={-1} className={styles.card} aria-labelledby={headingId}>
        {header(null)}
        <p role="alert" className={styles.notice.error}>
          {summary.message ?? intl.formatMessage({ id: "payoutsCard.loadFailed" })}
        </p>
      </section>
    );
  }

  const status = payoutsStatus({
    hasAccount: summary.hasAccount ?? false,
    payoutsEnabled: summary.payoutsEnabled ?? false,
  });
  const held = summary.heldAmount ?? 0;
  const transferred = summary.transferredAmount ?? 0;
  const returned = ownAccount ? payoutsReturnOf(searchParams.get("payouts")) : null;
  const canSetUp = ownAccount && status !== "set-up";
  const needsEmail = canSetUp && data.viewer?.emailVerified === false;

  return (
    <section ref={cardRef} id={PAYOUTS_ANCHOR} tabIndex={-1} className={styles.card} aria-labelledby={headingId}>
      {header(status)}
      <TestModeNotice mode={data.paymentsSetup.mode}>
        <FormattedMessage id="payoutsCard.testMode" />
      </TestModeNotice>
      {returned && (
        // Said once on arrival: how the set-up the provider just left went.
        <p role="status" className={status === "set-up" ? styles.notice.success : styles.notice.info}>
          <FormattedMessage
            id={
              returned === "refresh"
                ? "payoutsCard.returned.expired"
                : status === "set-up"
                  ? "payoutsCard.returned.done"
                  : "payoutsCard.returned.pending"
            }
          />
        </p>
      )}
      <p className={styles.message}>
        <FormattedMessage id={STATUS_MESSAGE[ownAccount ? "own" : "staff"][status]} />
      </p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>
            <FormattedMessage id="payoutsCard.held.label" />
          </dt>
          <dd className={styles.figureValue}>{formatCents(held, intl)}</dd>
          <dd className={styles.figureHint}>
            <FormattedMessage
              id={
                status === "set-up"
                  ? held > 0
                    ? "payoutsCard.held.hint.transferring"
                    : "payoutsCard.held.hint.none"
                  : ownAccount
                    ? "payoutsCard.held.hint.own"
                    : "payoutsCard.held.hint.staff"
              }
            />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>
            <FormattedMessage id="payoutsCard.transferred.label" />
          </dt>
          <dd className={styles.figureValue}>{formatCents(transferred, intl)}</dd>
          <dd className={styles.figureHint}>
            <FormattedMessage id="payoutsCard.transferred.hint" />
          </dd>
        </div>
      </dl>
      {needsEmail && (
        <p className={styles.notice.info}>
          <FormattedMessage
            id="payoutsCard.confirmEmail"
            values={{ link: (chunks) => <Link to="/account">{chunks}</Link> }}
          />
        </p>
      )}
      {canSetUp && !needsEmail && (
        <div className={styles.actions}>
          <button
            type="button"
            className={button({ variant: "primary" })}
            disabled={isInFlight || leaving}
            onClick={startSetup}
          >
            <FormattedMessage id={isInFlight || leaving ? "payoutsCard.setUp.busy" : "payoutsCard.setUp"} />
          </button>
        </div>
      )}
    </section>
  );
}
