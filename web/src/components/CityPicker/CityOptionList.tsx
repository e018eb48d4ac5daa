import type { UseComboboxGetItemPropsReturnValue, UseComboboxGetMenuPropsReturnValue } from "downshift";
import { useLayoutEffect, useMemo, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { ProvinceGroup } from "./cityOptions";
import * as styles from "./CityPicker.css";

export interface CityOption {
  id: string;
  databaseId: number;
  name: string;
  province: string;
  provinceCode: string;
  displayName: string;
}

interface CityOptionListProps {
  /** Ungrouped options come as one group with an empty province. */
  groups: readonly ProvinceGroup<CityOption>[];
  /** The shown options are for an older search. */
  pending: boolean;
  /** The combobox's listbox props (id, role, name, ref), from downshift. */
  menuProps: UseComboboxGetMenuPropsReturnValue;
  getItemProps: (option: { item: CityOption; index: number }) => UseComboboxGetItemPropsReturnValue;
  highlightedIndex: number;
  selectedValue: string;
  /** Told the options in the order shown (after grouping), and [] once they go. */
  onShown: (cities: CityOption[]) => void;
  loadingRow: ReactNode;
}

/**
 * The listbox the search box controls (aria-controls, aria-activedescendant). The listbox
 * itself is what scrolls: a combobox's popup is reached through its combobox, so its
 * options need no tab stops of their own (axe's scrollable-region-focusable agrees).
 */
export function CityOptionList(props: CityOptionListProps) {
  const { groups, pending, menuProps, getItemProps, highlightedIndex, selectedValue, onShown, loadingRow } = props;
  const options = useMemo(() => groups.flatMap((group) => group.cities), [groups]);
  const indexOf = useMemo(() => new Map(options.map((city, index) => [city.id, index])), [options]);

  // Before paint, so a key pressed next already moves through these options.
  useLayoutEffect(() => {
    onShown(options);
    return () => onShown([]);
  }, [options, onShown]);

  const renderOption = (city: CityOption) => {
    const optionIndex = indexOf.get(city.id)!;
    return (
      <div
        key={city.id}
        // Selection follows the active option (aria-selected); focus stays in the search box.
        {...getItemProps({ item: city, index: optionIndex })}
        className={styles.option({ active: optionIndex === highlightedIndex })}
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
      <div {...menuProps} aria-busy={pending} className={styles.listbox({ pending, empty: options.length === 0 })}>
        {groups.map((group, groupIndex) =>
          group.province ? (
            <div key={group.province} role="group" aria-labelledby={`${menuProps.id}-group-${groupIndex}`}>
              <div role="presentation" id={`${menuProps.id}-group-${groupIndex}`} className={styles.groupHeading}>
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
