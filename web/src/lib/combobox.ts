import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from "downshift";
import type { KeyboardEvent } from "react";

// What our comboboxes change in downshift's useCombobox (docs/decisions/accessible-comboboxes-from-downshift.md).

/** The key is the component's to handle: downshift leaves it alone, and so does the browser. */
export function handledHere(event: KeyboardEvent<HTMLInputElement>): void {
  event.preventDefault();
  (event.nativeEvent as KeyboardEvent["nativeEvent"] & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
    true;
}

/**
 * Keys that move the active option. While the options on screen are for older text they
 * are not what the user is choosing from, so these do nothing until the new ones come.
 */
export const MOVING_KEYS: ReadonlySet<string> = new Set(["ArrowDown", "ArrowUp", "Home", "End", "PageUp", "PageDown"]);

/**
 * Only a click or Enter chooses: leaving the box (downshift would choose the active option)
 * and Escape on a closed list (downshift would empty the box) close the list and keep the text.
 */
export function choosesOnlyOnPurpose<Item>(
  state: UseComboboxState<Item>,
  { type, changes }: UseComboboxStateChangeOptions<Item>,
): Partial<UseComboboxState<Item>> {
  if (type === useCombobox.stateChangeTypes.InputBlur || type === useCombobox.stateChangeTypes.InputKeyDownEscape) {
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  }
  return changes;
}

/** As choosesOnlyOnPurpose, and typing lets go of the choice: the field has none until one is chosen again. */
export function typingClearsTheChoice<Item>(
  state: UseComboboxState<Item>,
  action: UseComboboxStateChangeOptions<Item>,
): Partial<UseComboboxState<Item>> {
  const changes = choosesOnlyOnPurpose(state, action);
  return action.type === useCombobox.stateChangeTypes.InputChange ? { ...changes, selectedItem: null } : changes;
}
