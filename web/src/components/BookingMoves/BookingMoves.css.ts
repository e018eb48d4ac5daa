import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const moves = sprinkles({ display: "grid", gap: "sm" });
export const pending = style([
  sprinkles({ display: "grid", gap: "xs", padding: "sm", borderRadius: "md", background: "brandSoft" }),
  { overflowWrap: "anywhere" },
]);
export const pendingText = style([sprinkles({ fontSize: "sm" }), { margin: 0 }]);
export const pendingActions = sprinkles({ display: "flex", gap: "sm", flexWrap: "wrap" });
export const slotList = style([
  sprinkles({ display: "grid", gap: "xs" }),
  { maxHeight: "min(40vh, 320px)", overflowY: "auto" },
]);
export const history = style([sprinkles({ display: "grid", gap: "xs", padding: "lg" }), { paddingTop: 0 }]);
export const historyHeading = style([sprinkles({ fontSize: "sm", fontWeight: "medium" }), { margin: 0 }]);
export const historyList = style([
  sprinkles({ display: "grid", gap: "xs", fontSize: "sm", color: "textMuted" }),
  { margin: 0, paddingLeft: "1.25em" },
]);
// The words, the outcome and any refund side by side, wrapping as the dialog narrows.
export const historyEntry = style({ display: "flex", flexWrap: "wrap", columnGap: "0.3em", overflowWrap: "anywhere" });
