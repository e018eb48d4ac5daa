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
  width: "min(1000px, calc(100vw - 24px))",
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
  selectors: { "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text } },
});

export const tabs = style({ display: "flex", flexDirection: "column", minHeight: 0, flex: 1 });
export const tabList = style([
  sprinkles({ display: "flex", gap: "xs", paddingX: { mobile: "lg", tablet: "xl" } }),
  { borderBottom: `1px solid ${vars.color.border}`, overflowX: "auto" },
]);
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  "@media": { [mediaQuery.tablet]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  border: "none",
  borderBottom: "2px solid transparent",
  marginBottom: "-1px",
  background: "transparent",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});

// Columns scroll sideways together on a narrow screen; the tabs stay put.
export const scroller = style([
  sprinkles({ paddingX: { mobile: "lg", tablet: "xl" }, paddingY: "lg" }),
  { overflow: "auto", minHeight: 0, flex: 1 },
]);

export const columns = style([sprinkles({ display: "grid", gap: "lg" })]);
export const columnHead = style([
  sprinkles({ display: "flex", alignItems: "center", gap: "sm", paddingBottom: "md" }),
  { borderBottom: `1px solid ${vars.color.border}` },
]);
export const thumb = style({
  display: "none",
  width: "64px",
  height: "36px",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  flexShrink: 0,
  "@media": { [mediaQuery.tablet]: { display: "block" } },
});
export const name = style([sprinkles({ fontSize: "md", fontWeight: "bold" }), { flex: 1, minWidth: 0 }]);
export const remove = style({
  width: "32px",
  height: "32px",
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  selectors: { "&:hover": { color: vars.color.danger, borderColor: vars.color.danger } },
});

export const panel = style({ paddingTop: vars.space.md, outline: "none" });
export const column = sprinkles({ display: "grid", gap: "md", margin: "none" });
export const row = sprinkles({ display: "grid", gap: "xxs" });
export const rowLabel = sprinkles({ fontSize: "xs", fontWeight: "semibold", color: "textMuted" });
export const rowValue = style([sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm", fontSize: "sm" }), { margin: 0 }]);
export const rating = sprinkles({ display: "inline-flex", alignItems: "center", gap: "xs", fontWeight: "semibold" });
export const muted = sprinkles({ color: "textMuted" });
export const about = style({ display: "-webkit-box", WebkitLineClamp: 5, WebkitBoxOrient: "vertical", overflow: "hidden" });
export const tags = sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs" });
export const tag = style([
  sprinkles({ fontSize: "xs", fontWeight: "medium", background: "surfaceSunken", borderRadius: "full" }),
  { padding: `${vars.space.xxs} ${vars.space.sm}` },
]);
export const price = sprinkles({ fontSize: "xxl", fontWeight: "bold" });
export const best = style([
  sprinkles({ fontSize: "xs", fontWeight: "semibold", color: "success", background: "successSoft", borderRadius: "full" }),
  { padding: `${vars.space.xxs} ${vars.space.sm}` },
]);
export const email = style({ overflowWrap: "anywhere" });
export const plainList = sprinkles({ display: "grid", gap: "xxs" });
export const columnFoot = sprinkles({ display: "flex", paddingTop: "lg" });
