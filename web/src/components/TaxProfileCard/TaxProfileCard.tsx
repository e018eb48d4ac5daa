import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { SMALL_SUPPLIER_THRESHOLD_CENTS } from "../../../../shared/tax/rates-in-force";
import { taxProfileFields } from "../../../../shared/tax/registration-numbers";
import { formatPriceCents } from "../../lib/format";
import { type FieldErrors, fieldErrorsOf, firstInvalidField } from "../../lib/forms/fieldErrors";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import * as formStyles from "../../styles/form.css";
import { button } from "../Button/Button.css";
import { Field } from "../Field/Field";
import { toast } from "../Toast/useToast";
import type { TaxProfileCard_provider$key } from "./__generated__/TaxProfileCard_provider.graphql";
import type { TaxProfileCardMutation } from "./__generated__/TaxProfileCardMutation.graphql";
import * as styles from "./TaxProfileCard.css";

const saveMutation = graphql`
  mutation TaxProfileCardMutation($input: UpdateProviderTaxProfileInput!) {
    updateProviderTaxProfile(input: $input) {
      __typename
      ... on UpdateProviderTaxProfilePayload {
        provider {
          ...TaxProfileCard_provider
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

const FIELDS = ["gstHstNumber", "qstNumber", "pstNumber"] as const;
type TaxField = (typeof FIELDS)[number];

const LABELS: Record<TaxField, "taxProfile.gstHst" | "taxProfile.qst" | "taxProfile.pst"> = {
  gstHstNumber: "taxProfile.gstHst",
  qstNumber: "taxProfile.qst",
  pstNumber: "taxProfile.pst",
};
const HINTS: Record<TaxField, "taxProfile.gstHst.hint" | "taxProfile.qst.hint" | "taxProfile.pst.hint"> = {
  gstHstNumber: "taxProfile.gstHst.hint",
  qstNumber: "taxProfile.qst.hint",
  pstNumber: "taxProfile.pst.hint",
};

/**
 * The provider's tax registrations: its GST/HST number (none: a small supplier, whose customers
 * pay no GST/HST), its QST number in Québec and its provincial sales tax number, each optional.
 */
export function TaxProfileCard({ provider }: { provider: TaxProfileCard_provider$key }) {
  const intl = useIntl();
  const headingId = useId();
  const ids = { gstHstNumber: useId(), qstNumber: useId(), pstNumber: useId() };
  const data = useFragment(
    graphql`
      fragment TaxProfileCard_provider on Provider {
        id
        taxProfile {
          gstHstNumber
          qstNumber
          pstNumber
          smallSupplier
          updatedAt
        }
      }
    `,
    provider,
  );
  const [commit, isInFlight] = useMutation<TaxProfileCardMutation>(saveMutation);
  const [errors, setErrors] = useState<FieldErrors<TaxField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const profile = data.taxProfile;
  if (!profile) return null;
  // The GST/HST hint quotes the small-supplier threshold the Fees and Help pages state.
  const hintValues = { threshold: formatPriceCents(SMALL_SUPPLIER_THRESHOLD_CENTS, intl) };

  function showErrors(next: FieldErrors<TaxField>) {
    setErrors(next);
    const first = firstInvalidField(next, FIELDS);
    if (first) document.getElementById(ids[first])?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const values = new FormData(event.currentTarget);
    const typed = Object.fromEntries(FIELDS.map((field) => [field, String(values.get(field) ?? "")]));
    setFailure(null);
    // The server's own schema first: its words under the fields.
    const checked = taxProfileFields.safeParse(typed);
    if (!checked.success) {
      showErrors(fieldErrorsOf(checked.error.issues, FIELDS));
      return;
    }
    setErrors({});
    commit({
      variables: { input: { providerId: data.id, ...(typed as Record<TaxField, string>) } },
      onCompleted({ updateProviderTaxProfile: result }) {
        if (result.__typename === "UpdateProviderTaxProfilePayload") {
          toast({ title: { id: "taxProfile.toast.saved" } });
          return;
        }
        const onFields = fieldErrorsOf(result.fieldErrors ?? [], FIELDS);
        if (firstInvalidField(onFields, FIELDS)) showErrors(onFields);
        else setFailure(result.message ?? intl.formatMessage({ id: "taxProfile.failed" }));
      },
      onError(error) {
        setFailure(
          error instanceof GraphQLResponseError ? error.message : intl.formatMessage({ id: "taxProfile.failed" }),
        );
      },
    });
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <FormattedMessage id="taxProfile.heading" />
        </h2>
      </header>
      <p className={styles.message} role="status">
        <FormattedMessage
          id={profile.smallSupplier ? "taxProfile.status.smallSupplier" : "taxProfile.status.registrant"}
        />
      </p>
      {/* Saved values come back through the store: the key starts the fields from them again. */}
      <form
        key={profile.updatedAt ?? "unsaved"}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-busy={isInFlight}
      >
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={ids[field]}
            label={<FormattedMessage id={LABELS[field]} />}
            hint={<FormattedMessage id={HINTS[field]} values={hintValues} />}
            error={errors[field]}
          >
            {(control) => (
              <input
                {...control}
                name={field}
                defaultValue={profile[field] ?? ""}
                autoComplete="off"
                spellCheck={false}
                readOnly={isInFlight}
                className={formStyles.input}
              />
            )}
          </Field>
        ))}
        {failure && (
          <p role="alert" className={formStyles.alert}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
            <FormattedMessage id={isInFlight ? "taxProfile.saving" : "taxProfile.save"} />
          </button>
        </div>
      </form>
    </section>
  );
}
