import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const figure = style([sprinkles({ display: "grid", gap: "md" }), { margin: 0 }]);
export const title = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const summary = style([sprinkles({ color: "textMuted", fontSize: "sm" }), { margin: 0 }]);
// The chart draws in the theme's colours: the SVG reads them as CSS variables.
export const chart = style({ width: "100%", height: "320px", color: vars.color.text, fontSize: vars.fontSize.xs });
export const seriesVolume = vars.color.brand;
export const seriesFees = vars.color.success;
export const grid = vars.color.border;
export const axis = vars.color.textMuted;

export const details = style([
  sprinkles({ fontSize: "sm" }),
  { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md },
]);
export const detailsSummary = style({
  cursor: "pointer",
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  minHeight: vars.size.touchTarget,
  display: "flex",
  alignItems: "center",
});
export const tableWrap = style({ overflowX: "auto", maxHeight: "24rem", overflowY: "auto" });
export const table = style({ borderCollapse: "collapse", width: "100%", fontVariantNumeric: "tabular-nums" });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "right",
  selectors: { "&:first-child": { textAlign: "left" } },
});
export const headCell = style([cell, { fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted }]);
