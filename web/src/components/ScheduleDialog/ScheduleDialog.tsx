import { Dialog } from "radix-ui";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import * as frame from "../DialogFrame/DialogFrame.css";
import { DialogHeader } from "../DialogFrame/DialogHeader";
import { useLastServiceAddress } from "../AddressFields/AddressFields";
import type { ScheduleDialog_viewer$key } from "./__generated__/ScheduleDialog_viewer.graphql";
import { ScheduleForm, type ScheduleFieldErrors, type ScheduleRequest } from "./ScheduleForm";

export type { ScheduleFieldErrors, ScheduleRequest };

interface ScheduleDialogProps {
  /** Who is signed in: the contact fields start with their name and email. */
  viewer: ScheduleDialog_viewer$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The schedule is on its way to the server: the form waits, and the dialog stays. */
  submitting: boolean;
  /** A checked request to send; the caller says which fields the server refused. */
  onSubmit: (input: ScheduleRequest, showFieldErrors: (errors: ScheduleFieldErrors) => void) => void;
}

/**
 * Spec section 2 "Dialog 'Schedule Regular Cleaning'": the form, checked as the server
 * checks it. The screen that opens it sends the schedule and lists it (its mutation
 * adds the new schedule's card to its own list).
 */
export function ScheduleDialog({ viewer, open, onOpenChange, submitting, onSubmit }: ScheduleDialogProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ScheduleDialog_viewer on User {
        name
        email
        ...AddressFields_viewer
      }
    `,
    viewer,
  );
  // Where the cleanings are: the customer's last address to start from.
  const lastAddress = useLastServiceAddress(data);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // A request on its way finishes before the dialog may go.
        if (next || !submitting) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content
          className={frame.content.narrow}
          onEscapeKeyDown={(event) => {
            // Escape in the provider search closes its list of providers, not the dialog.
            const target = event.target as HTMLElement | null;
            if (target?.getAttribute("role") === "combobox" && target.getAttribute("aria-expanded") === "true") {
              event.preventDefault();
            }
          }}
        >
          <DialogHeader
            title={<FormattedMessage id="scheduleDialog.title" />}
            description={<FormattedMessage id="scheduleDialog.description" />}
            closeLabel={intl.formatMessage({ id: "scheduleDialog.close" })}
            closeDisabled={submitting}
          />
          {/* Mounted with the content: every opening (and a success) starts from a fresh form. */}
          <ScheduleForm
            prefill={{ customerName: data.name, customerEmail: data.email }}
            initialAddress={lastAddress}
            submitting={submitting}
            onSubmit={onSubmit}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
