import { globalStyle, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export { visuallyHidden } from "../../styles/global.css";

export const card = style([
  sprinkles({ display: "flex", flexDirection: "column", background: "surface", borderRadius: "lg", boxShadow: "sm" }),
  {
    border: `1px solid ${vars.color.border}`,
    overflow: "hidden",
    height: "100%",
    transition: "box-shadow 150ms, border-color 150ms",
    selectors: { "&:hover": { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
  },
]);

export const media = style({ position: "relative", background: vars.color.surfaceSunken, aspectRatio: "2 / 1" });
// Out of flow, so the picture's own proportions never change the tile's.
export const image = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });
export const imageFallback = style([
  sprinkles({ display: "grid", fontSize: "xxxl", fontWeight: "bold", color: "brand", background: "brandSoft" }),
  { placeItems: "center", width: "100%", height: "100%" },
]);

const overlayChip = {
  position: "absolute",
  top: vars.space.md,
  boxShadow: vars.shadow.sm,
} as const;

export const verifiedBadge = style([
  sprinkles({
    display: "inline-flex",
    alignItems: "center",
    gap: "xs",
    fontSize: "xs",
    fontWeight: "semibold",
    borderRadius: "full",
  }),
  overlayChip,
  {
    left: vars.space.md,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    background: vars.color.success,
    color: vars.color.textOnBrand,
  },
]);

export const heart = recipe({
  base: [
    sprinkles({ display: "grid", borderRadius: "full" }),
    overlayChip,
    {
      right: vars.space.md,
      placeItems: "center",
      width: "40px",
      height: "40px",
      border: "none",
      background: "rgba(255, 255, 255, 0.95)",
      transition: "color 120ms, transform 120ms",
      selectors: { "&:hover": { transform: "scale(1.06)" } },
    },
  ],
  variants: {
    saved: {
      true: { color: vars.color.accent },
      false: { color: vars.color.textMuted, selectors: { "&:hover": { color: vars.color.accent } } },
    },
  },
});

export const body = style([
  sprinkles({ display: "flex", flexDirection: "column", gap: "sm", padding: "lg" }),
  { flex: 1 },
]);

export const name = sprinkles({ fontSize: "lg", fontWeight: "bold" });

export const ratingRow = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "xs",
  fontSize: "sm",
});
export const ratingValue = sprinkles({ fontWeight: "semibold" });
export const muted = sprinkles({ color: "textMuted" });

const badgeBase = style([
  sprinkles({ display: "inline-block", fontSize: "xs", fontWeight: "semibold", borderRadius: "full" }),
  { padding: `${vars.space.xxs} ${vars.space.sm}` },
]);
export const mobileBadge = style([
  badgeBase,
  sprinkles({ color: "brand", background: "brandSoft" }),
  { marginLeft: "auto" },
]);

// Three lines, so cards in a row line up whatever the provider wrote.
export const description = style([
  sprinkles({ fontSize: "sm", color: "textMuted" }),
  { display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" },
]);

export const tags = sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs" });
export const tag = style([badgeBase, sprinkles({ color: "text", background: "surfaceSunken", fontWeight: "medium" })]);
export const tagMore = style([
  badgeBase,
  sprinkles({ color: "textMuted", fontWeight: "medium" }),
  { border: `1px dashed ${vars.color.borderStrong}` },
]);

export const footer = style([
  sprinkles({ display: "flex", alignItems: "flex-end", justifyContent: "space-between", gap: "md", paddingTop: "sm" }),
  { marginTop: "auto", borderTop: `1px solid ${vars.color.border}` },
]);
export const where = style([
  sprinkles({ display: "flex", alignItems: "center", gap: "xs", fontSize: "sm", color: "textMuted" }),
  { minWidth: 0, overflowWrap: "anywhere" },
]);
export const price = style([
  sprinkles({ display: "flex", flexDirection: "column", alignItems: "flex-end" }),
  { flexShrink: 0 },
]);
export const priceLabel = sprinkles({ fontSize: "xs", color: "textMuted" });
export const priceValue = sprinkles({ fontSize: "xl", fontWeight: "bold", color: "text", lineHeight: "tight" });

export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", paddingTop: "xs" });
// The buttons share the row evenly, whichever of them a page offers.
globalStyle(`${actions} > *`, { flex: "1 1 0" });

export const compareButton = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    minHeight: "36px",
    padding: `${vars.space.xs} ${vars.space.md}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    borderRadius: vars.radius.md,
    whiteSpace: "nowrap",
    transition: "background-color 120ms, border-color 120ms, color 120ms",
  },
  variants: {
    active: {
      false: {
        background: vars.color.surface,
        color: vars.color.text,
        border: `1px solid ${vars.color.borderStrong}`,
        selectors: { "&:hover": { background: vars.color.surfaceSunken } },
      },
      true: {
        background: vars.color.brandSoft,
        color: vars.color.brand,
        border: `1px solid ${vars.color.brand}`,
      },
    },
  },
});

export { headingLink as nameLink } from "../../styles/link.css";
