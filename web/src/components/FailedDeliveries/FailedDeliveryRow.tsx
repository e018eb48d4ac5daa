import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { button } from "../Button/Button.css";
import { StaffDate } from "../StaffDate/StaffDate";
import { toast } from "../Toast/useToast";
import type { FailedDeliveryRow_delivery$key } from "./__generated__/FailedDeliveryRow_delivery.graphql";
import type { FailedDeliveryRowRetryMutation } from "./__generated__/FailedDeliveryRowRetryMutation.graphql";
import * as styles from "./FailedDeliveries.css";

const retryMutation = graphql`
  mutation FailedDeliveryRowRetryMutation($input: RetryNotificationDeliveryInput!, $connections: [ID!]!) {
    retryNotificationDelivery(input: $input) {
      __typename
      # Queued again: it is no longer a failed delivery, so it leaves the list.
      ... on NotificationDelivery {
        id @deleteEdge(connections: $connections)
        status
        attempts
      }
      ... on Error {
        message
      }
    }
  }
`;

interface FailedDeliveryRowProps {
  delivery: FailedDeliveryRow_delivery$key;
  /** The list's connection, which a retried delivery leaves. */
  connectionId: string;
}

/** One given-up delivery: the notification, its channel, attempts, last error and when, and Retry. */
export function FailedDeliveryRow({ delivery, connectionId }: FailedDeliveryRowProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment FailedDeliveryRow_delivery on NotificationDelivery {
        id
        kind
        title
        channel
        attempts
        lastError
        finishedAt
      }
    `,
    delivery,
  );
  const [commit, isInFlight] = useMutation<FailedDeliveryRowRetryMutation>(retryMutation);

  function retry() {
    const failed = {
      title: { id: "failedDeliveries.toast.retryFailed.title" },
      description: { id: "failedDeliveries.toast.retryFailed.description" },
      variant: "destructive",
    } as const;
    commit({
      variables: { input: { deliveryId: data.id }, connections: [connectionId] },
      onCompleted({ retryNotificationDelivery: result }) {
        if (result.__typename === "NotificationDelivery") {
          toast({
            title: { id: "failedDeliveries.toast.retried.title" },
            description: { id: "failedDeliveries.toast.retried.description", values: { title: data.title } },
          });
        } else {
          toast({
            ...failed,
            ...(result.__typename !== "%other" && result.message && { description: result.message }),
          });
        }
      },
      onError: () => void toast(failed),
    });
  }

  return (
    <tr>
      <th scope="row" className={styles.titleCell}>
        <span className={styles.title}>{data.title}</span>
        <span className={styles.kind}>
          <FormattedMessage id="failedDeliveries.kind" values={{ kind: data.kind }} />
        </span>
      </th>
      <td>
        <FormattedMessage id="failedDeliveries.channel" values={{ channel: data.channel }} />
      </td>
      <td className={styles.number}>{intl.formatNumber(data.attempts)}</td>
      <td className={styles.errorCell}>{data.lastError ?? <FormattedMessage id="failedDeliveries.noError" />}</td>
      <td>{data.finishedAt != null && <StaffDate value={data.finishedAt} withTime />}</td>
      <td>
        <button
          type="button"
          className={button({ variant: "secondary", size: "sm" })}
          onClick={retry}
          disabled={isInFlight}
          aria-label={intl.formatMessage(
            { id: "failedDeliveries.retry.label" },
            {
              title: data.title,
              channel: intl.formatMessage({ id: "failedDeliveries.channel" }, { channel: data.channel }),
            },
          )}
        >
          <FormattedMessage id={isInFlight ? "failedDeliveries.retrying" : "failedDeliveries.retry"} />
        </button>
      </td>
    </tr>
  );
}
