import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { LISTING_LIMITS, REPLY_PROMISE_HOURS } from "../../../../shared/providers/listing";
import { button } from "../../components/Button/Button.css";
import { Choice, Field, FieldGroup } from "../../components/Field/Field";
import { toast } from "../../components/Toast/useToast";
import { firstInvalidField } from "../../lib/forms/fieldErrors";
import * as formStyles from "../../styles/form.css";
import type { ListingForm_provider$key } from "./__generated__/ListingForm_provider.graphql";
import type { ListingFormMutation } from "./__generated__/ListingFormMutation.graphql";
import {
  checkListingForm,
  LISTING_FORM_FIELDS,
  listingErrorsOf,
  type ListingFormErrors,
  type ListingFormValues,
  listingFormValues,
} from "./listingForm";
import { PendingListingChange } from "./PendingListingChange";
import * as styles from "./ProviderListingPage.css";

// The answer carries the listing as it now is: the form, the cards and the profile in the
// store show the new prices at once.
const updateMutation = graphql`
  mutation ListingFormMutation($input: UpdateListingInput!) {
    updateListing(input: $input) {
      __typename
      ... on UpdateListingPayload {
        provider {
          ...ListingForm_provider
          ...ListingHistory_provider
          startingPrice
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

interface ListingFormProps {
  provider: ListingForm_provider$key;
  /** Every service of the catalogue, in its order: the ones a provider may offer. */
  categories: ReadonlyArray<{ readonly slug: string; readonly name: string }>;
}

/**
 * The provider's listing: what the public reads and what bookings cost. Checked with the
 * server's schema before sending; a new name or type goes to staff, the rest publishes.
 */
export function ListingForm({ provider, categories }: ListingFormProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ListingForm_provider on Provider {
        id
        name
        businessType {
          slug
        }
        description
        offeredServices {
          serviceType
          priceCents
        }
        specialties
        serviceRadiusKm
        isMobileService
        replyWithinHours
        phone
        email
        pendingListingChange {
          changes {
            field
            to {
              text
            }
          }
          ...PendingListingChange_change
        }
      }
    `,
    provider,
  );
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const [values, setValues] = useState<ListingFormValues>(() => listingFormValues(data));
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [commit, saving] = useMutation<ListingFormMutation>(updateMutation);
  const nameOf = (slug: string) => categories.find((category) => category.slug === slug)?.name ?? slug;
  const offered = categories.filter((category) => category.slug in values.prices);

  function set<K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field as keyof ListingFormErrors]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function setPrice(slug: string, dollars: string | null) {
    setValues((current) => {
      const prices = { ...current.prices };
      if (dollars === null) delete prices[slug];
      else prices[slug] = dollars;
      return { ...current, prices };
    });
    setErrors((current) => ({ ...current, [`price:${slug}`]: undefined, services: undefined }));
  }

  function showErrors(next: ListingFormErrors) {
    setErrors(next);
    const priceError = Object.keys(next).find((key) => key.startsWith("price:") && next[key as `price:${string}`]);
    const first = firstInvalidField(next, LISTING_FORM_FIELDS);
    const target = first ? idOf(first) : priceError && idOf(priceError);
    if (target) document.getElementById(target)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setAlert(null);
    const check = checkListingForm(values);
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    const order = check.input.services.map((service) => service.serviceType);
    commit({
      variables: { input: { providerId: data.id, ...check.input } },
      onCompleted({ updateListing: result }) {
        if (result.__typename === "UpdateListingPayload") {
          toast({
            title: { id: "providerListing.toast.saved" },
            description: { id: "providerListing.toast.savedDescription" },
          });
          return;
        }
        const fromServer = listingErrorsOf(
          (result.fieldErrors ?? []).map((issue) => ({ path: issue.path, message: issue.message })),
          order,
        );
        if (Object.keys(fromServer).length > 0) showErrors(fromServer);
        else setAlert(result.message ?? intl.formatMessage({ id: "providerListing.failed" }));
      },
      onError() {
        setAlert(intl.formatMessage({ id: "providerListing.unreachable" }));
      },
    });
  }

  return (
    // noValidate: the schema's words, under their fields, rather than the browser's bubbles.
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
      {alert && (
        <p role="alert" className={formStyles.alert}>
          {alert}
        </p>
      )}
      {data.pendingListingChange && <PendingListingChange change={data.pendingListingChange} nameOf={nameOf} />}

      <section className={styles.section} aria-labelledby={idOf("business")}>
        <h2 id={idOf("business")} className={styles.sectionTitle}>
          <FormattedMessage id="providerListing.business.title" />
        </h2>
        <div className={styles.pair}>
          <Field
            id={idOf("name")}
            label={<FormattedMessage id="providerListing.name" />}
            hint={<FormattedMessage id="providerListing.staffApprove" />}
            error={errors.name}
            required
            requiredMarker
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                name="name"
                autoComplete="organization"
                maxLength={LISTING_LIMITS.name}
                value={values.name}
                onChange={(event) => set("name", event.target.value)}
              />
            )}
          </Field>
          <Field
            id={idOf("businessType")}
            label={<FormattedMessage id="providerListing.businessType" />}
            hint={<FormattedMessage id="providerListing.staffApprove" />}
            error={errors.businessType}
            required
            requiredMarker
          >
            {(control) => (
              <select
                {...control}
                className={formStyles.select}
                name="businessType"
                value={values.businessType}
                onChange={(event) => set("businessType", event.target.value)}
              >
                {offered.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id={idOf("description")}
          label={<FormattedMessage id="providerListing.description" />}
          hint={
            <FormattedMessage
              id="providerListing.descriptionHint"
              values={{ min: LISTING_LIMITS.descriptionMin, max: LISTING_LIMITS.description }}
            />
          }
          error={errors.description}
          required
          requiredMarker
        >
          {(control) => (
            <textarea
              {...control}
              className={formStyles.textarea}
              name="description"
              rows={5}
              maxLength={LISTING_LIMITS.description}
              value={values.description}
              onChange={(event) => set("description", event.target.value)}
            />
          )}
        </Field>
      </section>

      <section className={styles.section} aria-labelledby={idOf("servicesTitle")}>
        <h2 id={idOf("servicesTitle")} className={styles.sectionTitle}>
          <FormattedMessage id="providerListing.services.title" />
        </h2>
        <FieldGroup
          id={idOf("services")}
          label={<FormattedMessage id="providerListing.services.legend" />}
          hint={<FormattedMessage id="providerListing.services.hint" />}
          error={errors.services}
        >
          <ul role="list" className={styles.serviceList}>
            {categories.map((category) => {
              const price = values.prices[category.slug];
              const priceKey = `price:${category.slug}` as const;
              return (
                <li key={category.slug} className={styles.serviceRow}>
                  <Choice
                    type="checkbox"
                    name="services"
                    value={category.slug}
                    checked={price !== undefined}
                    onChange={(event) => setPrice(category.slug, event.target.checked ? "" : null)}
                    label={category.name}
                  />
                  {price !== undefined && (
                    <Field
                      id={idOf(priceKey)}
                      label={<FormattedMessage id="providerListing.price" values={{ service: category.name }} />}
                      labelHidden
                      error={errors[priceKey]}
                      required
                    >
                      {(control) => (
                        <input
                          {...control}
                          className={`${formStyles.input} ${styles.priceInput}`}
                          name={`price-${category.slug}`}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder={intl.formatMessage({ id: "providerListing.pricePlaceholder" })}
                          value={price}
                          onChange={(event) => setPrice(category.slug, event.target.value)}
                        />
                      )}
                    </Field>
                  )}
                </li>
              );
            })}
          </ul>
        </FieldGroup>
        <Field
          id={idOf("specialties")}
          label={<FormattedMessage id="providerListing.specialties" />}
          hint={
            <FormattedMessage
              id="providerListing.specialtiesHint"
              values={{ count: LISTING_LIMITS.specialties, max: LISTING_LIMITS.specialty }}
            />
          }
          error={errors.specialties}
        >
          {(control) => (
            <textarea
              {...control}
              className={formStyles.textarea}
              name="specialties"
              rows={4}
              value={values.specialties}
              onChange={(event) => set("specialties", event.target.value)}
            />
          )}
        </Field>
        <div className={styles.pair}>
          <Field
            id={idOf("serviceRadiusKm")}
            label={<FormattedMessage id="providerListing.radius" />}
            hint={
              <FormattedMessage
                id="providerListing.radiusHint"
                values={{ min: LISTING_LIMITS.radiusMin, max: LISTING_LIMITS.radiusMax }}
              />
            }
            error={errors.serviceRadiusKm}
            required
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                name="serviceRadiusKm"
                inputMode="numeric"
                value={values.serviceRadiusKm}
                onChange={(event) => set("serviceRadiusKm", event.target.value)}
              />
            )}
          </Field>
          <Choice
            type="checkbox"
            name="isMobileService"
            checked={values.isMobileService}
            onChange={(event) => set("isMobileService", event.target.checked)}
            label={<FormattedMessage id="providerListing.mobile" />}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby={idOf("contact")}>
        <h2 id={idOf("contact")} className={styles.sectionTitle}>
          <FormattedMessage id="providerListing.contact.title" />
        </h2>
        <Field
          id={idOf("replyWithinHours")}
          label={<FormattedMessage id="providerListing.replyWithin" />}
          hint={<FormattedMessage id="providerListing.replyWithinHint" />}
          error={errors.replyWithinHours}
        >
          {(control) => (
            <select
              {...control}
              className={formStyles.select}
              name="replyWithinHours"
              value={values.replyWithinHours}
              onChange={(event) => set("replyWithinHours", event.target.value)}
            >
              {REPLY_PROMISE_HOURS.map((hours) => (
                <option key={hours} value={String(hours)}>
                  <FormattedMessage id="providerListing.replyOption" values={{ promise: String(hours) }} />
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.pair}>
          <Field
            id={idOf("phone")}
            label={<FormattedMessage id="providerListing.phone" />}
            error={errors.phone}
            required
            requiredMarker
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                name="phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(event) => set("phone", event.target.value)}
              />
            )}
          </Field>
          <Field
            id={idOf("email")}
            label={<FormattedMessage id="providerListing.email" />}
            error={errors.email}
            required
            requiredMarker
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => set("email", event.target.value)}
              />
            )}
          </Field>
        </div>
      </section>

      <div className={styles.actions}>
        <button type="submit" className={button({ variant: "primary" })} disabled={saving}>
          <FormattedMessage id={saving ? "providerListing.saving" : "providerListing.save"} />
        </button>
      </div>
    </form>
  );
}
