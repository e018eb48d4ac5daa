import { Dialog } from "radix-ui";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import * as form from "../../components/BookingDialog/BookingDialog.css";
import { serviceOptions } from "../../components/BookingDialog/bookingForm";
import {
  FormActions,
  RequestDetailsFields,
  RequiredNote,
  ServiceTypeField,
  useBookingFields,
} from "../../components/BookingDialog/bookingFields";
import { submissionKeys } from "../../lib/submissionKey";
import type { FieldErrors } from "../../lib/forms/fieldErrors";
import { AddressFields, useAddressForm, useLastServiceAddress } from "../../components/AddressFields/AddressFields";
import {
  type AddressField,
  type AddressFormValues,
  addressInput,
  serverAddressErrors,
} from "../../components/AddressFields/addressForm";
import { DialogHeader } from "../../components/DialogFrame/DialogHeader";
import * as frame from "../../components/DialogFrame/DialogFrame.css";
import { toast } from "../../components/Toast/useToast";
import { addToMyBookings } from "../../relay/myBookings";
import type { BookSlotDialog_query$key } from "./__generated__/BookSlotDialog_query.graphql";
import type { BookSlotDialogMutation } from "./__generated__/BookSlotDialogMutation.graphql";
import {
  bookSlotOutcome,
  emptySlotBooking,
  missingSlotBookingFields,
  REQUIRED_SLOT_BOOKING_FIELDS,
  slotBookingRequest,
  type SlotBookingErrors,
  type SlotBookingField,
  type SlotBookingValues,
} from "./slotBookingForm";

