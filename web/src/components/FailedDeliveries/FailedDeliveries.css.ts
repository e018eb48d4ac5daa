import { globalStyle, style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const section = style([sprinkles({ display: "grid", gap: "md", marginTop: "xxl" })]);
export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const none = sprinkles({ fontSize: "sm", color: "textMuted" });

export const tableScroll = style([
  sprinkles({ background: "surface", borderRadius: "lg", boxShadow: "sm" }),
  { border: `1px solid ${vars.color.border}`, overflowX: "auto" },
]);
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: "left",
  verticalAlign: "top",
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  whiteSpace: "nowrap",
});
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: "none" });

export const titleCell = style({ fontWeight: vars.fontWeight.regular, minWidth: "12rem" });
export const title = style({ display: "block", fontWeight: vars.fontWeight.semibold });
export const kind = sprinkles({ fontSize: "xs", color: "textMuted" });
export const number = style({ fontVariantNumeric: "tabular-nums" });
// FCM's and SMTP's words can be long: they wrap inside a readable width.
export const errorCell = style({ minWidth: "14rem", maxWidth: "28rem", overflowWrap: "anywhere" });
