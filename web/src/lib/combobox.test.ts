import { useCombobox, type UseComboboxState } from "downshift";
import { describe, expect, it } from "vitest";
import { choosesOnlyOnPurpose, typingClearsTheChoice } from "./combobox";

const types = useCombobox.stateChangeTypes;
const state: UseComboboxState<string> = { isOpen: true, highlightedIndex: 2, selectedItem: null, inputValue: "tor" };

describe("choosesOnlyOnPurpose", () => {
  it("closes the list on leaving the box without choosing the active option", () => {
    const changes = { isOpen: false, highlightedIndex: -1, selectedItem: "Toronto", inputValue: "Toronto" };
    expect(choosesOnlyOnPurpose(state, { type: types.InputBlur, changes } as never)).toEqual({
      isOpen: false,
      highlightedIndex: -1,
      selectedItem: null,
      inputValue: "tor",
    });
  });

  it("keeps the text when Escape comes with the list closed", () => {
    const closed = { ...state, isOpen: false, highlightedIndex: -1 };
    const changes = { isOpen: false, highlightedIndex: -1, selectedItem: null, inputValue: "" };
    expect(choosesOnlyOnPurpose(closed, { type: types.InputKeyDownEscape, changes } as never).inputValue).toBe("tor");
  });

  it("leaves every other change as downshift made it", () => {
    const changes = { selectedItem: "Toronto", inputValue: "Toronto", isOpen: false };
    expect(choosesOnlyOnPurpose(state, { type: types.ItemClick, changes } as never)).toBe(changes);
  });
});

describe("typingClearsTheChoice", () => {
  const chosen = { ...state, isOpen: false, selectedItem: "Toronto", inputValue: "Toronto" };

  it("lets go of the choice as soon as the text changes", () => {
    const changes = { isOpen: true, highlightedIndex: -1, inputValue: "Toront" };
    expect(typingClearsTheChoice(chosen, { type: types.InputChange, changes } as never)).toEqual({
      ...changes,
      selectedItem: null,
    });
  });

  it("keeps the choice on leaving the box", () => {
    const changes = { isOpen: false, highlightedIndex: -1, selectedItem: "Ottawa", inputValue: "Ottawa" };
    expect(typingClearsTheChoice(chosen, { type: types.InputBlur, changes } as never).selectedItem).toBe("Toronto");
  });
});
