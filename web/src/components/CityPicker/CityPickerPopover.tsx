import { Popover } from "radix-ui";
import { useRef, type RefObject } from "react";
import { useIntl } from "react-intl";
import type { CityOption } from "./CityOptionList";
import { CityPickerPanel } from "./CityPickerPanel";
import * as styles from "./CityPicker.css";

export interface CityPickerPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picker's own button, not a Popover.Trigger: the popover is placed at it and gives focus back to it. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The id the trigger's aria-controls names. */
  contentId: string;
  value: string;
  onSelect: (value: string, city: CityOption) => void;
}

/**
 * The city picker's popover, a chunk of its own (lazyParts): the picker's button is on the
 * home's first view, the search and Radix's Popover only once they are wanted. Radix does
 * not know the trigger, so what Popover.Trigger did is done here.
 */
export function CityPickerPopover({ open, onOpenChange, trigger, contentId, value, onSelect }: CityPickerPopoverProps) {
  const intl = useIntl();
  // As Radix's own non-modal popover: a click or focus elsewhere keeps focus where it went.
  const interactedOutside = useRef(false);
  const isOnTrigger = (target: EventTarget | null) => target instanceof Node && !!trigger.current?.contains(target);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          className={styles.content}
          align="start"
          sideOffset={6}
          collisionPadding={16}
          aria-label={intl.formatMessage({ id: "cityPicker.dialog.label" })}
          onInteractOutside={(event) => {
            // A press on the trigger is the trigger's to toggle: closing here first would
            // have its click open the popover again.
            if (isOnTrigger(event.target)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) trigger.current?.focus();
            interactedOutside.current = false;
          }}
        >
          {/* Mounted only while open, so every opening starts from an empty search. */}
          <CityPickerPanel value={value} onSelect={onSelect} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
