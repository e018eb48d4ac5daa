import { useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { LazyMount } from "../../routing/LazyMount";
import { LazyCityPickerPopover, preload } from "../../routing/lazyParts";
import { CloseGlyph } from "../DialogFrame/CloseGlyph";
import type { CityOption } from "./CityOptionList";
import * as styles from "./CityPicker.css";

interface CityPickerProps {
  /** 'Name, Province' (City.displayName), or "" for none. */
  value: string;
  /** The chosen city's 'Name, Province' ("" once cleared), and the city itself when one was chosen. */
  onChange: (value: string, city?: CityOption) => void;
  /** In the reader's words; the catalog's "City" when left out. */
  label?: string;
  /** In the reader's words; the catalog's "Select a city" when left out. */
  placeholder?: string;
}

/**
 * Spec section 2 "City picker": a button showing the chosen city that opens a popover with
 * a search box and the matching cities. The choice is kept as 'Name, Province' text. The
 * popover's code comes when it is first opened (or when a pointer or focus comes to the
 * button); the button is the picker's own, so the field shows without it.
 */
export function CityPicker({ value, onChange, label, placeholder }: CityPickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const valueId = useId();
  const contentId = useId();

  function clear() {
    onChange("");
    // The clear button goes with the value: focus stays on the field.
    trigger.current?.focus();
  }

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label ?? <FormattedMessage id="cityPicker.label" />}
      </span>
      <div className={styles.control}>
        {/* Named by the label and the value, so "City, Vancouver, British Columbia" is read. */}
        <button
          ref={trigger}
          type="button"
          className={styles.trigger({ clearable: value !== "" })}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          onClick={() => setOpen(!open)}
          onPointerEnter={preloadPopover}
          onFocus={preloadPopover}
          onKeyDown={(event) => {
            // As in a filled text field: deleting empties it.
            if (value && (event.key === "Backspace" || event.key === "Delete")) {
              event.preventDefault();
              clear();
            }
          }}
        >
          <span id={valueId} className={value ? styles.value : styles.placeholder}>
            {value || placeholder || <FormattedMessage id="cityPicker.placeholder" />}
          </span>
          <ChevronIcon />
        </button>
        <LazyMount code={LazyCityPickerPopover} open={open} onFailed={() => setOpen(false)}>
          <LazyCityPickerPopover.Component
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            contentId={contentId}
            value={value}
            onSelect={(displayName, city) => {
              onChange(displayName, city);
              setOpen(false);
            }}
          />
        </LazyMount>
        {/* Beside the trigger, not in it: a button cannot hold another. */}
        {value && (
          <button
            type="button"
            className={styles.clear}
            aria-label={intl.formatMessage({ id: "cityPicker.clear" })}
            onClick={clear}
          >
            <CloseGlyph />
          </button>
        )}
      </div>
    </div>
  );
}

const preloadPopover = () => preload(LazyCityPickerPopover);

function ChevronIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.chevron}>
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
