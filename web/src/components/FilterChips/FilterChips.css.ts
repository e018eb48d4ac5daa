import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const chips = sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm" });

export const chip = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    minHeight: "36px",
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: "nowrap",
    transition: "background-color 120ms, border-color 120ms, color 120ms",
  },
  variants: {
    on: {
      false: {
        background: vars.color.surface,
        color: vars.color.text,
        border: `1px solid ${vars.color.borderStrong}`,
        selectors: { "&:hover": { borderColor: vars.color.brand, color: vars.color.brand } },
      },
      true: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        border: `1px solid ${vars.color.brand}`,
        selectors: { "&:hover": { background: vars.color.brandHover } },
      },
    },
  },
});

export const clear = style({
  minHeight: "36px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: "none",
  background: "transparent",
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  selectors: { "&:hover": { color: vars.color.brandHover } },
});
