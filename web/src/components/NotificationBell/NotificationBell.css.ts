import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { layers, mediaQuery } from "../../styles/tokens";

// A 44 px square touch target, as the header's menu button is; with a mouse (desktop
// widths) 36 px, as tall as Sign out and the bookings link beside it, since the desktop
// row is already nearly full.
export const trigger = style([
  sprinkles({ display: "inline-flex", alignItems: "center", justifyContent: "center", borderRadius: "md" }),
  {
    position: "relative",
    flexShrink: 0,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    "@media": { [mediaQuery.desktop]: { width: "36px", height: "36px" } },
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    selectors: {
      "&:hover": { background: vars.color.surfaceSunken },
      "&[data-state='open']": { color: vars.color.brand, background: vars.color.brandSoft },
    },
  },
]);

// White on the accent red: 6.9:1. A ring of the surface colour sets it off from the icon.
export const badge = style([
  sprinkles({ fontWeight: "bold", color: "textOnBrand", background: "accent", borderRadius: "full" }),
  {
    position: "absolute",
    top: "-6px",
    right: "-6px",
    minWidth: "20px",
    height: "20px",
    padding: `0 ${vars.space.xs}`,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    fontSize: "11px",
    lineHeight: 1,
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
    pointerEvents: "none",
  },
]);

// Above the sticky header; on a phone it keeps the collision padding each side.
export const panel = style([
  sprinkles({ background: "surface", borderRadius: "lg", boxShadow: "lg" }),
  {
    display: "flex",
    flexDirection: "column",
    width: "min(380px, calc(100vw - 32px))",
    maxHeight: "min(520px, calc(100vh - 96px))",
    border: `1px solid ${vars.color.border}`,
    zIndex: layers.popover,
    overflow: "hidden",
    outline: "none",
  },
]);

export const panelHeader = style([
  sprinkles({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "sm", paddingX: "lg" }),
  { minHeight: "52px", borderBottom: `1px solid ${vars.color.border}`, flexShrink: 0 },
]);
export const panelHeading = sprinkles({ fontSize: "md", fontWeight: "bold" });

// A text button, but a full 44 px tall target.
export const markAll = style([
  sprinkles({ fontSize: "sm", fontWeight: "semibold", color: "brand", borderRadius: "md", paddingX: "sm" }),
  {
    minHeight: vars.size.touchTarget,
    border: "none",
    background: "transparent",
    whiteSpace: "nowrap",
    selectors: {
      "&:hover:not(:disabled)": { background: vars.color.brandSoft },
      "&:disabled": { color: vars.color.textMuted, opacity: 0.7 },
    },
  },
]);

export const stale = style([
  sprinkles({ fontSize: "xs", color: "warning", background: "warningSoft", paddingX: "lg", paddingY: "sm" }),
  { flexShrink: 0 },
]);

export const list = style([sprinkles({ listStyle: "none", margin: "none" }), { padding: 0, overflowY: "auto" }]);

export const item = recipe({
  base: { borderBottom: `1px solid ${vars.color.border}`, selectors: { "&:last-child": { borderBottom: "none" } } },
  variants: { unread: { true: { background: vars.color.brandSoft }, false: {} } },
});

// A row: the whole of it is the link, when it has one.
export const itemRow = style([
  sprinkles({ display: "flex", gap: "sm", paddingX: "lg", paddingY: "md", color: "text", textDecoration: "none" }),
  { alignItems: "flex-start" },
]);
export const itemLink = style([
  itemRow,
  {
    selectors: {
      "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text },
      "&:focus-visible": { outlineOffset: "-2px" },
    },
  },
]);

export const unreadDot = recipe({
  base: { flexShrink: 0, width: "8px", height: "8px", marginTop: "6px", borderRadius: vars.radius.full },
  variants: { unread: { true: { background: vars.color.brand }, false: { background: "transparent" } } },
});

export const itemText = style([sprinkles({ display: "grid", gap: "xxs" }), { minWidth: 0 }]);
export const itemTitle = recipe({
  base: sprinkles({ fontSize: "sm", lineHeight: "tight" }),
  variants: {
    unread: {
      true: sprinkles({ fontWeight: "bold" }),
      false: sprinkles({ fontWeight: "medium" }),
    },
  },
});
export const itemBody = style([sprinkles({ fontSize: "sm", color: "textMuted" }), { overflowWrap: "anywhere" }]);
export const itemTime = sprinkles({ fontSize: "xs", color: "textMuted" });

export const empty = style([
  sprinkles({ display: "grid", gap: "xs", paddingX: "lg", paddingY: "xxl", textAlign: "center" }),
]);
export const emptyTitle = sprinkles({ fontWeight: "semibold" });
export const emptyHint = sprinkles({ fontSize: "sm", color: "textMuted" });
