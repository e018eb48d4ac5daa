import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const nav = style([sprinkles({ marginBottom: "xl" }), { borderBottom: `1px solid ${vars.color.border}` }]);
export const list = style([
  sprinkles({ display: "flex", gap: "xs", listStyle: "none", margin: "none" }),
  { padding: 0, overflowX: "auto" },
]);
export const link = recipe({
  base: [
    sprinkles({ display: "inline-block", paddingX: "md", paddingY: "sm", fontSize: "sm", fontWeight: "semibold" }),
    {
      whiteSpace: "nowrap",
      textDecoration: "none",
      color: vars.color.textMuted,
      borderBottom: "2px solid transparent",
      marginBottom: "-1px",
      selectors: { "&:hover": { color: vars.color.text } },
    },
  ],
  variants: {
    active: {
      true: { color: vars.color.brand, borderBottomColor: vars.color.brand },
      false: {},
    },
  },
});
