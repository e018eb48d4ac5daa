import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { layers } from "../../styles/tokens";

export const viewer = recipe({
  base: sprinkles({ display: "flex", gap: "sm" }),
  variants: {
    layout: {
      row: sprinkles({ alignItems: "center" }),
      stack: sprinkles({ flexDirection: "column", alignItems: "flex-start" }),
    },
  },
});
export const identity = sprinkles({ display: "flex", alignItems: "center", gap: "sm" });
export const name = recipe({
  base: [
    sprinkles({ fontWeight: "medium", fontSize: "sm" }),
    { maxWidth: "16ch", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  ],
  // Beside the bookings link in the header's row: a little less name, so the row still fits.
  variants: { beside: { true: { maxWidth: "10ch" }, false: {} } },
});
export const roleBadge = style([
  sprinkles({
    fontSize: "xs",
    fontWeight: "semibold",
    color: "accent",
    background: "accentSoft",
    borderRadius: "full",
  }),
  { padding: `${vars.space.xxs} ${vars.space.sm}`, border: `1px solid currentColor` },
]);

// The page it leads to is marked (NavLink sets aria-current), as the header's links are.
export const bookingsLink = recipe({
  base: {
    selectors: { '&[aria-current="page"]': { color: vars.color.brand, background: vars.color.brandSoft } },
  },
  variants: {
    layout: {
      // A square target, as tall as Sign out.
      row: { width: "36px", padding: 0 },
      stack: {},
    },
  },
});
export const tooltip = style([
  sprinkles({ fontSize: "xs", fontWeight: "medium", color: "textOnBrand", background: "text", borderRadius: "sm" }),
  { padding: `${vars.space.xs} ${vars.space.sm}`, zIndex: layers.tooltip, boxShadow: vars.shadow.sm },
]);
