import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import * as tabStyles from "../../styles/tabs.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

// The same size on every tab (the frame's panel otherwise fits its content and, centred,
// would jump on each switch): what does not fit scrolls inside.
export const fixedHeight = style({ height: "min(680px, calc(100dvh - 24px))" });

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

// At least the scroller's height, so 'Book Now' sits at the bottom on every tab.
export const sheet = style({ display: "flex", flexDirection: "column", minHeight: "100%" });

export const columns = sprinkles({ display: "grid", gap: "lg" });
export const columnFeet = style({ marginTop: "auto" });
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
export const attributeGrid = style({ display: "grid", columnGap: vars.space.lg, rowGap: vars.space.md });
// Each provider's list takes its column's share of the attribute rows (see AttributeGrid).
export const column = style({ display: "grid", gridTemplateRows: "subgrid", margin: 0, minWidth: 0 });
export const row = style([sprinkles({ display: "grid", gap: "xxs" }), { alignContent: "start" }]);
export const rowLabel = sprinkles({ fontSize: "xs", fontWeight: "semibold", color: "textMuted" });
export const rowValue = style([
  sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm", fontSize: "sm" }),
  // A long unbroken answer wraps in its column rather than widening it.
  { margin: 0, minWidth: 0, overflowWrap: "anywhere" },
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
export const breakAnywhere = style({ overflowWrap: "anywhere" });
export const plainList = sprinkles({ display: "grid", gap: "xxs" });
export const columnFoot = sprinkles({ display: "flex", paddingTop: "lg" });

export { headingLink as nameLink } from "../../styles/link.css";
