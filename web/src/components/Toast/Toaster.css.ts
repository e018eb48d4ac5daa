import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";
import { layers } from "../../styles/tokens";

// Top centre. What a toast follows from puts the button pressed next at the bottom (a
// dialog's 'Request Booking', the comparison tray's 'Compare' and 'Clear All', a phone's
// bottom navigation); at the top a toast covers, for its few seconds, the page header's
// middle. While a dialog is open the toaster moves it just below the dialog's title
// (Toaster.tsx), which the top would cover.
export const viewport = style({
  position: "fixed",
  zIndex: layers.toast,
  top: "env(safe-area-inset-top, 0px)",
  left: "50%",
  transform: "translateX(-50%)",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
  maxWidth: "420px",
  margin: 0,
  padding: vars.space.md,
  listStyle: "none",
  outline: "none",
  // The empty list's padding must not take clicks meant for the page under it.
  pointerEvents: "none",
});

const slideIn = keyframes({
  from: { transform: "translateY(-16px)", opacity: 0 },
  to: { transform: "none", opacity: 1 },
});
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
    // Kept short: the taller it is, the more of a dialog's top it covers.
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    pointerEvents: "auto",
    selectors: {
      "&[data-state='open']": { animation: `${slideIn} 150ms ease-out` },
      "&[data-state='closed']": { animation: `${fadeOut} 100ms ease-in forwards` },
      "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
      "&[data-swipe='cancel']": { transform: "translateX(0)", transition: "transform 200ms ease-out" },
      "&[data-swipe='end']": { animation: `${swipeOut} 100ms ease-out forwards` },
    },
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
