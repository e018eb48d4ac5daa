import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { headerRule } from "../BookingDialog/BookingDialog.css";
import { CloseGlyph } from "./CloseGlyph";
import * as frame from "./DialogFrame.css";

interface DialogHeaderProps {
  title: ReactNode;
  description: ReactNode;
  /** The close button's name for screen readers (it shows only a ×). */
  closeLabel: string;
  /** While a request is in flight the dialog stays, so its answer has somewhere to show. */
  closeDisabled?: boolean;
  /** A rule under the header, for a body that scrolls beneath it (a form). */
  ruled?: boolean;
  /** Below the description: a step indicator, say. */
  children?: ReactNode;
}

/** The title, description and close button at the top of every dialog of the frame. */
export function DialogHeader({
  title,
  description,
  closeLabel,
  closeDisabled,
  ruled = true,
  children,
}: DialogHeaderProps) {
  return (
    <div className={ruled ? `${frame.header} ${headerRule}` : frame.header}>
      <Dialog.Title className={frame.title}>{title}</Dialog.Title>
      <Dialog.Description className={frame.description}>{description}</Dialog.Description>
      <Dialog.Close className={frame.close} aria-label={closeLabel} disabled={closeDisabled}>
        <CloseGlyph />
      </Dialog.Close>
      {children}
    </div>
  );
}
