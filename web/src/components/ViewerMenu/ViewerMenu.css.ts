import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { badgeTones } from "../../styles/badge.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { layers } from "../../styles/tokens";

export const viewer = recipe({
  // minWidth 0 all the way down to the name: in the header's row the name is what gives way.
  base: [sprinkles({ display: "flex", gap: "sm" }), { minWidth: 0 }],
  variants: {
    layout: {
      row: sprinkles({ alignItems: "center" }),
      stack: sprinkles({ flexDirection: "column", alignItems: "flex-start" }),
    },
  },
});
export const identity = style([sprinkles({ display: "flex", alignItems: "center", gap: "sm" }), { minWidth: 0 }]);
// Up to 16ch, and in the header's row only what the row has room for (the rest ellipsized,
// the whole name in the title).
export const name = style([
  sprinkles({ fontWeight: "medium", fontSize: "sm" }),
  { minWidth: 0, maxWidth: "16ch", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
]);
// A role is a fact about the account, not a warning: the neutral pill (slate on slate, 7:1),
// never the maple red that danger and errors use.
export const roleBadge = style([badgeTones.neutral, { flexShrink: 0 }]);

// In the header's row a ghost button's padding is its only frame: a little less of it
// leaves the name its room (the target stays 36 px tall).
export const signOut = recipe({
  variants: { layout: { row: { paddingLeft: vars.space.sm, paddingRight: vars.space.sm }, stack: {} } },
});

// The page it leads to is marked (NavLink sets aria-current), as the header's links are.
// The name and role as the way to the account's data: plain until pointed at or focused.
export const accountLink = style([
  sprinkles({ display: "flex", alignItems: "center", borderRadius: "md", color: "text", textDecoration: "none" }),
  {
    minWidth: 0,
    minHeight: "36px",
    paddingInline: vars.space.xs,
    marginInline: `calc(-1 * ${vars.space.xs})`,
    selectors: {
      "&:hover": { background: vars.color.surfaceSunken },
      '&[aria-current="page"]': { background: vars.color.brandSoft },
    },
  },
]);

export const iconLink = recipe({
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
