import { style } from "@vanilla-extract/css";
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
export const field = style({ flex: "1 1 240px", minWidth: 0 });
export const label = sprinkles({ display: "block", fontSize: "sm", fontWeight: "semibold", marginBottom: "xs" });
export const select = style([
  sprinkles({ width: "full", borderRadius: "md", background: "surface", paddingX: "md", color: "text" }),
  {
    minHeight: "44px",
    border: `1px solid ${vars.color.borderStrong}`,
    selectors: { "&:hover": { borderColor: vars.color.brand } },
  },
]);
export const submit = style({ flex: "1 1 160px", display: "flex" });
export const submitButton = style({ width: "100%" });
// The guided ways to choose ('Quick Match (60 seconds)', 'Take Full Assessment'), side by side, wrapping on a phone.
export const guided = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", marginTop: "lg" });
