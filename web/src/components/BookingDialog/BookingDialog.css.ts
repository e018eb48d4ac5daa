import { keyframes, style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.98)" }, to: { opacity: 1, transform: "translate(-50%, -50%)" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 60,
  background: "rgba(15, 23, 42, 0.55)",
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: "fixed",
  zIndex: 61,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(560px, calc(100vw - 24px))",
  maxHeight: "calc(100dvh - 24px)",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} 180ms ease-out`,
  outline: "none",
});

export const header = style([
  sprinkles({ display: "grid", gap: "xxs", paddingX: { mobile: "lg", tablet: "xl" }, paddingTop: "lg", paddingBottom: "md" }),
  { position: "relative", paddingRight: "56px", borderBottom: `1px solid ${vars.color.border}` },
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

export const form = style({ display: "flex", flexDirection: "column", minHeight: 0, flex: 1 });
// The fields scroll on a short screen; the buttons stay in view.
export const fields = style([
  sprinkles({ display: "grid", gap: "md", paddingX: { mobile: "lg", tablet: "xl" }, paddingY: "lg" }),
  { overflowY: "auto", minHeight: 0, flex: 1 },
]);
export const pair = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const field = sprinkles({ display: "grid", gap: "xs" });
export const label = sprinkles({ fontWeight: "medium", fontSize: "sm" });
export const requiredMark = sprinkles({ color: "danger" });
const control = {
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger } },
} as const;
export const input = style(control);
export const textarea = style({ ...control, minHeight: "80px", resize: "vertical" });
export const fieldError = sprinkles({ fontSize: "sm", color: "danger" });
export const note = sprinkles({ fontSize: "sm", color: "textMuted" });

export const actions = style([
  sprinkles({ display: "flex", justifyContent: "flex-end", gap: "sm", paddingX: { mobile: "lg", tablet: "xl" }, paddingY: "md" }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
