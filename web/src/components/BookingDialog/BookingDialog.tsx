import { Dialog } from "radix-ui";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { REQUIRED_BOOKING_FIELDS } from "../../../../shared/bookings/booking-request";
import { latestBookingDate } from "../../../../shared/bookings/booking-time";
import { formatPriceCents } from "../../lib/format";
import * as formStyles from "../../styles/form.css";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { toast } from "../Toast/useToast";
import { addToMyBookings } from "../../relay/myBookings";
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
import type { FieldErrors as FormErrors } from "../../lib/forms/fieldErrors";
import { AddressFields, useAddressForm, useLastServiceAddress } from "../AddressFields/AddressFields";
import {
  type AddressField,
  type AddressFormValues,
  addressInput,
  serverAddressErrors,
} from "../AddressFields/addressForm";
import { DialogFrameContent } from "../DialogFrame/DialogFrameContent";
import { DialogHeader } from "../DialogFrame/DialogHeader";
import * as frame from "../DialogFrame/DialogFrame.css";
import * as styles from "./BookingDialog.css";
import {
  type FieldErrors,
  FormActions,
  RequestDetailsFields,
  RequiredNote,
  ServiceTypeField,
  useBookingFields,
} from "./bookingFields";

const createBookingMutation = graphql`
  mutation BookingDialogMutation($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on CreateBookingPayload {
        databaseId
        status
        # What the booking changed, for the store: no screen needs to ask again.
        booking {
          id
          ...MyBookingCard_booking
        }
        viewer {
          id
          ...AddressFields_viewer
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

// Spec section 8: the catalog holds the words.
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
          ...AddressFields_viewer
        }
      }
    `,
    query,
  );
  // Where the job is: the customer's last address to start from.
  const lastAddress = useLastServiceAddress(data.viewer);
  const [commit, isInFlight] = useMutation<BookingDialogMutation>(createBookingMutation);
  // Kept across openings: a retry of the same answers must reuse its key (see submissionKey.ts).
  const [keys] = useState(() => submissionKeys());
  // A request on its way finishes before the dialog may go.
  const close = () => {
    if (!isInFlight) onClose();
  };

  return (
    <Dialog.Root open={provider !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        {provider && (
          <DialogFrameContent size="narrow" onDismiss={close}>
            <DialogHeader
              title={<FormattedMessage id="bookingDialog.title" />}
              description={
                <FormattedMessage
                  id="bookingDialog.description"
                  values={{ provider: provider.name, price: formatPriceCents(provider.startingPrice, intl) }}
                />
              }
              closeLabel={intl.formatMessage({ id: "bookingDialog.close" })}
              closeDisabled={isInFlight}
            />
            {/* Mounted with the content, so every opening (and a success) starts from a fresh form. */}
            <BookingForm
              key={provider.id}
              provider={provider}
              categories={data.categories}
              prefill={{ customerName: data.viewer?.name ?? "", customerEmail: data.viewer?.email ?? "" }}
              initialAddress={lastAddress}
              submitting={isInFlight}
              onSubmit={(values, address, showFieldErrors, showAddressErrors) => {
                const input = { ...bookingRequest(provider.id, values), address: addressInput(address) };
                commit({
                  variables: { input: { ...input, idempotencyKey: keys.keyFor(input) } },
                  // Spec section 7: after a booking, "bookings data ... is refreshed": the answer
                  // holds the booking, which joins My Bookings where its date puts it.
                  updater(store, response) {
                    if (response?.createBooking.__typename !== "CreateBookingPayload") return;
                    addToMyBookings(store, store.getRootField("createBooking")?.getLinkedRecord("booking"));
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
                    showAddressErrors(serverAddressErrors(createBooking.fieldErrors ?? []));
                  },
                  onError() {
                    toast({ ...FAILED, variant: "destructive" });
                  },
                });
              }}
            />
          </DialogFrameContent>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface BookingFormProps {
  provider: ComparedProvider;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  prefill: Partial<BookingFormValues>;
  initialAddress: AddressFormValues;
  submitting: boolean;
  onSubmit: (
    values: BookingFormValues,
    address: AddressFormValues,
    showFieldErrors: (errors: FieldErrors<BookingField>) => void,
    showAddressErrors: (errors: FormErrors<AddressField>) => void,
  ) => void;
}

function BookingForm({ provider, categories, prefill, initialAddress, submitting, onSubmit }: BookingFormProps) {
  const address = useAddressForm(initialAddress);
  const fields = useBookingFields<BookingField>({
    initial: () => emptyBookingForm(prefill),
    required: REQUIRED_BOOKING_FIELDS,
    missing: missingFields,
    submitting,
    // The address is checked with the server's own schema before anything is sent.
    onValid: (values, showFieldErrors) => {
      if (address.check()) onSubmit(values, address.values, showFieldErrors, address.showErrors);
    },
  });
  const today = localIsoDate(new Date());

  return (
    // noValidate: empty fields get the spec's toast rather than the browser's bubble.
    <form className={styles.form} onSubmit={fields.submit} noValidate aria-busy={submitting}>
      <div className={styles.fields}>
        <ServiceTypeField fields={fields} options={serviceOptions(categories, provider.services)} />
        <div className={styles.pair}>
          {fields.field("preferredDate", (control) => (
            <input
              {...control}
              {...fields.bind("preferredDate")}
              type="date"
              min={today}
              max={latestBookingDate(today)}
              className={formStyles.input}
            />
          ))}
          {fields.field("preferredTime", (control) => (
            <select {...control} {...fields.bind("preferredTime")} className={formStyles.select}>
              <option value="">
                <FormattedMessage id="bookingDialog.field.preferredTime.empty" />
              </option>
              {PREFERRED_TIME_OPTIONS.map((time) => (
                <option key={time.value} value={time.value}>
                  {time.label}
                </option>
              ))}
            </select>
          ))}
        </div>
        <AddressFields {...address.fieldsProps} />
        <RequestDetailsFields fields={fields} />
        <RequiredNote id="bookingDialog.note" />
      </div>
      <FormActions
        submitting={submitting}
        cancelId="bookingDialog.cancel"
        submitId="bookingDialog.submit"
        submittingId="bookingDialog.submitting"
      />
    </form>
  );
}
