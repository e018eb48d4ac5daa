import { style } from "@vanilla-extract/css";
import { sprinkles } from "./sprinkles.css";
import { vars } from "./theme.css";

/** The raised white card most screens put a record or a figure on; each sets its own room. */
export const cardSurface = style([
  sprinkles({ background: "surface", borderRadius: "lg", boxShadow: "sm" }),
  { border: `1px solid ${vars.color.border}` },
]);

/** A card of stacked parts (header, details, actions), roomier from a tablet up. */
export const card = style([
  cardSurface,
  sprinkles({ display: "grid", gap: "md", padding: { mobile: "lg", tablet: "xl" } }),
]);

/** A card's top row: its heading, and a badge at the far end that wraps below on a phone. */
export const cardHeader = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "sm",
});

/** Nothing to show (an empty list, a quiet day): an ordinary answer, so no error look. */
export const emptyPanel = style([
  sprinkles({ display: "grid", background: "surfaceMuted", borderRadius: "lg", padding: "xxl", textAlign: "center" }),
  { border: `1px dashed ${vars.color.borderStrong}`, justifyItems: "center" },
]);
