import { keyframes, style } from "@vanilla-extract/css";
import { error } from "../../styles/form.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { emptyPanel } from "../../styles/surface.css";
import * as tabStyles from "../../styles/tabs.css";
import { vars } from "../../styles/theme.css";

export { visuallyHidden } from "../../styles/global.css";

// One column that may shrink below its content's width: the table scrolls sideways
// instead of widening the page on a phone.
export const page = sprinkles({ display: "grid", gridTemplateColumns: 1, gap: "xl" });
export const section = sprinkles({ display: "grid", gridTemplateColumns: 1, gap: "xl" });
export const taxLinesExport = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs", fontSize: "sm", color: "textMuted" }),
  { margin: 0 },
]);

// The date range: presets, dates by hand, and what is on screen.
export const rangePanel = style([
  sprinkles({ display: "grid", gap: "md", padding: "lg", background: "surfaceMuted", borderRadius: "lg" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const rangeHeading = sprinkles({ fontSize: "md", fontWeight: "bold" });
export const presets = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
export const preset = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      color: vars.color.textOnBrand,
      borderColor: vars.color.brand,
    },
    '&[aria-pressed="true"]:hover:not(:disabled)': {
      background: vars.color.brandHover,
      color: vars.color.textOnBrand,
    },
  },
});
export const customForm = sprinkles({ display: "flex", flexWrap: "wrap", gap: "md", alignItems: "flex-end" });
// Under both dates: it is about the pair.
export const rangeError = style([error, { flexBasis: "100%" }]);
export const rangeFacts = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "md", fontSize: "sm", color: "textMuted" }),
  { margin: 0 },
]);
export const rangeShowing = style([sprinkles({ fontWeight: "semibold", color: "text" })]);

// The payment flow, in three steps.
export const explainer = style([
  sprinkles({ display: "grid", gap: "sm", padding: "lg", background: "surface", borderRadius: "lg" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const explainerTitle = sprinkles({ fontSize: "md", fontWeight: "bold" });
export const steps = style([
  sprinkles({ display: "grid", gridTemplateColumns: { mobile: 1, tablet: 3 }, gap: "md" }),
  { margin: 0, paddingLeft: 0, listStyle: "none", counterReset: "step" },
]);
export const step = style([
  sprinkles({ display: "flex", gap: "sm", alignItems: "flex-start", fontSize: "sm" }),
  {
    counterIncrement: "step",
    "::before": {
      content: "counter(step)",
      flexShrink: 0,
      width: "1.75rem",
      height: "1.75rem",
      borderRadius: vars.radius.full,
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
    },
  },
]);
export const explainerNote = style([sprinkles({ fontSize: "sm", color: "textMuted" }), { margin: 0 }]);

// Tabs, as on the staff screens.
export { tab, panel } from "../../styles/tabs.css";
export const tabList = style([tabStyles.tabList, sprinkles({ marginBottom: "lg" })]);

// The payments table: it scrolls sideways on a narrow screen, inside its own frame.
export const tableFrame = style([
  sprinkles({ background: "surface", borderRadius: "lg" }),
  { border: `1px solid ${vars.color.border}`, overflowX: "auto" },
]);
// Wide enough for its columns: on a narrow screen the frame scrolls instead of squeezing them.
export const table = style({
  width: "100%",
  minWidth: "60rem",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});
export const caption = style([
  sprinkles({ fontSize: "sm", color: "textMuted", textAlign: "left", padding: "md" }),
  { captionSide: "top" },
]);
export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "left",
  whiteSpace: "nowrap",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
export const amountCell = style([cell, { textAlign: "right", whiteSpace: "nowrap" }]);
export const amountHead = style([headCell, { textAlign: "right" }]);
export const nowrap = style({ whiteSpace: "nowrap" });
export const subtle = sprinkles({ display: "block", fontSize: "xs", color: "textMuted" });
export const refunded = sprinkles({ display: "block", fontSize: "xs", color: "danger" });
export const more = sprinkles({ display: "flex", justifyContent: "center", paddingTop: "lg" });

// Nothing in the period: an ordinary answer, so no error look.
export const empty = style([emptyPanel, sprinkles({ gap: "xs" })]);
export const emptyTitle = style([sprinkles({ fontSize: "lg", fontWeight: "bold" }), { margin: 0 }]);
export const emptyMessage = style([sprinkles({ color: "textMuted" }), { margin: 0, maxWidth: "48ch" }]);

// The loading state sketches the screen, so nothing jumps when the figures arrive.
const pulse = keyframes({ "50%": { opacity: 0.5 } });
const block = style({
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const skeletonCards = sprinkles({ display: "grid", gridTemplateColumns: { mobile: 2, desktop: 4 }, gap: "md" });
export const skeletonCard = style([
  sprinkles({ display: "grid", gap: "sm", background: "surface", borderRadius: "lg", padding: "lg" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const skeletonLabel = style([block, { height: "0.875rem", width: "70%" }]);
export const skeletonValue = style([block, { height: "1.75rem", width: "55%" }]);
export const skeletonBlock = style([block, { height: "120px", width: "100%" }]);
export const skeletonTabs = style([block, { height: vars.size.touchTarget, width: "min(320px, 100%)" }]);
export const skeletonRow = style([block, { height: "2.5rem", width: "100%" }]);
export const skeletonRows = sprinkles({ display: "grid", gap: "sm" });
