import { style } from "@vanilla-extract/css";
import { badgeTones } from "../../styles/badge.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { cardSurface } from "../../styles/surface.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const page = sprinkles({ display: "grid", gap: "xl" });

export const summary = style([
  cardSurface,
  sprinkles({ display: "grid", gap: "lg", padding: { mobile: "lg", tablet: "xl" } }),
]);
export const preview = style([
  sprinkles({ fontSize: "sm", color: "warning", background: "warningSoft", borderRadius: "md", padding: "md" }),
]);
export const identity = sprinkles({
  display: "flex",
  flexDirection: { mobile: "column", tablet: "row" },
  gap: "lg",
  alignItems: "flex-start",
});
export const photo = style([
  sprinkles({ borderRadius: "lg" }),
  { width: 112, height: 112, objectFit: "cover", flexShrink: 0, background: vars.color.surfaceSunken },
]);
export const photoFallback = style([
  sprinkles({
    display: "grid",
    fontSize: "xxxl",
    fontWeight: "bold",
    color: "brand",
    background: "brandSoft",
    borderRadius: "lg",
  }),
  { width: 112, height: 112, placeItems: "center", flexShrink: 0 },
]);
export const who = sprinkles({ display: "grid", gap: "sm" });
export const name = style([
  sprinkles({ fontSize: { mobile: "xxl", tablet: "xxxl" }, fontWeight: "bold", lineHeight: "tight" }),
]);
export const ratingRow = sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm" });
export const ratingValue = sprinkles({ fontWeight: "semibold" });
export const muted = sprinkles({ color: "textMuted", fontSize: "sm" });
export const where = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "xs",
  color: "textMuted",
});
export const mobileBadge = badgeTones.info;
export const badges = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
export const badge = badgeTones.success;

export const actions = sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm" });
export const price = style([
  sprinkles({ display: "flex", alignItems: "baseline", gap: "xs" }),
  { marginRight: "auto" },
]);
export const priceValue = sprinkles({ fontSize: "xl", fontWeight: "bold" });

export const about = style([
  cardSurface,
  sprinkles({ display: "grid", gap: "md", padding: { mobile: "lg", tablet: "xl" } }),
]);
export const sectionHeading = sprinkles({ fontSize: "xl", fontWeight: "bold" });
export const description = style([sprinkles({ lineHeight: "normal" }), { maxWidth: "70ch", whiteSpace: "pre-line" }]);
export const facts = sprinkles({ display: "grid", gap: "md" });
export const factLabel = sprinkles({ fontSize: "sm", fontWeight: "semibold", marginBottom: "xs" });
export const tags = sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs" });
export const tag = badgeTones.neutral;

export const columns = style([
  sprinkles({ display: "grid", gap: "xl" }),
  {
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)", alignItems: "start" } },
  },
]);
export const main = sprinkles({ display: "grid", gap: "xl" });
// On a phone the openings come before the reviews: they are what a customer acts on.
export const side = style({ order: -1, "@media": { [mediaQuery.desktop]: { order: 0 } } });
export const sideCard = style([cardSurface, sprinkles({ display: "grid", gap: "md", padding: "lg" })]);
export const sideHeading = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const openings = sprinkles({ display: "grid", gap: "sm" });
export const opening = style([
  sprinkles({ display: "flex", justifyContent: "space-between", gap: "md", paddingBottom: "sm" }),
  { borderBottom: `1px solid ${vars.color.border}` },
]);
export const openingPrice = sprinkles({ fontWeight: "semibold" });

export const reviews = style([
  cardSurface,
  sprinkles({ display: "grid", gap: "lg", padding: { mobile: "lg", tablet: "xl" } }),
]);
export const reviewControls = sprinkles({ display: "grid", gap: "lg" });
export const distribution = sprinkles({ display: "grid", gap: "xs" });
export const distributionRow = style([
  sprinkles({
    display: "flex",
    alignItems: "center",
    gap: "md",
    borderRadius: "md",
    paddingX: "sm",
    minHeight: "touch",
    color: "text",
  }),
  {
    border: "1px solid transparent",
    background: "none",
    cursor: "pointer",
    font: "inherit",
    textAlign: "left",
    selectors: {
      "&:hover": { background: vars.color.surfaceMuted },
      '&[data-state="on"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    },
  },
]);
export const distributionLabel = style({ minWidth: "5.5rem" });
export const bar = style([
  sprinkles({ borderRadius: "full", background: "surfaceSunken" }),
  { flex: 1, height: 8, overflow: "hidden" },
]);
export const barSpacer = style({ flex: 1 });
export const barFill = style({ display: "block", height: "100%", background: vars.color.star });
export const distributionCount = style([
  sprinkles({ fontSize: "sm", color: "textMuted" }),
  { minWidth: "3ch", textAlign: "right" },
]);
export const orders = sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs" });
// A round toggle: the reviews' order, and "Helpful".
const pill = style([
  sprinkles({
    fontSize: "sm",
    borderRadius: "full",
    paddingX: "md",
    minHeight: "touch",
    color: "text",
    background: "surface",
  }),
  { border: `1px solid ${vars.color.borderStrong}`, cursor: "pointer", font: "inherit" },
]);
export const orderItem = style([
  pill,
  {
    selectors: {
      '&[data-state="on"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textOnBrand,
      },
    },
  },
]);
export const helpfulButton = style([
  pill,
  {
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.brandSoft,
        borderColor: vars.color.brand,
        color: vars.color.brand,
      },
    },
  },
]);
export const emptyReviews = style([
  sprinkles({ color: "textMuted", background: "surfaceMuted", borderRadius: "md", padding: "lg" }),
]);
export const reviewList = sprinkles({ display: "grid", gap: "lg" });
export const review = style([
  sprinkles({ display: "grid", gap: "xs", paddingBottom: "lg" }),
  { borderBottom: `1px solid ${vars.color.border}` },
]);
export const reviewHead = sprinkles({ display: "flex", alignItems: "center", gap: "sm" });
export const reviewAuthor = sprinkles({ fontWeight: "semibold" });
export const verified = sprinkles({ fontSize: "sm", color: "success", fontWeight: "medium" });
export const reviewComment = style([sprinkles({ lineHeight: "normal" }), { whiteSpace: "pre-line" }]);
export const subScores = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  gap: "md",
  fontSize: "sm",
  color: "textMuted",
});
export const reply = style([
  sprinkles({
    display: "grid",
    gap: "xs",
    background: "surfaceMuted",
    borderRadius: "md",
    padding: "md",
    marginTop: "sm",
  }),
  { borderLeft: `3px solid ${vars.color.brand}` },
]);
export const replyFrom = sprinkles({ fontSize: "sm", fontWeight: "semibold" });
export const reviewActions = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "md",
  marginTop: "xs",
});
// A quiet link-like button: reporting is there when needed, not an invitation.
export const reportButton = style([
  sprinkles({ fontSize: "sm", color: "textMuted", minHeight: "touch" }),
  {
    background: "none",
    border: "none",
    padding: 0,
    cursor: "pointer",
    textDecoration: "underline",
    font: "inherit",
    selectors: { "&:hover": { color: vars.color.text } },
  },
]);
