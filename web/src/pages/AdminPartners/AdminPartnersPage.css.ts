import { globalStyle, style } from "@vanilla-extract/css";
import { input } from "../../styles/form.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const page = sprinkles({ display: "grid", gap: "xl" });
export const section = sprinkles({ display: "grid", gap: "md" });
export const sectionHeading = sprinkles({ fontSize: "lg", fontWeight: "bold" });

export const issueForm = style([
  sprinkles({ display: "grid", gap: "md", background: "surface", padding: "xl", borderRadius: "lg", boxShadow: "sm" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const issueRow = sprinkles({
  display: "flex",
  flexDirection: { mobile: "column", tablet: "row" },
  alignItems: { mobile: "stretch", tablet: "center" },
  gap: "md",
});
export const nameInput = style([input, { flex: 1, maxWidth: "420px" }]);

// The one-time token: impossible to miss.
export const newToken = style([
  sprinkles({ display: "grid", gap: "md", padding: "xl", borderRadius: "lg", background: "warningSoft" }),
  { border: `2px solid ${vars.color.warning}`, outline: "none" },
]);
export const warning = sprinkles({ fontWeight: "semibold", color: "warning" });
export const token = style([
  sprinkles({ display: "block", padding: "md", borderRadius: "md", background: "surface", fontSize: "sm" }),
  {
    fontFamily: vars.fontFamily.mono,
    border: `1px solid ${vars.color.borderStrong}`,
    overflowWrap: "anywhere",
    userSelect: "all",
  },
]);
export const newTokenActions = sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm" });
export const copied = sprinkles({ fontSize: "sm", color: "success", fontWeight: "semibold" });

export const tableScroll = style([
  sprinkles({ background: "surface", borderRadius: "lg", boxShadow: "sm" }),
  { border: `1px solid ${vars.color.border}`, overflowX: "auto" },
]);
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: "left",
  verticalAlign: "middle",
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});
globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
});
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: "none" });
export const partnerName = style({ fontWeight: vars.fontWeight.semibold });
export const prefix = style({ fontFamily: vars.fontFamily.mono });
export const statusCell = sprinkles({ display: "inline-flex", alignItems: "center", gap: "sm" });
