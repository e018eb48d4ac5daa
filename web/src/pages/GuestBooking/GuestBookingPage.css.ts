import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { card as cardSurface, cardHeader as cardTop } from "../../styles/surface.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "960px" });

/** The booking, and under it (beside it on a wide screen, once paying) the checkout. */
export const layout = style({ display: "grid", gap: vars.space.xl, gridTemplateColumns: "minmax(0, 1fr)" });

export const card = style([cardSurface, { outline: "none", maxWidth: "640px" }]);
export const cardHeader = cardTop;
export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });

/** Term beside value from a tablet up, stacked on a phone. */
export const details = style({ display: "grid", gap: vars.space.md, margin: 0 });
export const detail = style({
  display: "grid",
  gap: vars.space.xs,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "10rem minmax(0, 1fr)", gap: vars.space.lg } },
});
export const term = sprinkles({ color: "textMuted", fontSize: "sm" });
export const value = style({ margin: 0, overflowWrap: "anywhere", minWidth: 0 });
export const payment = sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm" });

export const notice = style([
  sprinkles({ fontSize: "sm", color: "text", background: "surfaceMuted", borderRadius: "md", padding: "md" }),
  { margin: 0 },
]);
export const hint = style([sprinkles({ fontSize: "sm", color: "textMuted" }), { margin: 0 }]);
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", alignItems: "center" });

export const checkout = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
/** The checkout under the booking: focus lands here when it opens. */
export const paymentPanel = style({ outline: "none" });
