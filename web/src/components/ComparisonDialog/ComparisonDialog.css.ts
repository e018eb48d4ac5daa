import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import * as tabStyles from "../../styles/tabs.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const tabs = style({ display: "flex", flexDirection: "column", minHeight: 0, flex: 1 });
export const tabList = style([tabStyles.tabList, sprinkles({ paddingX: { mobile: "lg", tablet: "xl" } })]);
export const tab = style([
  tabStyles.tabBase,
  {
    padding: `${vars.space.sm} ${vars.space.sm}`,
    "@media": { [mediaQuery.tablet]: { padding: `${vars.space.sm} ${vars.space.md}` } },
    fontSize: vars.fontSize.sm,
  },
]);

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
export const rowValue = style([
  sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm", fontSize: "sm" }),
  { margin: 0 },
]);
export const rating = sprinkles({ display: "inline-flex", alignItems: "center", gap: "xs", fontWeight: "semibold" });
export const muted = sprinkles({ color: "textMuted" });
export const about = style({
  display: "-webkit-box",
  WebkitLineClamp: 5,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});
export const tags = sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs" });
export const tag = style([
  sprinkles({ fontSize: "xs", fontWeight: "medium", background: "surfaceSunken", borderRadius: "full" }),
  { padding: `${vars.space.xxs} ${vars.space.sm}` },
]);
export const price = sprinkles({ fontSize: "xxl", fontWeight: "bold" });
export const best = style([
  sprinkles({
    fontSize: "xs",
    fontWeight: "semibold",
    color: "success",
    background: "successSoft",
    borderRadius: "full",
  }),
  { padding: `${vars.space.xxs} ${vars.space.sm}` },
]);
export const email = style({ overflowWrap: "anywhere" });
export const plainList = sprinkles({ display: "grid", gap: "xxs" });
export const columnFoot = sprinkles({ display: "flex", paddingTop: "lg" });
