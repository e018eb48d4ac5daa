import { Suspense, useCallback, useDeferredValue, useId, useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { input as inputStyle } from "../BookingDialog/BookingDialog.css";
import { moveActive } from "../CityPicker/cityOptions";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { ProviderOptions, type ChosenProvider, type ProviderOptionsHandle } from "./ProviderOptions";
import * as styles from "./ScheduleDialog.css";

const SEARCH_DEBOUNCE_MS = 200;

interface ProviderComboboxProps {
  /** The input's id, which the field's label names. */
  id: string;
  labelId: string;
  /** The catalogue category of the chosen service type: only its providers are offered. */
  category: string;
  value: ChosenProvider | null;
  onChange: (provider: ChosenProvider | null) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/**
 * The provider field: a search box (ARIA 1.2 combobox) whose listbox offers the providers
 * of the service whose names hold the text. Arrows move through them, Enter or a click
 * chooses one, Escape closes the list (and only the list).
 */
export function ProviderCombobox({
  id,
  labelId,
  category,
  value,
  onChange,
  invalid,
  describedBy,
}: ProviderComboboxProps) {
  const intl = useIntl();
  const [text, setText] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const results = useRef<ProviderOptionsHandle>(null);
  const listboxId = useId();
  const hintId = useId();

  // The chosen provider's name in the box searches nothing: reopened, the list shows them all.
  const typed = value && text === value.name ? "" : text.trim();
  // Debounced, then deferred: the previous options stay on screen while the next ones load.
  const search = useDeferredValue(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const pending = typed !== search;

  // New results, new options: the old active one may be gone.
  const [resultsFor, setResultsFor] = useState(search);
  if (resultsFor !== search) {
    setResultsFor(search);
    setActiveId(null);
  }

  const optionDomId = useCallback(
    (providerId: string) => `${listboxId}-${providerId.replace(/[^\w-]/g, "_")}`,
    [listboxId],
  );

  function choose(provider: ChosenProvider) {
    onChange(provider);
    setText(provider.name);
    setOpen(false);
    setActiveId(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const handle = results.current;
      // Options for older text are not what the user is choosing from.
      if (!handle || pending) return;
      setActiveId(moveActive(handle.optionIds(), activeId, event.key === "ArrowDown" ? "next" : "previous"));
    } else if (event.key === "Enter" && open) {
      // Enter picks from the open list; it never submits the form from here.
      event.preventDefault();
      const chosen = activeId && !pending ? results.current?.providerOf(activeId) : undefined;
      if (chosen) choose(chosen);
    } else if (event.key === "Escape" && open) {
      // The dialog leaves an Escape from an open list alone (see ScheduleDialog).
      setOpen(false);
      setActiveId(null);
    }
  }

  const describedByIds = [value ? hintId : null, describedBy].filter(Boolean).join(" ") || undefined;

  return (
    <div className={styles.combobox}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeId ? optionDomId(activeId) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        placeholder={intl.formatMessage({ id: "scheduleDialog.provider.placeholder" })}
        className={inputStyle}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (value) onChange(null);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActiveId(null);
        }}
      />
      {open && (
        <div className={styles.popup}>
          <ErrorBoundary
            resetKey={`${category} ${search}`}
            fallback={() => (
              <p role="alert" className={styles.listMessage}>
                <FormattedMessage id="scheduleDialog.provider.loadFailed" />
              </p>
            )}
          >
            <Suspense fallback={<LoadingRow />}>
              <ProviderOptions
                ref={results}
                search={search}
                category={category}
                pending={pending}
                listboxId={listboxId}
                labelId={labelId}
                optionDomId={optionDomId}
                activeId={activeId}
                selectedId={value?.id ?? null}
                onActivate={setActiveId}
                onSelect={choose}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
      {value && (
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id="scheduleDialog.provider.chosen" values={{ city: value.cityName }} />
        </p>
      )}
    </div>
  );
}

function LoadingRow() {
  return (
    <p role="status" className={styles.listMessage}>
      <FormattedMessage id="scheduleDialog.provider.searching" />
    </p>
  );
}
