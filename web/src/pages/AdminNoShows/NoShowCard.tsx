import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { ABSENCE_NOTE_MAX_LENGTH } from "../../../../shared/bookings/absence-policy";
import { button } from "../../components/Button/Button.css";
import { decisionOutcome } from "../../components/NoteDialog/decisionOutcome";
import { NoteDialog } from "../../components/NoteDialog/NoteDialog";
import { StaffBadge } from "../../components/StaffBadge/StaffBadge";
import { StaffCard, StaffDetail, StaffDetails } from "../../components/StaffCard/StaffCard";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import { toast } from "../../components/Toast/useToast";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import type { NoShowCard_noShow$key } from "./__generated__/NoShowCard_noShow.graphql";
import type { NoShowCardDecideMutation } from "./__generated__/NoShowCardDecideMutation.graphql";
import * as styles from "./AdminNoShowsPage.css";
import { DisputedMessages } from "./DisputedMessages";

const decideMutation = graphql`
  mutation NoShowCardDecideMutation($input: DecideNoShowInput!) {
    decideNoShow(input: $input) {
      __typename
      ... on NoShowPayload {
        noShow {
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = { title: { id: "adminNoShows.toast.failed" }, variant: "destructive" } as const;

type Verdict = "uphold" | "overturn";

/** One disputed report: the booking, who reported whom, the dispute, the messages, and the decision. */
export function NoShowCard({ noShow }: { noShow: NoShowCard_noShow$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment NoShowCard_noShow on NoShow {
        databaseId
        absentParty
        reportedAt
        disputedAt
        disputeNote
        fee
        refund
        # Staff always read it; a reader who may not is not shown the report.
        booking @required(action: LOG) {
          databaseId
          serviceType
          preferredDate
          preferredTime
          customerName
          provider {
            name
          }
        }
      }
    `,
    noShow,
  );
  const [deciding, setDeciding] = useState<Verdict | null>(null);
  const [decided, setDecided] = useState<Verdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<NoShowCardDecideMutation>(decideMutation);
  if (!data) return null;
  const { booking, databaseId: noShowId } = data;
  const absentName = data.absentParty === "CUSTOMER" ? booking.customerName : booking.provider.name;

  function decide(note: string | null) {
    if (deciding === null || note === null) return;
    const verdict = deciding;
    setError(null);
    commit({
      variables: { input: { noShowId, overturn: verdict === "overturn", note } },
      onCompleted({ decideNoShow: result }) {
        const outcome = decisionOutcome(result, "NoShowPayload");
        if (outcome.kind === "invalid") return setError(outcome.message);
        setDeciding(null);
        if (outcome.kind === "done") {
          setDecided(verdict);
          toast({ title: { id: `adminNoShows.toast.${verdict}` } });
        } else toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
      },
      onError: () => void toast(FAILED),
    });
  }

  return (
    <StaffCard
      heading={
        <FormattedMessage
          id="adminNoShows.card.heading"
          values={{ provider: booking.provider.name, customer: booking.customerName, id: booking.databaseId }}
        />
      }
      badge={
        <StaffBadge tone={decided === "overturn" ? "success" : decided === "uphold" ? "danger" : "warning"}>
          <FormattedMessage id={`adminNoShows.status.${decided ?? "disputed"}`} />
        </StaffBadge>
      }
      meta={
        <span className={styles.meta}>
          <FormattedMessage
            id="adminNoShows.card.meta"
            values={{
              when: `${formatBookingDate(booking.preferredDate, intl)}, ${formatBookingTime(booking.preferredTime, intl)}`,
              reported: <StaffDate value={data.reportedAt} withTime />,
            }}
          />
        </span>
      }
      actions={
        decided === null && (
          <span className={styles.actions}>
            <button
              type="button"
              className={button({ variant: "secondary", size: "sm" })}
              onClick={() => setDeciding("uphold")}
            >
              <FormattedMessage id="adminNoShows.uphold" />
            </button>
            <button
              type="button"
              className={button({ variant: "primary", size: "sm" })}
              onClick={() => setDeciding("overturn")}
            >
              <FormattedMessage id="adminNoShows.overturn" />
            </button>
          </span>
        )
      }
    >
      <StaffDetails>
        <StaffDetail label={<FormattedMessage id="adminNoShows.field.absent" />}>
          <FormattedMessage id="adminNoShows.absent" values={{ side: data.absentParty, name: absentName }} />
        </StaffDetail>
        <StaffDetail label={<FormattedMessage id="adminNoShows.field.money" />}>
          <FormattedMessage
            id="adminNoShows.money"
            values={{ fee: formatCents(data.fee, intl), refund: formatCents(data.refund, intl) }}
          />
        </StaffDetail>
      </StaffDetails>
      <p className={styles.statement}>
        <FormattedMessage id="adminNoShows.dispute" values={{ name: absentName, note: data.disputeNote ?? "" }} />
      </p>
      <DisputedMessages bookingId={String(booking.databaseId)} />
      <NoteDialog
        open={deciding !== null}
        onClose={() => {
          setDeciding(null);
          setError(null);
        }}
        title={intl.formatMessage({ id: `adminNoShows.dialog.${deciding ?? "uphold"}.title` }, { name: absentName })}
        description={intl.formatMessage({ id: `adminNoShows.dialog.${deciding ?? "uphold"}.description` })}
        label={intl.formatMessage({ id: "adminNoShows.dialog.label" })}
        required
        confirmLabel={intl.formatMessage({ id: `adminNoShows.${deciding ?? "uphold"}` })}
        submittingLabel={intl.formatMessage({ id: "adminNoShows.dialog.submitting" })}
        tone={deciding === "overturn" ? "approve" : "reject"}
        submitting={isInFlight}
        error={error}
        maxLength={ABSENCE_NOTE_MAX_LENGTH}
        onSubmit={decide}
      />
    </StaffCard>
  );
}
