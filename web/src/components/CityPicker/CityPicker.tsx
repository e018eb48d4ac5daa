import { Popover } from "radix-ui";
import { Suspense, useDeferredValue, useId, useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { moveActive } from "./cityOptions";
import { CityPickerResults, type CityPickerResultsHandle } from "./CityPickerResults";
import * as styles from "./CityPicker.css";

interface CityPickerProps {
  /** 'Name, Province' (City.displayName), or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** In the reader's words; the catalog's "City" when left out. */
  label?: string;
  /** In the reader's words; the catalog's "Select a city" when left out. */
  placeholder?: string;
}

/**
 * Spec section 2 "City picker": a button showing the chosen city that opens a popover with
 * a search box and the matching cities. The choice is kept as 'Name, Province' text.
 */
export function CityPicker({ value, onChange, label, placeholder }: CityPickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label ?? <FormattedMessage id="cityPicker.label" />}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          {/* Named by the label and the value, so "City, Vancouver, British Columbia" is read. */}
          <button type="button" className={styles.trigger} aria-labelledby={`${labelId} ${valueId}`}>
            <span id={valueId} className={value ? styles.value : styles.placeholder}>
              {value || placeholder || <FormattedMessage id="cityPicker.placeholder" />}
            </span>
            <ChevronIcon />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={styles.content}
            align="start"
            sideOffset={6}
            collisionPadding={16}
            aria-label={intl.formatMessage({ id: "cityPicker.dialog.label" })}
          >
            {/* Mounted only while open, so every opening starts from an empty search. */}
            <CityPickerPanel
              value={value}
              onSelect={(city) => {
                onChange(city);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

const SEARCH_DEBOUNCE_MS = 150;

function CityPickerPanel({ value, onSelect }: { value: string; onSelect: (value: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState("");
  const [activeId, setActiveId] = useState<string | null>(null);
  const results = useRef<CityPickerResultsHandle>(null);
  const listboxId = useId();

  // Debounced, then deferred: React keeps the previous results on screen while the next
  // ones load, instead of falling back to the loading row on every keystroke.
  const search = useDeferredValue(useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS));
  const pending = text.trim() !== search;

  // New results, new options: the old active one may be gone.
  const [resultsFor, setResultsFor] = useState(search);
  if (resultsFor !== search) {
    setResultsFor(search);
    setActiveId(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const handle = results.current;
    // The options on screen are for older text: Enter must not pick one the user never meant.
    if (!handle || pending) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActiveId(moveActive(handle.optionIds(), activeId, event.key === "ArrowDown" ? "next" : "previous"));
    } else if (event.key === "Enter" && activeId) {
      event.preventDefault();
      const chosen = handle.displayNameOf(activeId);
      if (chosen) onSelect(chosen);
    }
  }

  return (
    <>
      <input
        type="text"
        className={styles.search}
        placeholder={intl.formatMessage({ id: "cityPicker.search.placeholder" })}
        aria-label={intl.formatMessage({ id: "cityPicker.search.label" })}
        role="combobox"
        aria-expanded="true"
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId ? optionDomId(listboxId, activeId) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.scroller}>
        <ErrorBoundary
          resetKey={search}
          fallback={() => (
            <p className={styles.message}>
              <FormattedMessage id="cityPicker.loadFailed" />
            </p>
          )}
        >
          <Suspense fallback={<LoadingRow />}>
            <CityPickerResults
              ref={results}
              search={search}
              pending={pending}
              listboxId={listboxId}
              optionDomId={(id) => optionDomId(listboxId, id)}
              activeId={activeId}
              selectedValue={value}
              onActivate={setActiveId}
              onSelect={onSelect}
              loadingRow={<LoadingRow />}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
    </>
  );
}

/** Relay IDs are base64 and may hold "=", "+" or "/": keep option ids to safe characters. */
function optionDomId(listboxId: string, cityId: string) {
  return `${listboxId}-${cityId.replace(/[^\w-]/g, "_")}`;
}

function LoadingRow() {
  return (
    <div role="status" className={styles.loadingRow}>
      <span className={styles.spinner} aria-hidden="true" />
      <FormattedMessage id="cityPicker.loading" />
    </div>
  );
}

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
