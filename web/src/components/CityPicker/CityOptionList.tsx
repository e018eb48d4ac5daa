import { useEffect, useImperativeHandle, useMemo, type ReactNode, type Ref } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ProvinceGroup } from "./cityOptions";
import * as styles from "./CityPicker.css";

export interface CityOption {
  id: string;
  name: string;
  province: string;
  displayName: string;
}

/** What the search box's keyboard handling needs from the options on screen. */
export interface CityOptionsHandle {
  /** Option ids in the order shown. */
  optionIds(): string[];
  displayNameOf(id: string): string | undefined;
}

interface CityOptionListProps {
  ref?: Ref<CityOptionsHandle>;
  /** Ungrouped options come as one group with an empty province. */
  groups: readonly ProvinceGroup<CityOption>[];
  /** The shown options are for an older search. */
  pending: boolean;
  listboxId: string;
  optionDomId: (cityId: string) => string;
  activeId: string | null;
  selectedValue: string;
  onActivate: (id: string) => void;
  onSelect: (displayName: string) => void;
  loadingRow: ReactNode;
}

/**
 * The listbox the search box controls (aria-controls, aria-activedescendant). The listbox
 * itself is what scrolls: a combobox's popup is reached through its combobox, so its
 * options need no tab stops of their own (axe's scrollable-region-focusable agrees).
 */
export function CityOptionList(props: CityOptionListProps) {
  const { ref, groups, pending, listboxId, optionDomId, activeId, selectedValue, onActivate, onSelect, loadingRow } =
    props;
  const intl = useIntl();
  const options = useMemo(() => groups.flatMap((group) => group.cities), [groups]);

  useImperativeHandle(
    ref,
    () => ({
      optionIds: () => options.map((city) => city.id),
      displayNameOf: (id) => options.find((city) => city.id === id)?.displayName,
    }),
    [options],
  );

  // Keep the active option in view as the arrow keys move through the scrolling list.
  useEffect(() => {
    if (activeId) document.getElementById(optionDomId(activeId))?.scrollIntoView({ block: "nearest" });
  }, [activeId, optionDomId]);

  const renderOption = (city: CityOption) => {
    const active = city.id === activeId;
    return (
      <div
        key={city.id}
        id={optionDomId(city.id)}
        role="option"
        aria-selected={active}
        className={styles.option({ active })}
        // Keep focus in the search box, where the keyboard works.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => !active && onActivate(city.id)}
        onClick={() => onSelect(city.displayName)}
      >
        <span className={styles.optionText}>
          <span className={styles.optionName}>{city.name}</span>
          <span className={styles.optionProvince}>{city.province}</span>
        </span>
        {city.displayName === selectedValue && <CheckIcon />}
      </div>
    );
  };

  return (
    <>
      {pending && loadingRow}
      <div
        role="listbox"
        id={listboxId}
        aria-label={intl.formatMessage({ id: "cityPicker.results.label" })}
        aria-busy={pending}
        className={styles.listbox({ pending, empty: options.length === 0 })}
      >
        {groups.map((group, index) =>
          group.province ? (
            <div key={group.province} role="group" aria-labelledby={`${listboxId}-group-${index}`}>
              <div role="presentation" id={`${listboxId}-group-${index}`} className={styles.groupHeading}>
                {group.province}
              </div>
              {group.cities.map(renderOption)}
            </div>
          ) : (
            group.cities.map(renderOption)
          ),
        )}
      </div>
      {options.length === 0 && !pending && (
        <p className={styles.message}>
          <FormattedMessage id="cityPicker.results.empty" />
        </p>
      )}
    </>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.check}>
      <path
        d="M3 8.5l3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
