import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export { visuallyHidden } from "../../styles/global.css";

const panel = style([
  sprinkles({ background: "surface", borderRadius: "lg", boxShadow: "sm", padding: { mobile: "lg", tablet: "xl" } }),
  { border: `1px solid ${vars.color.border}` },
]);

// The form.
export const formPage = style({ maxWidth: "860px" });
export const form = style([panel, sprinkles({ display: "grid", gap: "xl" })]);
export const locationRow = sprinkles({ display: "flex", alignItems: "flex-end", flexWrap: "wrap", gap: "md" });
export const locationPicker = style({ flex: "1 1 280px", minWidth: 0, maxWidth: "420px" });
// A fieldset that looks like a section: no frame of its own.
export const group = style([
  sprinkles({ display: "grid", gap: "md" }),
  { border: 0, margin: 0, padding: 0, minWidth: 0 },
]);
export const groupTitle = style([sprinkles({ fontSize: "lg", fontWeight: "semibold" }), { margin: 0, padding: 0 }]);
// Two fields side by side from a tablet up; stacked on a phone.
export const pair = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const label = sprinkles({ fontSize: "sm", fontWeight: "semibold" });
export const required = style([
  sprinkles({ fontWeight: "regular", color: "textMuted" }),
  { marginLeft: vars.space.xs },
]);
export const hint = style([sprinkles({ fontSize: "sm", color: "textMuted" }), { margin: 0 }]);
export const choices = style({
  display: "grid",
  gap: `0 ${vars.space.lg}`,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const formActions = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: "md",
});

// The results: the criteria beside the grid on a wide screen, above it on a smaller one.
export const resultsLayout = style([
  sprinkles({ display: "grid", gap: "xl" }),
  {
    gridTemplateColumns: "minmax(0, 1fr)",
    alignItems: "start",
    "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "280px minmax(0, 1fr)" } },
  },
]);
export const summary = style([panel, sprinkles({ display: "grid", gap: "lg" })]);
// Two columns while the criteria sit above the grid (so the cards show sooner), one beside it.
export const facts = style([
  sprinkles({ display: "grid", gap: "md", gridTemplateColumns: { mobile: 2, desktop: 1 } }),
  { margin: 0 },
]);
export const fact = style([sprinkles({ display: "grid", gap: "xxs" }), { alignContent: "start" }]);
export const wideFact = style([fact, { gridColumn: "1 / -1" }]);
export const factValue = style({ margin: 0 });
export const tags = style([sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs" }), { margin: 0, padding: 0 }]);
export const tag = style([
  sprinkles({ fontSize: "sm", fontWeight: "medium", background: "surfaceSunken", borderRadius: "full" }),
  { padding: `${vars.space.xxs} ${vars.space.sm}` },
]);
export const summaryActions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });

export const resultsSection = style({ minWidth: 0 });
export const results = sprinkles({ display: "grid", gap: "lg" });
export const resultsBar = sprinkles({ display: "grid", gap: "xxs" });
export const count = style([sprinkles({ fontSize: "lg" }), { margin: 0 }]);
export const grid = style([
  sprinkles({ display: "grid", gap: "lg" }),
  {
    gridTemplateColumns: "minmax(0, 1fr)",
    margin: 0,
    padding: 0,
    "@media": {
      [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [mediaQuery.wide]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
]);
export const more = sprinkles({ display: "flex", flexDirection: "column", alignItems: "center", gap: "sm" });
export const moreError = style([sprinkles({ fontSize: "sm", color: "danger" }), { textAlign: "center" }]);