const bookTimeSlotMutation = graphql`
  mutation BookSlotDialogMutation($input: BookTimeSlotInput!) {
    bookTimeSlot(input: $input) {
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
        timeSlot {
          id
          state
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

// Spec section 8: slot booking's own words.
const FAILED = {
  title: { id: "availabilityTest.toast.bookFailed.title" },
  description: { id: "availabilityTest.toast.bookFailed.description" },
  variant: "destructive",
} as const;

/** The chosen slot, in the reader's words. */
export interface SlotSummary {
  id: string;
  date: string;
  time: string;
  price: string;
}

interface BookSlotDialogProps {
  /** The service categories, and who is signed in (to prefill). */
  query: BookSlotDialog_query$key;
  slot: SlotSummary | null;
  providerName: string | null;
  /** The provider's services (category names): the service types offered. */
  services: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBooked: () => void;
  onTaken: () => void;
  /** Once booked (or taken), the slot's button is gone: the focus goes here instead. */
  focusAfterBooking: RefObject<HTMLElement | null>;
  /** The button that opens the dialog; none while no slot is chosen. */
  trigger: ReactNode;
}

/**
 * 'Book This Appointment': asks for what the slot lacks (the booking dialog's fields but the
 * date and time) and books it (spec sections 2, 5 and 8).
 */
export function BookSlotDialog({
  query,
  slot,
  providerName,
  services,
  open,
  onOpenChange,
  onBooked,
  onTaken,
  focusAfterBooking,
  trigger,
}: BookSlotDialogProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment BookSlotDialog_query on Query {
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
  const [commit, isInFlight] = useMutation<BookSlotDialogMutation>(bookTimeSlotMutation);
  // Kept across openings: a retry of the same answers for the same slot reuses its key.
  const [keys] = useState(() => submissionKeys());
  const finished = useRef(false);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // A request on its way finishes before the dialog may go.
        if (!next && isInFlight) return;
        onOpenChange(next);
      }}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        {slot && (
          <Dialog.Content
            className={frame.content.narrow}
            onCloseAutoFocus={(event) => {
              if (!finished.current) return;
              finished.current = false;
              event.preventDefault();
              focusAfterBooking.current?.focus();
            }}
          >
            <DialogHeader
              title={<FormattedMessage id="availabilityTest.bookDialog.title" />}
              description={
                <FormattedMessage
                  id="availabilityTest.bookDialog.description"
                  values={{ provider: providerName ?? "", date: slot.date, time: slot.time, price: slot.price }}
                />
              }
              closeLabel={intl.formatMessage({ id: "availabilityTest.bookDialog.close" })}
              closeDisabled={isInFlight}
            />
            <SlotBookingForm
              key={slot.id}
              categories={data.categories}
              services={services}
              prefill={{ customerName: data.viewer?.name ?? "", customerEmail: data.viewer?.email ?? "" }}
              initialAddress={lastAddress}
              submitting={isInFlight}
              onSubmit={(values, address, showFieldErrors, showAddressErrors) => {
                const request = { ...slotBookingRequest(slot.id, values), address: addressInput(address) };
                commit({
                  variables: { input: { ...request, idempotencyKey: keys.keyFor(request) } },
                  // The slot's new state comes back with the answer; the booking joins My Bookings.
                  updater(store, response) {
                    if (response?.bookTimeSlot.__typename !== "CreateBookingPayload") return;
                    addToMyBookings(store, store.getRootField("bookTimeSlot")?.getLinkedRecord("booking"));
                  },
                  onCompleted({ bookTimeSlot }) {
                    const outcome = bookSlotOutcome(bookTimeSlot);
                    if (outcome.kind === "booked") {
                      keys.succeeded();
                      finished.current = true;
                      toast({
                        title: { id: "availabilityTest.toast.booked.title" },
                        description: {
                          id: "availabilityTest.toast.booked.description",
                          values: { date: slot.date, time: slot.time },
                        },
                      });
                      onBooked();
                      return;
                    }
                    toast(FAILED);
                    if (outcome.kind === "taken") {
                      finished.current = true;
                      onTaken();
                    } else if (outcome.kind === "invalid") {
                      showFieldErrors(outcome.errors);
                      if (bookTimeSlot.__typename === "ValidationError") {
                        showAddressErrors(serverAddressErrors(bookTimeSlot.fieldErrors ?? []));
                      }
                    }
                  },
                  onError: () => void toast(FAILED),
                });
              }}
            />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SlotBookingFormProps {
  categories: ReadonlyArray<{ slug: string; name: string }>;
  services: readonly string[];
  prefill: Partial<SlotBookingValues>;
  initialAddress: AddressFormValues;
  submitting: boolean;
  onSubmit: (
    values: SlotBookingValues,
    address: AddressFormValues,
    showFieldErrors: (errors: SlotBookingErrors) => void,
    showAddressErrors: (errors: FieldErrors<AddressField>) => void,
  ) => void;
}

function SlotBookingForm({
  categories,
  services,
  prefill,
  initialAddress,
  submitting,
  onSubmit,
}: SlotBookingFormProps) {
  const address = useAddressForm(initialAddress);
  const fields = useBookingFields<SlotBookingField>({
    initial: () => emptySlotBooking(prefill),
    required: REQUIRED_SLOT_BOOKING_FIELDS,
    missing: missingSlotBookingFields,
    submitting,
    // The address is checked with the server's own schema before anything is sent.
    onValid: (values, showFieldErrors) => {
      if (address.check()) onSubmit(values, address.values, showFieldErrors, address.showErrors);
    },
  });

  return (
    // noValidate: empty fields get the spec's toast rather than the browser's bubble.
    <form className={form.form} onSubmit={fields.submit} noValidate aria-busy={submitting}>
      <div className={form.fields}>
        <ServiceTypeField fields={fields} options={serviceOptions(categories, services)} />
        <AddressFields {...address.fieldsProps} />
        <RequestDetailsFields fields={fields} />
        <RequiredNote id="availabilityTest.bookDialog.note" />
      </div>
      <FormActions
        submitting={submitting}
        cancelId="availabilityTest.bookDialog.cancel"
        submitId="availabilityTest.bookDialog.submit"
        submittingId="availabilityTest.bookDialog.submitting"
      />
    </form>
  );
}
