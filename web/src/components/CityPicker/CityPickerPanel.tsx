import { useCombobox } from "downshift";
import { Suspense, useCallback, useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { choosesOnlyOnPurpose, MOVING_KEYS } from "../../lib/combobox";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { CityOptionList, type CityOption } from "./CityOptionList";
import type { ProvinceGroup } from "./cityOptions";
import { CityPickerResults } from "./CityPickerResults";
import * as styles from "./CityPicker.css";

/**
 * No city or province name comes near this: a longer search can match nothing, so it is
 * not sent (the server answers such a search with no cities too).
 */
const MAX_CITY_SEARCH_LENGTH = 100;

const SEARCH_DEBOUNCE_MS = 150;

// One empty list, not a new one each render: the list reports its options whenever they change.
const NO_GROUPS: readonly ProvinceGroup<CityOption>[] = [];

/**
 * The popover's search box (downshift's combobox, its list always shown) and the cities
 * matching it. Arrows, Home/End and Page keys move through them, a click chooses one, and
 * Enter chooses the active one or else the typed text's first match.
 */
export function CityPickerPanel({
  value,
  onSelect,
}: {
  value: string;
  /** The chosen city's 'Name, Province', and the city itself (its id, for a form that keeps it). */
  onSelect: (value: string, city: CityOption) => void;
}) {
  const intl = useIntl();
  // The options on screen, as the list reports them: the query is the list's, which suspends alone.
  const [shown, setShown] = useState<CityOption[]>([]);
  // Enter pressed before the results for the text had come: the first of them, once they do.
  const enterQueuedFor = useRef<string | null>(null);
  // The same options, as soon as the list has them: it reports them as the new results
  // commit, before this component's effects look for a queued Enter's first match.
  const latestShown = useRef<CityOption[]>([]);
  const onShown = useCallback((cities: CityOption[]) => {
    latestShown.current = cities;
    setShown(cities);
  }, []);

  // Downshift keeps the text and the active option, so a key pressed right after another
  // sees what the one before did; choosing is the picker's (onSelect), on the click itself:
  // downshift reports a selection in an effect after it renders, a moment in which the form
  // around the picker would still show the city missing.
  const combobox = useCombobox<CityOption>({
    items: shown,
    // The list is the popover's whole content: open for as long as the popover is.
    isOpen: true,
    selectedItem: null,
    itemToString: (city) => city?.displayName ?? "",
    itemToKey: (city) => city?.id,
    stateReducer: choosesOnlyOnPurpose,
  });
  const { inputValue: text, highlightedIndex } = combobox;

  // Debounced, then deferred: React keeps the previous results on screen while the next
  // ones load, instead of falling back to the loading row on every keystroke.
  const search = useDeferredValue(useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS));
  const pending = text.trim() !== search;

  useEffect(() => {
    if (pending || enterQueuedFor.current === null) return;
    const queued = enterQueuedFor.current;
    enterQueuedFor.current = null;
    const first = latestShown.current[0];
    if (queued === search && first) onSelect(first.displayName, first);
  });

  /** Enter, and the keys that move through older text's options: ours, not downshift's. */
  function handledHere(event: KeyboardEvent<HTMLInputElement>): boolean {
    if (event.key === "Enter") {
      event.preventDefault();
      // The typed text's first match, as a search box would; the options on screen may
      // be for older text, and Enter must not pick one the user never meant.
      if (pending) enterQueuedFor.current = text.trim() || null;
      else {
        const chosen = shown[highlightedIndex] ?? (text.trim() ? shown[0] : undefined);
        if (chosen) onSelect(chosen.displayName, chosen);
      }
      return true;
    }
    if (pending && MOVING_KEYS.has(event.key)) {
      event.preventDefault();
      return true;
    }
    return false;
  }

  const { onKeyDown: downshiftKeyDown, ...inputProps } = combobox.getInputProps({
    type: "text",
    className: styles.search,
    placeholder: intl.formatMessage({ id: "cityPicker.search.placeholder" }),
    "aria-label": intl.formatMessage({ id: "cityPicker.search.label" }),
    spellCheck: false,
  });

  const optionListProps = {
    pending,
    menuProps: combobox.getMenuProps(
      { "aria-label": intl.formatMessage({ id: "cityPicker.results.label" }) },
      // The list is inside Suspense: it may not be there on the first render.
      { suppressRefError: true },
    ),
    getItemProps: ({ item, index }: { item: CityOption; index: number }) =>
      combobox.getItemProps({
        item,
        index,
        onClick: (event) => {
          // Ours, not downshift's: see above.
          (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          onSelect(item.displayName, item);
        },
      }),
    highlightedIndex,
    selectedValue: value,
    onShown,
    loadingRow: <LoadingRow />,
  };

  return (
    <>
      <input
        {...inputProps}
        // Handed to downshift only when not ours: what we handle reads the queued Enter (a ref).
        onKeyDown={(event) => handledHere(event) || downshiftKeyDown?.(event)}
      />
      {search.length > MAX_CITY_SEARCH_LENGTH ? (
        <CityOptionList {...optionListProps} groups={NO_GROUPS} />
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

function LoadingRow() {
  return (
    <div role="status" className={styles.loadingRow}>
      <span className={styles.spinner} aria-hidden="true" />
      <FormattedMessage id="cityPicker.loading" />
    </div>
  );
}
