import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import * as tabStyles from "../../styles/tabs.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export { visuallyHidden } from "../../styles/global.css";

export const calendar = sprinkles({ display: "grid", gap: "lg" });
export const providerLine = sprinkles({ color: "textMuted" });

export const tabList = style([tabStyles.tabList, sprinkles({ marginBottom: "md" })]);
// At the body's text size, unlike the staff screens' tabs.
export const tab = style([
  tabStyles.tabBase,
  { minHeight: vars.size.touchTarget, padding: `${vars.space.sm} ${vars.space.md}` },
]);
// Radix hides the inactive panel with the hidden attribute, which a display of its own would undo.
export const panel = style([
  sprinkles({ display: "grid", gap: "lg" }),
  { outline: "none", selectors: { "&[hidden]": { display: "none" } } },
]);

export const weekBar = style([
  sprinkles({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "md",
    marginBottom: "lg",
  }),
]);
export const weekHeading = sprinkles({ fontSize: { mobile: "lg", tablet: "xl" }, fontWeight: "bold" });
export const weekNav = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });

// The week on screen stays while the next one loads, dimmed so the wait is seen.
export const week = recipe({
  base: { transition: "opacity 150ms" },
  variants: { pending: { true: { opacity: 0.55 }, false: {} } },
});

export const note = style([
  sprinkles({ padding: "md", borderRadius: "md", background: "surfaceSunken", color: "textMuted", fontSize: "sm" }),
]);
export const readOnly = style([
  sprinkles({ padding: "md", borderRadius: "md", background: "warningSoft", color: "warning", fontSize: "sm" }),
  { border: `1px solid ${vars.color.warning}` },
]);

// Seven columns from tablet up (scrolling sideways if they must); a list of days on a phone.
export const grid = style([
  sprinkles({ display: "grid", gap: "sm", margin: "none" }),
  {
    padding: 0,
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": {
      [mediaQuery.tablet]: { gridTemplateColumns: "repeat(7, minmax(120px, 1fr))", overflowX: "auto" },
    },
  },
]);
export const day = recipe({
  base: [
    sprinkles({ background: "surface", borderRadius: "md", padding: "sm" }),
    { border: `1px solid ${vars.color.border}`, minWidth: 0 },
  ],
  variants: {
    today: { true: { borderColor: vars.color.brand, boxShadow: `inset 0 3px 0 ${vars.color.brand}` }, false: {} },
  },
});
export const dayBody = sprinkles({ display: "grid", gap: "sm" });
export const dayHeading = style([
  sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "xs", fontSize: "sm", fontWeight: "bold" }),
]);
export const todayBadge = sprinkles({
  fontSize: "xs",
  fontWeight: "semibold",
  color: "brand",
  background: "brandSoft",
  borderRadius: "full",
  paddingX: "sm",
});
export const dayEmpty = sprinkles({ fontSize: "sm", color: "textMuted" });
export const slotList = style([sprinkles({ display: "grid", gap: "xs", margin: "none" }), { padding: 0 }]);

export const addButton = style({
  width: "100%",
  minHeight: "36px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.brandSoft },
    "&:disabled": { borderColor: vars.color.borderStrong, color: vars.color.textMuted },
  },
});
export const pastNote = sprinkles({ fontSize: "xs", color: "textMuted", textAlign: "center" });
