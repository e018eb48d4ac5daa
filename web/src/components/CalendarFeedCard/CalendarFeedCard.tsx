import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import { button } from "../Button/Button.css";
import { toast } from "../Toast/useToast";
import type { CalendarFeedCard_provider$key } from "./__generated__/CalendarFeedCard_provider.graphql";
import type { CalendarFeedCardResetMutation } from "./__generated__/CalendarFeedCardResetMutation.graphql";
import type { CalendarFeedCardTurnOffMutation } from "./__generated__/CalendarFeedCardTurnOffMutation.graphql";
import { feedAddresses } from "./feedAddresses";
import * as styles from "./CalendarFeedCard.css";

const resetMutation = graphql`
  mutation CalendarFeedCardResetMutation($input: CalendarFeedInput!) {
    resetCalendarFeed(input: $input) {
      __typename
      ... on CalendarFeedPayload {
        provider {
          ...CalendarFeedCard_provider
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const turnOffMutation = graphql`
  mutation CalendarFeedCardTurnOffMutation($input: CalendarFeedInput!) {
    turnOffCalendarFeed(input: $input) {
      __typename
      ... on CalendarFeedPayload {
        provider {
          ...CalendarFeedCard_provider
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = {
  title: { id: "calendarFeed.toast.failed.title" },
  description: { id: "calendarFeed.toast.failed.description" },
  variant: "destructive",
} as const;

/**
 * The provider's private calendar feed: the address Google, Apple or Outlook calendars
 * subscribe to, to copy or open in the calendar app; a new address (the old one stops
 * working) or none.
 */
export function CalendarFeedCard({ provider }: { provider: CalendarFeedCard_provider$key }) {
  const headingId = useId();
  const addressId = useId();
  const data = useFragment(
    graphql`
      fragment CalendarFeedCard_provider on Provider {
        id
        calendarFeedPath
      }
    `,
    provider,
  );
  const [commitReset, resetting] = useMutation<CalendarFeedCardResetMutation>(resetMutation);
  const [commitTurnOff, turningOff] = useMutation<CalendarFeedCardTurnOffMutation>(turnOffMutation);
  const [copied, setCopied] = useState(false);
  const busy = resetting || turningOff;
  const addresses = data.calendarFeedPath ? feedAddresses(data.calendarFeedPath, window.location.origin) : null;

  const failed = (error: Error) =>
    void toast(error instanceof GraphQLResponseError ? { ...FAILED, description: error.message } : FAILED);

  /** Either mutation's answer: the new state is in the store; the toast says what happened. */
  const settle =
    (successId: "calendarFeed.toast.on" | "calendarFeed.toast.reset" | "calendarFeed.toast.off") =>
    (result: { readonly __typename: string; readonly message?: string | null }) => {
      if (result.__typename !== "CalendarFeedPayload") {
        toast({ ...FAILED, ...(result.message && { description: result.message }) });
        return;
      }
      setCopied(false);
      toast({ title: { id: successId } });
    };

  function reset(successId: "calendarFeed.toast.on" | "calendarFeed.toast.reset") {
    commitReset({
      variables: { input: { providerId: data.id } },
      onCompleted: ({ resetCalendarFeed }) => settle(successId)(resetCalendarFeed),
      onError: failed,
    });
  }

  function turnOff() {
    commitTurnOff({
      variables: { input: { providerId: data.id } },
      onCompleted: ({ turnOffCalendarFeed }) => settle("calendarFeed.toast.off")(turnOffCalendarFeed),
      onError: failed,
    });
  }

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      toast({ title: { id: "calendarFeed.toast.copyFailed" }, variant: "destructive" });
    }
  }

  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={busy}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <FormattedMessage id="calendarFeed.heading" />
        </h2>
      </header>
      <p className={styles.message}>
        <FormattedMessage id="calendarFeed.intro" />
      </p>
      {addresses ? (
        <>
          <div className={styles.field}>
            <label htmlFor={addressId} className={styles.label}>
              <FormattedMessage id="calendarFeed.address" />
            </label>
            <input
              id={addressId}
              className={styles.address}
              readOnly
              value={addresses.https}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <p className={styles.warning}>
            <FormattedMessage id="calendarFeed.private" />
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={button({ variant: "primary", size: "sm" })}
              onClick={() => void copy(addresses.https)}
            >
              <FormattedMessage id="calendarFeed.copy" />
            </button>
            <a className={button({ variant: "secondary", size: "sm" })} href={addresses.webcal}>
              <FormattedMessage id="calendarFeed.open" />
            </a>
            <span role="status" className={styles.status}>
              {copied && <FormattedMessage id="calendarFeed.copied" />}
            </span>
          </div>
          <p className={styles.message}>
            <FormattedMessage id="calendarFeed.resetHint" />
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={button({ variant: "secondary", size: "sm" })}
              disabled={busy}
              onClick={() => reset("calendarFeed.toast.reset")}
            >
              <FormattedMessage id="calendarFeed.reset" />
            </button>
            <button
              type="button"
              className={button({ variant: "ghost", size: "sm" })}
              disabled={busy}
              onClick={turnOff}
            >
              <FormattedMessage id="calendarFeed.turnOff" />
            </button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={button({ variant: "primary", size: "sm" })}
            disabled={busy}
            onClick={() => reset("calendarFeed.toast.on")}
          >
            <FormattedMessage id="calendarFeed.turnOn" />
          </button>
        </div>
      )}
    </section>
  );
}
