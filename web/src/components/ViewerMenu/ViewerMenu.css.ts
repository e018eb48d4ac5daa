import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

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
export const name = style([
  sprinkles({ fontWeight: "medium", fontSize: "sm" }),
  { maxWidth: "16ch", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
]);
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
