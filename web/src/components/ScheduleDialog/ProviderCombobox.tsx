import { useCombobox } from "downshift";
import { Suspense, useDeferredValue, useId, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { handledHere, MOVING_KEYS, typingClearsTheChoice } from "../../lib/combobox";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { input as inputStyle } from "../../styles/form.css";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { ProviderOptions, type ChosenProvider } from "./ProviderOptions";
import * as styles from "./ScheduleDialog.css";

const SEARCH_DEBOUNCE_MS = 200;

interface ProviderComboboxProps {
  /** The input's id, which the field's label names. */
  id: string;
  labelId: string;
  /** The catalogue category of the chosen service type: only its providers are offered. */
  category: string;
  /** The provider chosen when the field appears; from then on the field keeps the choice and reports it. */
  value: ChosenProvider | null;
  onChange: (provider: ChosenProvider | null) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/**
 * The provider field: a search box (downshift's ARIA 1.2 combobox) whose listbox offers the
 * providers of the service whose names hold the text. Arrows, Home/End and Page keys move
 * through them, Enter or a click chooses one, Escape closes the list (and only the list).
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
  // The options on screen, as the list reports them: the query is the list's, which suspends alone.
  const [shown, setShown] = useState<ChosenProvider[]>([]);
  const hintId = useId();

  // Downshift keeps the text, the open list, the active option and the choice: a key pressed
  // right after another sees what the one before did. The form hears of the choice.
  const combobox = useCombobox<ChosenProvider>({
    items: shown,
    inputId: id,
    labelId,
    initialSelectedItem: value,
    initialInputValue: value?.name ?? "",
    itemToString: (provider) => provider?.name ?? "",
    itemToKey: (provider) => provider?.id,
    stateReducer: typingClearsTheChoice,
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
  });
  const { inputValue: text, isOpen: open, highlightedIndex, selectedItem: chosen } = combobox;

  // The chosen provider's name in the box searches nothing: reopened, the list shows them all.
  const typed = chosen && text === chosen.name ? "" : text.trim();
  // Debounced, then deferred: the previous options stay on screen while the next ones load.
  const search = useDeferredValue(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const pending = typed !== search;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    // Enter picks the active option from the open list (downshift), never one for older
    // text; with none to pick it does nothing, and it never submits the form from here.
    if (event.key === "Enter" && (pending || !shown[highlightedIndex])) handledHere(event);
    else if (pending && MOVING_KEYS.has(event.key)) handledHere(event);
  }

  const describedByIds = [chosen ? hintId : null, describedBy].filter(Boolean).join(" ") || undefined;

  return (
    <div className={styles.combobox}>
      <input
        {...combobox.getInputProps({
          type: "text",
          "aria-invalid": invalid || undefined,
          "aria-describedby": describedByIds,
          spellCheck: false,
          maxLength: 100,
          placeholder: intl.formatMessage({ id: "scheduleDialog.provider.placeholder" }),
          className: inputStyle,
          onKeyDown,
        })}
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
                search={search}
                category={category}
                pending={pending}
                // Asked for here, where the hook is, though the list (inside Suspense) is what gets them.
                menuProps={combobox.getMenuProps({}, { suppressRefError: true })}
                getItemProps={combobox.getItemProps}
                highlightedIndex={highlightedIndex}
                selectedId={chosen?.id ?? null}
                onShown={setShown}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
      {chosen && (
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id="scheduleDialog.provider.chosen" values={{ city: chosen.cityName }} />
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
