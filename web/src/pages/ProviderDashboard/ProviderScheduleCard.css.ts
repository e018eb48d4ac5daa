import { style } from "@vanilla-extract/css";
import { input } from "../../styles/form.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

// The booking card's look, so a schedule reads like the bookings it makes.
export { actions, badges, card, definition, detail, details, header, heading, term } from "./ProviderBookingCard.css";

export const proposal = style([
  sprinkles({ fontSize: "sm", fontWeight: "semibold" }),
  {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.brand,
    background: vars.color.brandSoft,
  },
]);

export const proposeForm = style([
  sprinkles({ display: "grid", gap: "md", padding: "md", background: "surfaceMuted", borderRadius: "md" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const priceInput = style([input, { maxWidth: "12rem" }]);
export const proposeActions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
