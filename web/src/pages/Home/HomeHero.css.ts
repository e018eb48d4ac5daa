import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const hero = sprinkles({ marginBottom: "xxl" });
export const searchCard = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "lg", background: "surface", borderRadius: "lg", boxShadow: "md", padding: { mobile: "lg", tablet: "xl" } }),
  { border: `1px solid ${vars.color.border}` },
]);
// Room for the service type and the buttons beside it later; full width on a phone.
export const field = style({ flex: "1 1 260px", maxWidth: "400px" });
