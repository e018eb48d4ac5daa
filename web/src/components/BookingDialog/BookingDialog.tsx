import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay";
import { BOOKING_TEXT_LIMITS, REQUIRED_BOOKING_FIELDS } from "../../../../shared/bookings/booking-request";
import { latestBookingDate } from "../../../../shared/bookings/booking-time";
import { formatPriceCents } from "../../lib/format";
import { button } from "../Button/Button.css";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { toast } from "../Toast/useToast";
import type { BookingDialog_query$key } from "./__generated__/BookingDialog_query.graphql";
import type { BookingDialogMutation } from "./__generated__/BookingDialogMutation.graphql";
import {
  bookingRequest,
  emptyBookingForm,
  localIsoDate,
  missingFields,
  PREFERRED_TIME_OPTIONS,
  serviceOptions,
  type BookingField,
  type BookingFormValues,
} from "./bookingForm";
import { submissionKeys } from "../../lib/submissionKey";
import { CloseGlyph } from "../DialogFrame/CloseGlyph";
import * as frame from "../DialogFrame/DialogFrame.css";
import * as styles from "./BookingDialog.css";

const createBookingMutation = graphql`
  mutation BookingDialogMutation($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on CreateBookingPayload {
        databaseId
        status
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

// Spec section 8: the catalog holds the words.
const MISSING = {
  title: { id: "bookingDialog.toast.missing.title" },
  description: { id: "bookingDialog.toast.missing.description" },
} as const;
const SUBMITTED = {
  title: { id: "bookingDialog.toast.submitted.title" },
  description: { id: "bookingDialog.toast.submitted.description" },
} as const;
const FAILED = {
  title: { id: "bookingDialog.toast.failed.title" },
  description: { id: "bookingDialog.toast.failed.description" },
} as const;

interface BookingDialogProps {
  /** The page's query: the service categories, and who is signed in (to prefill). */
  query: BookingDialog_query$key;
  /** The provider to book; null keeps the dialog closed. */
  provider: ComparedProvider | null;
  onClose: () => void;
}

/**
 * Spec section 2 "Booking dialog 'Book Service'" with the states of section 4: open,
 * submitting ('Booking...', buttons disabled), then closed and reset on success, or still
 * open on failure. One per page; the page says which provider it is for.
 */
export function BookingDialog({ query, provider, onClose }: BookingDialogProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment BookingDialog_query on Query {
        categories {
          slug
          name
        }
        viewer {
          name
          email
        }
      }
    `,
    query,
  );
  const [commit, isInFlight] = useMutation<BookingDialogMutation>(createBookingMutation);
  // Kept across openings: a retry of the same answers must reuse its key (see submissionKey.ts).
  const [keys] = useState(() => submissionKeys());

  return (
    <Dialog.Root
      open={provider !== null}
      onOpenChange={(open) => {
        // A request on its way finishes before the dialog may go.
        if (!open && !isInFlight) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        {provider && (
          <Dialog.Content className={frame.content.narrow}>
            <div className={`${frame.header} ${styles.headerRule}`}>
              <Dialog.Title className={frame.title}>
                <FormattedMessage id="bookingDialog.title" />
              </Dialog.Title>
              <Dialog.Description className={frame.description}>
                <FormattedMessage
                  id="bookingDialog.description"
                  values={{ provider: provider.name, price: formatPriceCents(provider.startingPrice, intl) }}
                />
              </Dialog.Description>
              <Dialog.Close
                className={frame.close}
                aria-label={intl.formatMessage({ id: "bookingDialog.close" })}
                disabled={isInFlight}
              >
                <CloseGlyph />
              </Dialog.Close>
            </div>
            {/* Mounted with the content, so every opening (and a success) starts from a fresh form. */}
            <BookingForm
              key={provider.id}
              provider={provider}
              categories={data.categories}
              prefill={{ customerName: data.viewer?.name ?? "", customerEmail: data.viewer?.email ?? "" }}
              submitting={isInFlight}
              onSubmit={(values, showFieldErrors) => {
                const input = bookingRequest(provider.id, values);
                commit({
                  variables: { input: { ...input, idempotencyKey: keys.keyFor(input) } },
                  // Spec section 7: after a booking, "bookings data ... is refreshed". The answer
                  // holds no booking to add to a list, so the viewer is marked stale instead:
                  // the next screen that reads the viewer's bookings (/bookings) waits for fresh ones.
                  updater(store, response) {
                    if (response?.createBooking.__typename !== "CreateBookingPayload") return;
                    store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
                  },
                  onCompleted({ createBooking }) {
                    if (createBooking.__typename === "CreateBookingPayload") {
                      keys.succeeded();
                      toast(SUBMITTED);
                      onClose();
                      return;
                    }
                    toast({ ...FAILED, variant: "destructive" });
                    // A validation error says which field is wrong (a past date, say).
                    showFieldErrors(
                      Object.fromEntries(
                        (createBooking.fieldErrors ?? []).map((f) => [f.path[f.path.length - 1], f.message]),
                      ),
                    );
                  },
                  onError() {
                    toast({ ...FAILED, variant: "destructive" });
                  },
                });
              }}
            />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type FieldErrors = Partial<Record<BookingField, string>>;

interface BookingFormProps {
  provider: ComparedProvider;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  prefill: Partial<BookingFormValues>;
  submitting: boolean;
  onSubmit: (values: BookingFormValues, showFieldErrors: (errors: FieldErrors) => void) => void;
}

function BookingForm({ provider, categories, prefill, submitting, onSubmit }: BookingFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState(() => emptyBookingForm(prefill));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const idPrefix = useId();
  const options = serviceOptions(categories, provider.services);
  const today = localIsoDate(new Date());

  function set(field: BookingField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Spec section 5: any empty required field is a toast, and nothing is sent.
    if (missingFields(values).length > 0) {
      toast({ ...MISSING, variant: "destructive" });
      return;
    }
    // The only format checks are the inputs' own (an email address, a date from today).
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setFieldErrors({});
    onSubmit(values, setFieldErrors);
  }

  const control = (field: BookingField) => {
    const id = `${idPrefix}-${field}`;
    const error = fieldErrors[field];
    return {
      id,
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => set(field, event.target.value),
      required: REQUIRED_BOOKING_FIELDS.includes(field),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
    };
  };

  const field = (name: BookingField, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${idPrefix}-${name}`} className={styles.label}>
        <FormattedMessage id={`bookingDialog.field.${name}`} />
        {REQUIRED_BOOKING_FIELDS.includes(name) && (
          <span className={styles.requiredMark} aria-hidden="true">
            {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a hidden mark; the form's note says what it means */}
            {" *"}
          </span>
        )}
      </label>
      {input}
      {fieldErrors[name] && (
        <p id={`${idPrefix}-${name}-error`} className={styles.fieldError}>
          {fieldErrors[name]}
        </p>
      )}
    </div>
  );

  return (
    // noValidate: empty fields get the spec's toast rather than the browser's bubble.
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <div className={styles.fields}>
        {field(
          "serviceType",
          <select {...control("serviceType")} className={styles.input}>
            <option value="">
              <FormattedMessage id="bookingDialog.field.serviceType.empty" />
            </option>
            {options.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>,
        )}
        <div className={styles.pair}>
          {field(
            "preferredDate",
            <input
              {...control("preferredDate")}
              type="date"
              min={today}
              max={latestBookingDate(today)}
              className={styles.input}
            />,
          )}
          {field(
            "preferredTime",
            <select {...control("preferredTime")} className={styles.input}>
              <option value="">
                <FormattedMessage id="bookingDialog.field.preferredTime.empty" />
              </option>
              {PREFERRED_TIME_OPTIONS.map((time) => (
                <option key={time.value} value={time.value}>
                  {time.label}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field(
          "serviceDetails",
          <textarea
            {...control("serviceDetails")}
            className={styles.textarea}
            rows={3}
            maxLength={BOOKING_TEXT_LIMITS.serviceDetails}
            placeholder={intl.formatMessage({ id: "bookingDialog.field.serviceDetails.placeholder" })}
          />,
        )}
        {field(
          "customerName",
          <input
            {...control("customerName")}
            autoComplete="name"
            maxLength={BOOKING_TEXT_LIMITS.customerName}
            className={styles.input}
          />,
        )}
        <div className={styles.pair}>
          {field(
            "customerPhone",
            <input
              {...control("customerPhone")}
              type="tel"
              autoComplete="tel"
              maxLength={BOOKING_TEXT_LIMITS.customerPhone}
              className={styles.input}
            />,
          )}
          {field(
            "customerEmail",
            <input
              {...control("customerEmail")}
              type="email"
              autoComplete="email"
              maxLength={BOOKING_TEXT_LIMITS.customerEmail}
              className={styles.input}
            />,
          )}
        </div>
        {field(
          "specialInstructions",
          <textarea
            {...control("specialInstructions")}
            className={styles.textarea}
            rows={2}
            maxLength={BOOKING_TEXT_LIMITS.specialInstructions}
            placeholder={intl.formatMessage({ id: "bookingDialog.field.specialInstructions.placeholder" })}
          />,
        )}
        <p className={styles.note}>
          <FormattedMessage
            id="bookingDialog.note"
            values={{ mark: (chunks) => <span aria-hidden="true">{chunks}</span> }}
          />
        </p>
      </div>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <button type="button" className={button({ variant: "secondary" })} disabled={submitting}>
            <FormattedMessage id="bookingDialog.cancel" />
          </button>
        </Dialog.Close>
        <button type="submit" className={button({ variant: "primary" })} disabled={submitting}>
          <FormattedMessage id={submitting ? "bookingDialog.submitting" : "bookingDialog.submit"} />
        </button>
      </div>
    </form>
  );
}
