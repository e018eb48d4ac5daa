import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const list = sprinkles({ display: "grid", gap: "lg" });
export const meta = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", fontSize: "sm", color: "textMuted" });
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
export const statement = style([sprinkles({ fontSize: "sm" }), { margin: 0, overflowWrap: "anywhere" }]);
export const messages = style([
  sprinkles({ display: "grid", gap: "xs", fontSize: "sm" }),
  { listStyle: "none", margin: 0, padding: 0, maxHeight: "min(40vh, 320px)", overflowY: "auto" },
]);
export const messageFrom = sprinkles({ fontWeight: "medium" });
export const messageHead = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
