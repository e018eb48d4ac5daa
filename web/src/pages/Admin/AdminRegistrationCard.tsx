import { startTransition, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation, useRefetchableFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { telHref } from "../../components/ProviderCard/telHref";
import { StaffBadge } from "../../components/StaffBadge/StaffBadge";
import { StaffCard, StaffDetail, StaffDetails } from "../../components/StaffCard/StaffCard";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import { decisionOutcome } from "../../components/NoteDialog/decisionOutcome";
import { NoteDialog } from "../../components/NoteDialog/NoteDialog";
import { needsStepUp } from "../../components/StepUpDialog/stepUp";
import { useStepUp } from "../../components/StepUpDialog/useStepUp";
import { toast } from "../../components/Toast/useToast";
import type { AdminRegistrationCard_registration$key } from "./__generated__/AdminRegistrationCard_registration.graphql";
import type { AdminRegistrationCardRefetchQuery } from "./__generated__/AdminRegistrationCardRefetchQuery.graphql";
import type { AdminRegistrationCardReviewMutation } from "./__generated__/AdminRegistrationCardReviewMutation.graphql";
import { displayRegistrationNumber } from "../../../../shared/tax/registration-numbers";
import { businessTypeLabelId, registrationStatusTone } from "./registrationLabels";
import * as styles from "./AdminPage.css";

const reviewMutation = graphql`
  mutation AdminRegistrationCardReviewMutation($input: ReviewRegistrationInput!) {
    reviewRegistration(input: $input) {
      __typename
      # The card's own fields: the store updates the card (status, notes) in place.
      ... on ReviewRegistrationPayload {
        registration {
          ...AdminRegistrationCard_registration
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

// Spec section 8 "Admin registration".
const FAILED = {
  title: { id: "admin.toast.failed.title" },
  description: { id: "admin.toast.failed.description" },
  variant: "destructive",
} as const;

// The server keeps notes of up to this many characters.
const NOTES_MAX = 2000;

type Decision = "APPROVED" | "REJECTED";

/** One registration: its details, its status, and for a pending one, the decision. */
export function AdminRegistrationCard({ registration }: { registration: AdminRegistrationCard_registration$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment<
    AdminRegistrationCardRefetchQuery,
    AdminRegistrationCard_registration$key
  >(
    graphql`
      fragment AdminRegistrationCard_registration on BusinessRegistration
      @refetchable(queryName: "AdminRegistrationCardRefetchQuery") {
        id
        businessName
        ownerName
        email
        phone
        city
        province
        businessType
        services
        gstHstNumber
        qstNumber
        pstNumber
        createdAt
        status
        reviewNotes
        reviewedAt
      }
    `,
    registration,
  );
  const [commit, isInFlight] = useMutation<AdminRegistrationCardReviewMutation>(reviewMutation);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stepUp = useStepUp();

  const open = (next: Decision) => {
    setError(null);
    setDecision(next);
  };
  const close = () => setDecision(null);

  function submit(notes: string | null, steppedUp = false) {
    if (!decision) return;
    setError(null);
    commit({
      variables: { input: { registrationId: data.id, status: decision, notes } },
      onCompleted({ reviewRegistration: result }) {
        // The code first, then the same decision once more; the dialog stays open meanwhile.
        if (needsStepUp(result) && !steppedUp) {
          stepUp.ask(() => submit(notes, true));
          return;
        }
        const outcome = decisionOutcome(result, "ReviewRegistrationPayload");
        if (outcome.kind === "done") {
          toast({
            title: { id: "admin.toast.updated.title" },
            description: { id: "admin.toast.updated.description", values: { business: data.businessName, decision } },
          });
          close();
        } else if (outcome.kind === "invalid") {
          setError(outcome.message);
        } else {
          close();
          const conflict = outcome.typename === "ConflictError" && outcome.message !== "";
          toast({ ...FAILED, ...(conflict && { description: outcome.message }) });
          // Someone else decided first: show what they decided.
          if (conflict) startTransition(() => void refetch({}, { fetchPolicy: "network-only" }));
        }
      },
      // Nothing was decided: the dialog stays open to try again.
      onError: (error) => {
        if (needsStepUp(error) && !steppedUp) stepUp.ask(() => submit(notes, true));
        else toast(FAILED);
      },
    });
  }

  const typeLabelId = businessTypeLabelId(data.businessType, intl.messages);
  const pending = data.status === "PENDING";

  return (
    <StaffCard
      heading={data.businessName}
      badge={
        <StaffBadge tone={registrationStatusTone(data.status)}>
          <FormattedMessage id="admin.status" values={{ status: data.status }} />
        </StaffBadge>
      }
      meta={<FormattedMessage id="admin.submitted" values={{ date: <StaffDate value={data.createdAt} /> }} />}
      actions={
        pending && (
          <>
            <button
              type="button"
              className={button({ variant: "primary", size: "sm" })}
              aria-label={intl.formatMessage({ id: "admin.approve.label" }, { business: data.businessName })}
              onClick={() => open("APPROVED")}
            >
              <FormattedMessage id="admin.approve" />
            </button>
            <button
              type="button"
              className={button({ variant: "secondary", size: "sm" })}
              aria-label={intl.formatMessage({ id: "admin.reject.label" }, { business: data.businessName })}
              onClick={() => open("REJECTED")}
            >
              <FormattedMessage id="admin.reject" />
            </button>
          </>
        )
      }
    >
      <StaffDetails>
        <StaffDetail label={<FormattedMessage id="admin.field.owner" />}>{data.ownerName}</StaffDetail>
        <StaffDetail label={<FormattedMessage id="admin.field.email" />}>
          <a href={`mailto:${data.email}`}>{data.email}</a>
        </StaffDetail>
        <StaffDetail label={<FormattedMessage id="admin.field.phone" />}>
          <a href={telHref(data.phone)}>{data.phone}</a>
        </StaffDetail>
        <StaffDetail label={<FormattedMessage id="admin.field.location" />}>
          <FormattedMessage id="admin.location" values={{ city: data.city, province: data.province }} />
        </StaffDetail>
        <StaffDetail label={<FormattedMessage id="admin.field.businessType" />}>
          {typeLabelId ? <FormattedMessage id={typeLabelId} /> : data.businessType}
        </StaffDetail>
        <StaffDetail label={<FormattedMessage id="admin.field.services" />}>
          <ul role="list" className={styles.tags}>
            {data.services.map((service) => (
              <li key={service} className={styles.tag}>
                {service}
              </li>
            ))}
          </ul>
        </StaffDetail>
        <StaffDetail label={<FormattedMessage id="admin.field.salesTax" />}>
          <RegistrationTaxNumbers registration={data} />
        </StaffDetail>
        {!pending && data.reviewedAt != null && (
          <StaffDetail label={<FormattedMessage id="admin.field.reviewedAt" />}>
            <StaffDate value={data.reviewedAt} withTime />
          </StaffDetail>
        )}
        {!pending && data.reviewNotes && (
          <StaffDetail wide label={<FormattedMessage id="admin.field.reviewNotes" />}>
            <p className={styles.notes}>{data.reviewNotes}</p>
          </StaffDetail>
        )}
      </StaffDetails>

      <NoteDialog
        open={decision !== null}
        onClose={close}
        tone={decision === "REJECTED" ? "reject" : "approve"}
        required={decision === "REJECTED"}
        submitting={isInFlight}
        error={error}
        maxLength={NOTES_MAX}
        onSubmit={(notes) => submit(notes)}
        nested={stepUp.dialog}
        {...(decision === "REJECTED"
          ? {
              title: intl.formatMessage({ id: "admin.rejectDialog.title" }),
              description: intl.formatMessage(
                { id: "admin.rejectDialog.description" },
                { business: data.businessName },
              ),
              label: intl.formatMessage({ id: "admin.rejectDialog.reason" }),
              placeholder: intl.formatMessage({ id: "admin.rejectDialog.placeholder" }),
              confirmLabel: intl.formatMessage({ id: "admin.reject" }),
              submittingLabel: intl.formatMessage({ id: "admin.rejecting" }),
            }
          : {
              title: intl.formatMessage({ id: "admin.approveDialog.title" }),
              description: intl.formatMessage(
                { id: "admin.approveDialog.description" },
                { business: data.businessName },
              ),
              label: intl.formatMessage({ id: "admin.approveDialog.notes" }),
              placeholder: intl.formatMessage({ id: "admin.approveDialog.placeholder" }),
              confirmLabel: intl.formatMessage({ id: "admin.approve" }),
              submittingLabel: intl.formatMessage({ id: "admin.approving" }),
            })}
      />
    </StaffCard>
  );
}

/** Its sales tax numbers as receipts print them; none is a small supplier, which charges no GST/HST. */
function RegistrationTaxNumbers({
  registration,
}: {
  registration: { gstHstNumber?: string | null; qstNumber?: string | null; pstNumber?: string | null };
}) {
  if (!registration.gstHstNumber) return <FormattedMessage id="admin.salesTax.smallSupplier" />;
  const numbers = [
    { id: "admin.salesTax.gstHst", number: registration.gstHstNumber },
    { id: "admin.salesTax.qst", number: registration.qstNumber },
    { id: "admin.salesTax.pst", number: registration.pstNumber },
  ] as const;
  return (
    <ul role="list" className={styles.taxNumbers}>
      {numbers.map(({ id, number }) =>
        number ? (
          <li key={id}>
            <FormattedMessage id={id} values={{ number: displayRegistrationNumber(number) }} />
          </li>
        ) : null,
      )}
    </ul>
  );
}
