import { style, styleVariants } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

export { visuallyHidden } from "../../styles/global.css";

// Three looks that differ in more than colour: available is solid and bright, booked is
// filled and muted, unavailable is dashed and struck through; each also says its state.
export const slot = recipe({
  base: {
    display: "grid",
    gap: vars.space.xxs,
    width: "100%",
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    borderWidth: "1px",
    borderStyle: "solid",
    textAlign: "left",
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    look: {
      available: {
        background: vars.color.successSoft,
        borderColor: vars.color.success,
        borderLeftWidth: "4px",
        color: vars.color.text,
      },
      booked: { background: vars.color.brandSoft, borderColor: vars.color.brandSoft, color: vars.color.textMuted },
      unavailable: {
        background: vars.color.surfaceSunken,
        borderColor: vars.color.borderStrong,
        borderStyle: "dashed",
        color: vars.color.textMuted,
      },
    },
    selectable: {
      true: {
        selectors: {
          "&:hover:not(:disabled)": { borderColor: vars.color.brand },
          // Disabled for a reason its label gives: not the faded look of a broken button.
          "&:disabled": { cursor: "not-allowed" },
        },
      },
      false: {},
    },
    selected: {
      true: {
        background: vars.color.brand,
        borderColor: vars.color.brandHover,
        color: vars.color.textOnBrand,
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.brand}`,
      },
      false: {},
    },
  },
});

export const time = style({ fontWeight: vars.fontWeight.semibold });
export const price = style({});

const badgeBase = style({
  justifySelf: "start",
  marginTop: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.03em",
});
export const badge = styleVariants({
  available: [badgeBase, { background: vars.color.surface, color: vars.color.success }],
  booked: [badgeBase, { background: vars.color.surface, color: vars.color.brand }],
  unavailable: [
    badgeBase,
    { background: vars.color.surface, color: vars.color.textMuted, textDecoration: "line-through" },
  ],
});
