import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

/** Button look, for <button> and for links that act as calls to action. */
export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    border: "1px solid transparent",
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    whiteSpace: "nowrap",
    transition: "background-color 120ms, border-color 120ms, color 120ms",
    selectors: {
      "&:disabled, &[aria-disabled='true']": { opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.brandHover, color: vars.color.textOnBrand } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceSunken, color: vars.color.text } },
      },
      ghost: {
        background: "transparent",
        color: vars.color.text,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceSunken, color: vars.color.text } },
      },
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm, minHeight: "36px" },
      md: {
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
        minHeight: vars.size.touchTarget,
      },
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonVariants = RecipeVariants<typeof button>;
