import { Suspense, useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { CityOptionList, type CityOptionsHandle } from "./CityOptionList";
import { moveActive } from "./cityOptions";
import { CityPickerResults } from "./CityPickerResults";
import * as styles from "./CityPicker.css";

/**
 * No city or province name comes near this: a longer search can match nothing, so it is
 * not sent (the server answers such a search with no cities too).
 */
const MAX_CITY_SEARCH_LENGTH = 100;

const SEARCH_DEBOUNCE_MS = 150;

/** The popover's search box and the cities matching it. */
export function CityPickerPanel({ value, onSelect }: { value: string; onSelect: (value: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState("");
  const [activeId, setActiveId] = useState<string | null>(null);
  const options = useRef<CityOptionsHandle>(null);
  // Enter pressed before the results for the text had come: the first of them, once they do.
  const enterQueuedFor = useRef<string | null>(null);
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

  function pick(id: string | undefined) {
    const chosen = id && options.current?.displayNameOf(id);
    if (chosen) onSelect(chosen);
  }

  useEffect(() => {
    if (pending || enterQueuedFor.current === null) return;
    const queued = enterQueuedFor.current;
    enterQueuedFor.current = null;
    if (queued === search) pick(options.current?.optionIds()[0]);
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      // The typed text's first match, as a search box would; the options on screen may
      // be for older text, and Enter must not pick one the user never meant.
      if (pending) enterQueuedFor.current = text.trim() || null;
      else pick(activeId ?? (text.trim() ? options.current?.optionIds()[0] : undefined));
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && options.current && !pending) {
      event.preventDefault();
      setActiveId(moveActive(options.current.optionIds(), activeId, event.key === "ArrowDown" ? "next" : "previous"));
    }
  }

  const optionListProps = {
    ref: options,
    pending,
    listboxId,
    optionDomId: (id: string) => optionDomId(listboxId, id),
    activeId,
    selectedValue: value,
    onActivate: setActiveId,
    onSelect,
    loadingRow: <LoadingRow />,
  };

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
        onChange={(event) => {
          enterQueuedFor.current = null;
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {search.length > MAX_CITY_SEARCH_LENGTH ? (
        <CityOptionList {...optionListProps} groups={[]} />
      ) : (
        <ErrorBoundary
          resetKey={search}
          fallback={() => (
            <p className={styles.message}>
              <FormattedMessage id="cityPicker.loadFailed" />
            </p>
          )}
        >
          <Suspense fallback={<LoadingRow />}>
            <CityPickerResults {...optionListProps} search={search} />
          </Suspense>
        </ErrorBoundary>
      )}
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
