import { style } from "@vanilla-extract/css";
import { field as formField, input as formInput, select as formSelect } from "../../styles/form.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const hero = sprinkles({ marginBottom: { mobile: "xl", tablet: "xxl" } });
export const searchCard = style([
  sprinkles({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-end",
    gap: "lg",
    background: "surface",
    borderRadius: "lg",
    boxShadow: "md",
    padding: { mobile: "lg", tablet: "xl" },
  }),
  { border: `1px solid ${vars.color.border}`, scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.lg})` },
]);
// Side by side on a wide screen, stacked full width on a phone.
export const field = style([formField, { flex: "1 1 240px" }]);
export const select = style([formSelect, { selectors: { "&:hover": { borderColor: vars.color.brand } } }]);
export const input = style([formInput, { selectors: { "&:hover": { borderColor: vars.color.brand } } }]);
export const submit = style({ flex: "1 1 160px", display: "flex" });
export const submitButton = style({ width: "100%" });
// The guided ways to choose ('Quick Match (60 seconds)', 'Take Full Assessment'), side by side, wrapping on a phone.
export const guided = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", marginTop: "lg" });
