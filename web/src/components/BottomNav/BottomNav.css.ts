import { createVar, globalStyle, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";
import { mediaQuery, layers } from "../../styles/tokens";

/** Its height on a phone; 0 where it is hidden. The comparison tray sits above it. */
export const bottomNavHeight = createVar();

export const nav = style({
  position: "fixed",
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: layers.bottomNav,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -2px 8px rgba(15, 23, 42, 0.06)",
  paddingBottom: "env(safe-area-inset-bottom)",
  "@media": { [mediaQuery.tablet]: { display: "none" } },
});

globalStyle(":root", {
  vars: { [bottomNavHeight]: "0px" },
});
// Only while it is on the page, and only on a phone: the page ends above it.
globalStyle(`:root:has(${nav})`, {
  vars: { [bottomNavHeight]: "64px" },
  "@media": { [mediaQuery.tablet]: { vars: { [bottomNavHeight]: "0px" } } },
});
globalStyle(`body:has(${nav})`, { paddingBottom: bottomNavHeight });

export const list = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "1fr",
  height: "64px",
  margin: 0,
});

export const item = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xxs,
    width: "100%",
    height: "100%",
    border: "none",
    background: "transparent",
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    textDecoration: "none",
  },
  variants: {
    active: {
      true: { color: vars.color.brand },
      false: { color: vars.color.textMuted, selectors: { "&:is(a):hover": { color: vars.color.brand } } },
    },
  },
});

export const name = style({ maxWidth: "10ch", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const iconWithBadge = style({ position: "relative", display: "inline-flex" });

// How many are saved, on the heart's corner: the icon keeps its place whatever the count.
export const badge = style({
  position: "absolute",
  top: "-6px",
  left: "14px",
  minWidth: "18px",
  height: "18px",
  padding: "0 4px",
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: "11px",
  fontWeight: vars.fontWeight.bold,
  lineHeight: "18px",
  textAlign: "center",
});
