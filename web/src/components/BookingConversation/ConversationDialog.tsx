import { Dialog } from "radix-ui";
import { Suspense, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../Button/Button.css";
import * as frame from "../DialogFrame/DialogFrame.css";
import { DialogHeader } from "../DialogFrame/DialogHeader";
import * as styles from "./BookingConversation.css";

interface ConversationDialogProps {
  /** Who the reader writes to: the business's name, or the customer's. */
  withName: string;
  /** The booking's day, in the reader's words. */
  date: string;
  /** The thread, mounted while the dialog is open (it loads afresh at each opening). */
  children: ReactNode;
}

/** "Messages" on a booking, and the dialog with its conversation. */
export function ConversationDialog({ withName, date, children }: ConversationDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={button({ variant: "secondary", size: "sm" })}
          aria-label={intl.formatMessage({ id: "conversation.trigger.label" }, { name: withName, date })}
        >
          <FormattedMessage id="conversation.trigger" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <DialogHeader
            title={<FormattedMessage id="conversation.title" values={{ name: withName }} />}
            description={<FormattedMessage id="conversation.description" values={{ name: withName, date }} />}
            closeLabel={intl.formatMessage({ id: "conversation.close" })}
          />
          {open && (
            <Suspense
              fallback={
                <p className={styles.body} role="status">
                  <FormattedMessage id="conversation.loading" />
                </p>
              }
            >
              {children}
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
