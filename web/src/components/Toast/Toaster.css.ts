import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";
import { mediaQuery, layers } from "../../styles/tokens";

export const viewport = style({
  position: "fixed",
  zIndex: layers.toast,
  bottom: 0,
  right: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
  maxWidth: "420px",
  margin: 0,
  padding: vars.space.lg,
  listStyle: "none",
  outline: "none",
});

const slideIn = keyframes({ from: { transform: "translateX(calc(100% + 16px))" }, to: { transform: "translateX(0)" } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: "translateX(var(--radix-toast-swipe-end-x))" },
  to: { transform: "translateX(calc(100% + 16px))" },
});

export const root = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    selectors: {
      "&[data-state='open']": { animation: `${slideIn} 150ms ease-out` },
      "&[data-state='closed']": { animation: `${fadeOut} 100ms ease-in forwards` },
      "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
      "&[data-swipe='cancel']": { transform: "translateX(0)", transition: "transform 200ms ease-out" },
      "&[data-swipe='end']": { animation: `${swipeOut} 100ms ease-out forwards` },
    },
    "@media": { [mediaQuery.tablet]: { padding: vars.space.xl } },
  },
  variants: {
    variant: {
      default: { background: vars.color.surface, color: vars.color.text },
      destructive: { background: vars.color.danger, color: vars.color.textOnBrand, borderColor: vars.color.danger },
    },
  },
});

export const body = style({ display: "grid", gap: vars.space.xs, flex: 1 });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const description = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });
export const close = style({
  border: "none",
  background: "transparent",
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: "inherit",
});
