import { globalStyle, style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { bottomNavHeight } from "../BottomNav/BottomNav.css";
import { layers } from "../../styles/tokens";

const TRAY_ROOM = "96px";

export const tray = style({
  position: "fixed",
  left: 0,
  right: 0,
  bottom: bottomNavHeight,
  zIndex: layers.comparisonTray,
  background: vars.color.surface,
  borderTop: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.lg,
});
// The end of the page (the footer, Load More) scrolls clear of the tray.
globalStyle(`html body:has(${tray})`, { paddingBottom: `calc(${bottomNavHeight} + ${TRAY_ROOM})` });

export const inner = style([
  sprinkles({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: { mobile: "sm", tablet: "lg" },
    paddingX: { mobile: "lg", tablet: "xl" },
    paddingY: "md",
  }),
  { maxWidth: vars.size.contentMax, margin: "0 auto" },
]);

export const title = style([sprinkles({ fontSize: "md", fontWeight: "bold" }), { whiteSpace: "nowrap" }]);
export const hint = sprinkles({ fontWeight: "regular", color: "textMuted", fontSize: "sm" });

export const chips = style([
  sprinkles({ display: "flex", gap: "sm" }),
  { flex: "1 1 240px", minWidth: 0, overflowX: "auto", scrollbarWidth: "thin" },
]);
export const chip = style([
  sprinkles({
    display: "inline-flex",
    alignItems: "center",
    gap: "xs",
    fontSize: "sm",
    background: "brandSoft",
    borderRadius: "full",
    color: "brand",
  }),
  {
    padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.md}`,
    flexShrink: 0,
    maxWidth: "240px",
  },
]);
// A flex item keeps its text's width unless allowed to shrink: then the ellipsis shows.
export const chipName = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.medium,
});
export const chipRemove = style({
  display: "grid",
  placeItems: "center",
  width: "28px",
  height: "28px",
  flexShrink: 0,
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  color: "inherit",
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  selectors: { "&:hover": { background: vars.color.surface } },
});

export const actions = style([sprinkles({ display: "flex", gap: "sm" }), { marginLeft: "auto" }]);
