import { style } from "@vanilla-extract/css";
import { cardSurface } from "../../styles/surface.css";
import { sprinkles } from "../../styles/sprinkles.css";

// Four cards: two across on a phone, four on a desktop.
export const cards = style([
  sprinkles({ display: "grid", gridTemplateColumns: { mobile: 2, desktop: 4 }, gap: "md" }),
  { margin: 0 },
]);
export const card = style([
  cardSurface,
  sprinkles({ display: "grid", gap: "xxs", padding: "lg" }),
  // A grid item is as wide as its longest word unless told otherwise: a long hint wraps instead.
  { alignContent: "start", minWidth: 0 },
]);
export const label = sprinkles({ fontSize: "sm", fontWeight: "semibold", color: "textMuted" });
export const value = style([
  sprinkles({ fontSize: { mobile: "xl", tablet: "xxl" }, fontWeight: "bold" }),
  // A long figure wraps inside its card on a phone rather than spilling out of it.
  { margin: 0, fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" },
]);
export const hint = style([sprinkles({ fontSize: "xs", color: "textMuted" }), { margin: 0, overflowWrap: "anywhere" }]);
