import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

// A fieldset that looks like the other fields: no frame of its own.
export const group = style([
  sprinkles({ display: "grid", gap: "xs" }),
  { border: 0, margin: 0, padding: 0, minWidth: 0 },
]);
export const legend = style([sprinkles({ fontWeight: "medium", fontSize: "sm", marginBottom: "xs" }), { padding: 0 }]);
export const choice = style([
  sprinkles({ display: "flex", alignItems: "center", gap: "sm", fontSize: "sm" }),
  { minHeight: "44px", cursor: "pointer" },
]);
export const radio = style({ width: "18px", height: "18px", flexShrink: 0, accentColor: vars.color.brand });
export const amountRow = sprinkles({ display: "flex", alignItems: "center", gap: "sm" });
export const currency = sprinkles({ fontWeight: "semibold", color: "textMuted" });
export const amountInput = style({ maxWidth: "12rem", fontVariantNumeric: "tabular-nums" });
export const alert = style([
  sprinkles({ padding: "md", borderRadius: "md", color: "danger", background: "dangerSoft", fontSize: "sm" }),
  { border: `1px solid ${vars.color.danger}`, margin: 0 },
]);
