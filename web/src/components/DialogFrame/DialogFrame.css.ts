import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { layers } from "../../styles/tokens";

// The frame every Radix dialog of the app shares: overlay, centred panel, header and
// close button. A dialog's own .css.ts holds only what is particular to it.

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.98)" },
  to: { opacity: 1, transform: "translate(-50%, -50%)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: layers.dialogOverlay,
  background: "rgba(15, 23, 42, 0.55)",
  animation: `${fadeIn} 150ms ease-out`,
});

const panel = style({
  position: "fixed",
  zIndex: layers.dialog,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  maxHeight: "calc(100dvh - 24px)",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} 180ms ease-out`,
  outline: "none",
});

/** A form fits the narrow panel; side-by-side columns need the wide one. */
export const content = styleVariants({
  narrow: [panel, { width: "min(560px, calc(100vw - 24px))" }],
  wide: [panel, { width: "min(1000px, calc(100vw - 24px))" }],
});

export const header = style([
  sprinkles({
    display: "grid",
    gap: "xxs",
    paddingX: { mobile: "lg", tablet: "xl" },
    paddingTop: "lg",
    paddingBottom: "md",
  }),
  // Room for the close button in the corner.
  { position: "relative", paddingRight: "56px" },
]);
export const title = sprinkles({ fontSize: { mobile: "lg", tablet: "xl" }, fontWeight: "bold" });
export const description = sprinkles({ fontSize: "sm", color: "textMuted" });
export const close = style({
  position: "absolute",
  top: vars.space.md,
  right: vars.space.md,
  width: "40px",
  height: "40px",
  display: "grid",
  placeItems: "center",
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  fontSize: vars.fontSize.xxl,
  lineHeight: 1,
  color: vars.color.textMuted,
  selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceSunken, color: vars.color.text } },
});
