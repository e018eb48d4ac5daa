import { globalStyle, style } from "@vanilla-extract/css";
import { cardSurface } from "../../styles/surface.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const table = style([cardSurface, { width: "100%", borderCollapse: "separate", borderSpacing: 0 }]);
export const caption = style([sprinkles({ fontWeight: "semibold", paddingBottom: "sm" }), { textAlign: "start" }]);
export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  fontWeight: vars.fontWeight.regular,
});
export const amount = style([cell, { textAlign: "end", fontVariantNumeric: "tabular-nums" }]);
export const headCell = style([cell, sprinkles({ fontSize: "sm", color: "textMuted", fontWeight: "semibold" })]);
export const headAmount = style([headCell, { textAlign: "end" }]);
// The provider's share closes the example: no rule under it, and it stands out.
export const lastRow = style({});
globalStyle(`${lastRow} > *`, { borderBottom: "none", fontWeight: vars.fontWeight.semibold });

// The rates table has four columns: tighter cells, so a phone's width holds them without scrolling.
export const rateCell = style([
  cell,
  sprinkles({ fontSize: "sm" }),
  { padding: `${vars.space.sm} ${vars.space.md}`, verticalAlign: "top" },
]);
export const rateHeadCell = style([rateCell, sprinkles({ color: "textMuted", fontWeight: "semibold" })]);
export const lastRateRow = style({});
globalStyle(`${lastRateRow} > *`, { borderBottom: "none" });
